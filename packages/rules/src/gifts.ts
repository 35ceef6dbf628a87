import { roundUpToDecimals } from './money.ts';

export type GiftId = string | number;

/** A gift the customer picked, as kept in the cart state. */
export interface SelectedGift {
  readonly id: GiftId;
  /** The cart value (minor units, with VAT) from which the gift is offered. */
  readonly price_from: number;
}

/** Adds a gift unless one with the same id is already selected. */
export function selectGift<G extends SelectedGift>(selected: readonly G[], gift: G): readonly G[] {
  return selected.some((existing) => existing.id === gift.id) ? selected : [...selected, gift];
}

export interface GiftEligibility<G> {
  readonly kept: readonly G[];
  readonly removed: readonly G[];
}

/**
 * Re-checks selected gifts after the cart changed: a gift is removed when it is no longer
 * available or its price_from exceeds the cart's discountLimitPriceWithVat (equal still qualifies).
 */
export function recheckSelectedGifts<G extends SelectedGift>(
  selected: readonly G[],
  availableGiftIds: readonly GiftId[],
  discountLimitPriceWithVat: number,
): GiftEligibility<G> {
  const kept: G[] = [];
  const removed: G[] = [];
  for (const gift of selected) {
    const eligible = availableGiftIds.includes(gift.id) && gift.price_from <= discountLimitPriceWithVat;
    (eligible ? kept : removed).push(gift);
  }
  return { kept, removed };
}

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
