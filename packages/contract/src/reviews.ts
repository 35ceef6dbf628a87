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

/**
 * POST /api/v1/products/{id}/reviews (logged-in customer): the rating on the 0–100 scale (whole
 * stars from the form: 1 star is 20), required; 0 or none is refused with 422. Text optional.
 */
export const productReviewBody = z.object({
  rating: z.number().int().min(0).max(100).nullish(),
  text: z.string().max(20_000).nullish(),
});
export type ProductReviewBody = z.infer<typeof productReviewBody>;
export const productReviewResponse = z.object({
  data: review,
  /** The product's rating summary with this review. */
  summary: z.object({ rating: z.number().int(), ratingCount: z.number().int() }),
});
export type ProductReviewResponse = z.infer<typeof productReviewResponse>;

/** GET /api/v1/products/{id}/comments (page 1, 10 per page, newest first). */
export const productCommentsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProductCommentsQuery = z.input<typeof productCommentsQuery>;
export const productComment = z.object({
  id: z.number().int(),
  authorName: z.string(),
  text: z.string(),
  /** The shop's answer, once given. */
  answer: z.string().nullable(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type ProductComment = z.infer<typeof productComment>;
export const productCommentsResponse = paged(productComment);
export type ProductCommentsResponse = z.infer<typeof productCommentsResponse>;
