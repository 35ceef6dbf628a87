import { z } from 'zod';
import { paged } from './pagination.ts';

/** GET /api/v1/products/{id}/reviews (page 1, perPage 5, newest first by default). */
export const productReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(5),
  /** Only reviews with a text, not just stars. */
  onlyWithReview: z.enum(['true', 'false']).default('false'),
  sort: z.enum(['time', 'rating']).default('time'),
  sortDirection: z.enum(['asc', 'desc']).default('desc'),
});
export type ProductReviewsQuery = z.input<typeof productReviewsQuery>;

export const review = z.object({
  id: z.number().int(),
  /** 0 to 100, mapped to stars by the rating rule. */
  rating: z.number().int().min(0).max(100),
  text: z.string().nullable(),
  author: z.object({ firstName: z.string(), city: z.string().nullable() }),
  /** ISO date-time. */
  createdAt: z.string(),
  /** The author bought the product and it was shipped. */
  shippedPurchase: z.boolean(),
});
export type Review = z.infer<typeof review>;
export const productReviewsResponse = paged(review).extend({
  /** Of the whole product, not of the page. */
  summary: z.object({ rating: z.number().int(), ratingCount: z.number().int() }),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;
