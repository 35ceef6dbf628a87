/**
 * Long prices get a smaller type: above 999 (four digits and more) one step down, above 99999
 * (six digits and more) two steps, so a price stays on one line in a narrow product box.
 */
export type PriceLength = 'short' | 'long' | 'longest';

export function priceLength(major: number): PriceLength {
  const amount = Math.abs(major);
  if (amount > 99999) return 'longest';
  if (amount > 999) return 'long';
  return 'short';
}

/** The main price in a product box. */
export const boxPriceClass: Record<PriceLength, string> = {
  short: 'text-xl',
  long: 'text-lg',
  longest: 'text-base',
};

/** The main price on the product detail. */
export const detailPriceClass: Record<PriceLength, string> = {
  short: 'text-3xl',
  long: 'text-2xl sm:text-3xl',
  longest: 'text-xl sm:text-2xl',
};
