import { z } from 'zod';
import { productBox } from './catalog-state.ts';

/** Where recommendations are shown: under a product's detail, or in the cart. */
export const recommendationPlacements = ['product', 'cart'] as const;
export type RecommendationPlacement = (typeof recommendationPlacements)[number];

/** At most this many products are recommended at once. */
export const RECOMMENDATION_LIMIT = 8;

/**
 * GET /api/v1/recommendations: `placement=product` needs the displayed product's `productId`;
 * `placement=cart` reads the request's cart (x-cart-token, or the logged-in customer's).
 */
export const recommendationsQuery = z
  .object({
    placement: z.enum(recommendationPlacements),
    productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(RECOMMENDATION_LIMIT).default(RECOMMENDATION_LIMIT),
  })
  .refine((q) => q.placement !== 'product' || q.productId !== undefined, {
    path: ['productId'],
    message: 'required for the product placement',
  });
export type RecommendationsQuery = z.infer<typeof recommendationsQuery>;

/** Product boxes in the recommended order: visible, purchasable, never the displayed product or the cart's. */
export const recommendationsResponse = z.object({ data: z.array(productBox) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponse>;
