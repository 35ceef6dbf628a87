import { and, avg, count, eq } from 'drizzle-orm';
import type { Review } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { products, reviews } from '../tables.ts';

export interface CustomerReview {
  productId: number;
  /** customer.accounts.id of the author. */
  accountId: number;
  /** 1 to 100. */
  rating: number;
  text: string | null;
  authorFirstName: string;
  authorCity: string | null;
}

export interface SavedReview {
  review: Review;
  summary: { rating: number; ratingCount: number };
  /** The product's slug, for the storefront pages to revalidate. */
  slug: string;
}

/**
 * Saves a customer's review of a visible product (404 for others) from a shipped purchase: a second
 * review of the same product replaces the first. The product's rating and rating count are then
 * computed again from all its reviews in the same transaction. The product row is locked first,
 * so concurrent reviews of one product are counted one after the other and none is missed.
 */
export async function saveCustomerReview(db: Db, r: CustomerReview): Promise<SavedReview> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(and(eq(products.id, r.productId), eq(products.visible, true)))
      .for('update');
    if (!product) throw notFound('id');
    const values = {
      rating: r.rating,
      text: r.text,
      authorFirstName: r.authorFirstName,
      authorCity: r.authorCity,
      shippedPurchase: true,
      createdAt: new Date(),
    };
    const [row] = await tx
      .insert(reviews)
      .values({ productId: r.productId, accountId: r.accountId, ...values })
      .onConflictDoUpdate({ target: [reviews.productId, reviews.accountId], set: values })
      .returning();
    const [totals] = await tx
      .select({ average: avg(reviews.rating), n: count() })
      .from(reviews)
      .where(eq(reviews.productId, r.productId));
    const summary = {
      rating: Math.round(Number(totals?.average ?? 0)),
      ratingCount: totals?.n ?? 0,
    };
    await tx
      .update(products)
      .set({ rating: summary.rating, ratingCount: summary.ratingCount })
      .where(eq(products.id, r.productId));
    return {
      review: {
        id: row!.id,
        rating: row!.rating,
        text: row!.text,
        author: { firstName: row!.authorFirstName, city: row!.authorCity },
        createdAt: row!.createdAt.toISOString(),
        shippedPurchase: row!.shippedPurchase,
      },
      summary,
      slug: product.slug,
    };
  });
}
