import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductCommentsResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { productComments, products } from '../tables.ts';

/** A visible product's comments with the shop's answers, newest first; 404 for others. */
export async function listComments(
  db: Db,
  productId: number,
  page: number,
  perPage: number,
): Promise<ProductCommentsResponse> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.visible, true)));
  if (!product) throw notFound('id');
  const where = eq(productComments.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productComments)
      .where(where)
      .orderBy(desc(productComments.createdAt), desc(productComments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(productComments).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((c) => ({
      id: c.id,
      authorName: c.authorName,
      text: c.text,
      answer: c.answer,
      createdAt: c.createdAt.toISOString(),
    })),
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(n / perPage)),
    perPage,
    total: n,
  };
}
