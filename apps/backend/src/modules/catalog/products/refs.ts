import { sql } from 'drizzle-orm';
import type { Locale } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';

/** What a link to a product needs: its name in the locale (else Czech), slug and main picture. */
export interface ProductRef {
  id: number;
  name: string;
  slug: string;
  mainImage: string | null;
}

/** Visible products as link targets, in the order of `ids`; unknown or hidden ones left out. */
export async function getProductRefs(db: Db, ids: number[], locale: Locale): Promise<ProductRef[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ProductRef>(
    db,
    sql`select p.id, p.slug, coalesce(tl.name, tc.name, p.slug) as name, p.main_image as "mainImage"
          from catalog.products p
          left join catalog.product_translations tc on tc.product_id = p.id and tc.locale = 'cs'
          left join catalog.product_translations tl on tl.product_id = p.id and tl.locale = ${locale}
         where p.id = any(${sqlIntArray(ids)}) and p.visible`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const ref = byId.get(id);
    return ref ? [ref] : [];
  });
}
