import type { RecommendationPlacement } from '@shop/contract';

/** What every recommender is asked: where, for whom, and what the shopper has in front of them. */
export interface RecommendationRequest {
  placement: RecommendationPlacement;
  /**
   * A pseudonymous id of the visitor, stable while their cart lives (derived from the cart token,
   * which itself never leaves the shop); null when they have no cart.
   */
  visitorId: string | null;
  /** customer.accounts.id of the logged-in customer, or null for a guest. */
  customerId: number | null;
  /** The products in the cart, in the order they were added, with their catalogue codes. */
  cartProductIds: number[];
  cartProductCodes: string[];
  /** The displayed product (product placement), with its code and main category. */
  productId: number | null;
  productCode: string | null;
  categoryId: number | null;
}

/**
 * Recommends products: ids, best first. It may answer more than are shown and ids that are hidden,
 * unpurchasable or already in front of the shopper: the caller filters.
 */
export interface Recommender {
  readonly name: string;
  recommend(request: RecommendationRequest): Promise<number[]>;
}

/** How many ids a recommender is asked for: enough left after filtering to fill the widget. */
export const CANDIDATES = 32;
