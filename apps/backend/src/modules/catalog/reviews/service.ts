import { and, asc, count, desc, eq, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { ProductReviewsResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { products, reviews } from '../tables.ts';

export interface ReviewListRequest {
  page: number;
  perPage: number;
  onlyWithReview: boolean;
  sort: 'time' | 'rating';
  sortDirection: 'asc' | 'desc';
}

/** A visible product's reviews, newest first by default (page 1, 5 per page); 404 for others. */
export async function listReviews(
  db: Db,
  productId: number,
  r: ReviewListRequest,
): Promise<ProductReviewsResponse> {
  const [product] = await db
    .select({ rating: products.rating, ratingCount: products.ratingCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.visible, true)));
  if (!product) throw notFound('id');

  const filters: SQL[] = [eq(reviews.productId, productId)];
  if (r.onlyWithReview) filters.push(isNotNull(reviews.text), ne(reviews.text, ''));
  const where = and(...filters);
  const direction = r.sortDirection === 'asc' ? asc : desc;
  const primary = r.sort === 'rating' ? direction(reviews.rating) : direction(reviews.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(primary, direction(reviews.createdAt), direction(reviews.id))
      .limit(r.perPage)
      .offset((r.page - 1) * r.perPage),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((x) => ({
      id: x.id,
      rating: x.rating,
      text: x.text,
      author: { firstName: x.authorFirstName, city: x.authorCity },
      createdAt: x.createdAt.toISOString(),
      shippedPurchase: x.shippedPurchase,
    })),
    currentPage: r.page,
    totalPages: Math.max(1, Math.ceil(n / r.perPage)),
    perPage: r.perPage,
    total: n,
    summary: { rating: product.rating, ratingCount: product.ratingCount },
  };
}
