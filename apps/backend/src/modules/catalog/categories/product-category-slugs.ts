import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products } from '../tables.ts';
import { categoryPath } from './service.ts';

/** Each product's main category slug and its ancestors' (root first), by product id; unknown products are left out. */
export async function productCategorySlugs(db: Db, productIds: number[]): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  const out = new Map<number, string[]>();
  for (const row of rows) {
    out.set(
      row.id,
      (await categoryPath(db, row.categoryId, 'cs')).map((c) => c.slug),
    );
  }
  return out;
}
