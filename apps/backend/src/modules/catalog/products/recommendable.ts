import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

/** What a recommendation needs of a product: its main category and its catalogue code. */
export interface RecommendableProduct {
  id: number;
  categoryId: number;
  catalogCode: string;
}

/** Visible products by id; unknown and hidden ones are left out. */
export async function recommendableProducts(
  db: Db,
  ids: number[],
): Promise<Map<number, RecommendableProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<RecommendableProduct>(
    db,
    sql`select p.id, p.category_id as "categoryId", p.catalog_code as "catalogCode"
          from catalog.products p
         where p.id = any(${sqlIntArray([...new Set(ids)])}) and p.visible`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The visible products listed in any of these categories (each once), in the categories' own order
 * (position, then id), at most `limit`.
 */
export async function categoryProductIds(db: Db, categoryIds: number[], limit: number): Promise<number[]> {
  if (categoryIds.length === 0 || limit <= 0) return [];
  const rows = await queryRows<{ product_id: number }>(
    db,
    sql`select pc.product_id
          from catalog.product_categories pc
          join catalog.products p on p.id = pc.product_id and p.visible
         where pc.category_id = any(${sqlIntArray([...new Set(categoryIds)])})
         group by pc.product_id
         order by min(pc.position), pc.product_id
         limit ${limit}`,
  );
  return rows.map((r) => r.product_id);
}
