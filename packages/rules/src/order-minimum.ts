/**
 * The shop's minimum order value is a floor for goods paid with money: the money lines after the
 * coupon must reach it. Goods bought with loyalty credits cost no money and count for nothing
 * towards it, and a cart holding only such goods (no money line at all) has no money part the
 * floor could apply to: it may be ordered. Amounts are minor units of the cart's currency.
 */
export interface OrderMinimumInput {
  /** The shop's minimum order value, or null when it has none. */
  readonly minimum: number | null;
  /** Lines paid with money (not bought with credits). */
  readonly paidLines: number;
  /** The money lines' value with tax, less the coupon. */
  readonly paidValue: number;
}

/** What is left to reach the minimum order value; 0 when nothing is (no minimum, no money lines, reached). */
export function orderMinimumRemaining({ minimum, paidLines, paidValue }: OrderMinimumInput): number {
  if (minimum === null || minimum <= 0 || paidLines === 0) return 0;
  return Math.max(minimum - paidValue, 0);
}
