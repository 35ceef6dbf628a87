import type { ProductReviewsQuery } from '@shop/contract';

/** How the product page's review list can be ordered; `newest` is the order of the page's HTML. */
export const REVIEW_ORDERS = ['newest', 'oldest', 'best', 'worst'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const isReviewOrder = (value: unknown): value is ReviewOrder =>
  typeof value === 'string' && (REVIEW_ORDERS as readonly string[]).includes(value);

/** The store API's query for a page of reviews in an order, optionally only those with a text. */
export function reviewsQuery(
  order: ReviewOrder,
  onlyWithText: boolean,
  page: number,
  perPage: number,
): Required<Omit<ProductReviewsQuery, 'page' | 'perPage'>> & { page: number; perPage: number } {
  return {
    page,
    perPage,
    onlyWithReview: onlyWithText ? 'true' : 'false',
    sort: order === 'best' || order === 'worst' ? 'rating' : 'time',
    sortDirection: order === 'oldest' || order === 'worst' ? 'asc' : 'desc',
  };
}
