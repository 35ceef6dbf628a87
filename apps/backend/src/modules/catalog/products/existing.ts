import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { products } from '../tables.ts';

/** Which of `ids` are products of the catalogue, shown or hidden: what another module may refer to. */
export async function existingProductIds(db: Db | Tx, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  return new Set(rows.map((r) => r.id));
}
