import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, reviews } from '../tables.ts';

export interface ReviewTally {
  /** Published reviews from shipped purchases (of visible products). */
  total: number;
  /** Those rated at least the asked rating. */
  atLeast: number;
}

/** The shop's published, verified reviews: how many, and how many rate at least `minRating` (0 to 100). */
export async function verifiedReviewTally(db: Db, minRating: number): Promise<ReviewTally> {
  const [row] = await db
    .select({
      total: count(),
      atLeast: sql<number>`count(*) filter (where ${reviews.rating} >= ${minRating})`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.shippedPurchase, true), eq(products.visible, true)));
  return { total: row?.total ?? 0, atLeast: row?.atLeast ?? 0 };
}
