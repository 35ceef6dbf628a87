/** Storefront paths of content (without locale prefix), one place for the route names. */

/** The shopping guide, a content page of blocks; page 1 at /poradna, further pages under /strana/{n}. */
export const SHOPPING_GUIDE_SLUG = 'poradna';

export function shoppingGuidePath(page = 1): string {
  return page <= 1 ? '/poradna' : `/poradna/strana/${page}`;
}

/** Named route curatedGuidePage-slug. */
export function curatedGuidePath(slug: string): string {
  return `/pruvodce/${encodeURIComponent(slug)}`;
}
