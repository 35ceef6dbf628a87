import type { IsoDate } from './calendar-date.ts';

/**
 * An 'N+1' promotion (of every n + 1 pieces one is free) runs through its last day `until`
 * (inclusive, the shop's calendar date) or, without one, until an operator removes it. Once the
 * last day has passed, the cart stops giving the free piece and the product shows that the
 * promotion has ended ('Akce skončila') for as long as the ended promotion stays on it.
 */
export type PromotionState = 'none' | 'active' | 'ended';

export function nPlusOneState(
  nPlusOne: number | null,
  until: IsoDate | null,
  today: IsoDate,
): PromotionState {
  if (nPlusOne === null || nPlusOne <= 0) return 'none';
  return until === null || until >= today ? 'active' : 'ended';
}

export interface GiftOfferForTag {
  /** The order total (with VAT, minor units) from which the gift can be chosen; null: not offered in the currency. */
  readonly priceFrom: number | null;
  /** What the gift costs (with VAT, minor units); 0 or less, or none, is free. */
  readonly price: number | null;
  /** The gift's variant can be sent (available and, when stock is checked, in stock). */
  readonly isAvailable: boolean;
}

/**
 * The order gifts one piece of a product earns free of charge: free gifts whose threshold its unit
 * price (with VAT, minor units) reaches, as the cart judges a gift against its items' total.
 */
export function giftsEarnedFree<G extends GiftOfferForTag>(
  unitPriceWithTax: number,
  gifts: readonly G[],
): G[] {
  return gifts.filter((g) => g.priceFrom !== null && g.priceFrom <= unitPriceWithTax && (g.price ?? 0) <= 0);
}

/** The 'gift free' tag: one piece earns a free order gift that can be sent now. */
export function showsGiftFreeTag(unitPriceWithTax: number, gifts: readonly GiftOfferForTag[]): boolean {
  return giftsEarnedFree(unitPriceWithTax, gifts).some((g) => g.isAvailable);
}
