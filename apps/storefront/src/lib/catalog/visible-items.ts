/** Display limits of lists that show their first items and keep the rest behind a "more" control. */

/** The brand list (the brands page and a listing's brand filter) shows 16 brands at first. */
export const BRAND_LIST_VISIBLE = 16;
/** The product detail shows 4 variants (or values of a variant parameter) at first. */
export const DETAIL_VARIANTS_VISIBLE = 4;

export interface VisibleSplit<T> {
  /** The first `limit` items, always shown. */
  shown: T[];
  /** The rest, behind the "more" control; empty when everything fits. */
  more: T[];
  /** True when a chosen item is among `more`: the control starts open so the choice stays visible. */
  openMore: boolean;
}

/**
 * The first `limit` items and the rest, in list order. `isChosen` marks items the shopper has
 * picked (a checked filter, the current variant): when one of them falls among the rest, the rest
 * starts open.
 */
export function splitVisible<T>(
  items: readonly T[],
  limit: number,
  isChosen: (item: T) => boolean = () => false,
): VisibleSplit<T> {
  if (items.length <= limit) return { shown: [...items], more: [], openMore: false };
  const shown = items.slice(0, limit);
  const more = items.slice(limit);
  return { shown, more, openMore: more.some(isChosen) };
}
