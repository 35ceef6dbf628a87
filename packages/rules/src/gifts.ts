import { roundUpToDecimals } from './money.ts';

export interface GiftPriceInput {
  /** The gift's price with VAT in minor units; may be fractional when it comes from a computation. */
  readonly giftPriceWithTax: number;
  readonly totalOriginalWithTax: number;
  readonly totalOriginalWithoutTax: number;
}

export interface GiftPrice {
  readonly withTax: number;
  readonly withoutTax: number;
}

/**
 * Gift price in whole minor units, i.e. rounded up to the currency's decimal places.
 * The price without VAT uses the cart's own VAT ratio (original total without / with VAT), since
 * a gift carries no VAT rate of its own. Returns null when there is nothing to price (<= 0).
 */
export function giftPrice(input: GiftPriceInput): GiftPrice | null {
  const { giftPriceWithTax, totalOriginalWithTax, totalOriginalWithoutTax } = input;
  if (![giftPriceWithTax, totalOriginalWithTax, totalOriginalWithoutTax].every(Number.isFinite)) {
    throw new RangeError('gift price and cart totals must be finite numbers');
  }
  if (giftPriceWithTax <= 0) return null;
  if (
    totalOriginalWithTax <= 0 ||
    totalOriginalWithoutTax < 0 ||
    totalOriginalWithoutTax > totalOriginalWithTax
  ) {
    throw new RangeError(
      `cart totals must satisfy 0 <= without tax (${totalOriginalWithoutTax}) <= with tax (${totalOriginalWithTax}), with tax above 0`,
    );
  }
  // Minor units rounded up to zero decimals = the currency's smallest unit.
  const withTax = roundUpToDecimals(giftPriceWithTax, 0);
  const withoutTax = roundUpToDecimals((withTax * totalOriginalWithoutTax) / totalOriginalWithTax, 0);
  return { withTax, withoutTax };
}
