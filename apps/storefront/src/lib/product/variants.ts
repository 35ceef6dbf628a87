/** Variant matching of the picker; imported by the browser, so it stays free of other imports. */

/** The variant-defining parameter values of a variant: parameter id → value ids. */
export type VariantValues = Record<number, number[]>;

export interface VariantChoice {
  id: number;
  values: VariantValues;
  isAvailable: boolean;
}

/**
 * The variant after choosing `valueId` of `parameterId` (the variant whose parameter values
 * best match the selection): among the variants with that value, the one sharing most values with
 * the current variant; ties go to an available variant, then to list order. Null when no variant
 * has the value.
 */
export function bestMatch(
  variants: readonly VariantChoice[],
  current: VariantValues,
  parameterId: number,
  valueId: number,
): VariantChoice | null {
  let best: VariantChoice | null = null;
  let bestScore = -1;
  for (const v of variants) {
    if (!v.values[parameterId]?.includes(valueId)) continue;
    let score = 0;
    for (const [param, values] of Object.entries(current)) {
      if (Number(param) === parameterId) continue;
      if (values.some((x) => v.values[Number(param)]?.includes(x))) score += 2;
    }
    if (v.isAvailable) score += 1;
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}
