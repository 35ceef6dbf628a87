import { describe, expect, it } from 'vitest';
import { isReviewOrder, reviewsQuery, type ReviewOrder } from './review-query';

describe('reviewsQuery', () => {
  it.each<[ReviewOrder, boolean, { sort: string; sortDirection: string; onlyWithReview: string }]>([
    ['newest', false, { sort: 'time', sortDirection: 'desc', onlyWithReview: 'false' }],
    ['oldest', false, { sort: 'time', sortDirection: 'asc', onlyWithReview: 'false' }],
    ['best', true, { sort: 'rating', sortDirection: 'desc', onlyWithReview: 'true' }],
    ['worst', true, { sort: 'rating', sortDirection: 'asc', onlyWithReview: 'true' }],
  ])('%s (only with text: %s)', (order, onlyWithText, expected) => {
    expect(reviewsQuery(order, onlyWithText, 3, 5)).toEqual({ page: 3, perPage: 5, ...expected });
  });

  it.each<[unknown, boolean]>([
    ['newest', true],
    ['worst', true],
    ['rating', false],
    ['', false],
    [null, false],
  ])('%j is an order: %s', (value, is) => {
    expect(isReviewOrder(value)).toBe(is);
  });
});
