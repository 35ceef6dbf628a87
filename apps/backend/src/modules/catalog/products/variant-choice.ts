import type { ProductData, VariantData } from './data.ts';
import { defaultVariant } from './data.ts';

/** Sold out for good: stock is checked, none is left, and the sold-out availability does not sell. */
export type IsUnavailable = (v: VariantData) => boolean;

/**
 * The variant a product box or detail starts with. The one whose parameter values best
 * match the selected ones (most values in common), else the wanted or default variant; if that one
 * has stock 0 and is unavailable, the first variant with stock above 0 takes its place.
 */
export function initialVariant(
  p: ProductData,
  isUnavailable: IsUnavailable,
  options: { selectedValueIds?: readonly number[]; wantedVariantId?: number } = {},
): VariantData | undefined {
  const selected = new Set(options.selectedValueIds ?? []);
  let best: VariantData | undefined;
  let bestScore = 0;
  if (selected.size > 0) {
    for (const v of p.variants) {
      const score = v.valueIds.filter((id) => selected.has(id)).length;
      if (score > bestScore) {
        best = v;
        bestScore = score;
      }
    }
  }
  const start = best ?? p.variants.find((v) => v.id === options.wantedVariantId) ?? defaultVariant(p);
  if (!start || best) return start;
  if (start.stock.total === 0 && isUnavailable(start)) {
    return p.variants.find((v) => v.stock.total > 0) ?? start;
  }
  return start;
}
