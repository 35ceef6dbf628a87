import { asc, eq } from 'drizzle-orm';
import type { ExportedReview } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { reviews } from '../tables.ts';

/** The reviews a customer wrote, oldest first, for their data export. */
export async function reviewsOfAccount(db: Db | Tx, accountId: number): Promise<ExportedReview[]> {
  const rows = await db
    .select({
      productId: reviews.productId,
      rating: reviews.rating,
      text: reviews.text,
      authorFirstName: reviews.authorFirstName,
      authorCity: reviews.authorCity,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews.accountId, accountId))
    .orderBy(asc(reviews.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * A deleted account's reviews stay for other shoppers (rating and text) but no longer lead to the
 * account; the author's city, which with the first name could tell who wrote it, goes.
 */
export async function detachAccountReviews(tx: Tx, accountId: number): Promise<void> {
  await tx.update(reviews).set({ accountId: null, authorCity: null }).where(eq(reviews.accountId, accountId));
}
