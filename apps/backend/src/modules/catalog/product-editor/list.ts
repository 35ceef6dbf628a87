import { sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, toMajor } from '@shop/rules';
import type { AdminProductQuery, AdminProductSummary } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const orderBy: Record<AdminProductQuery['sort'], SQL> = {
  name: sql`name`,
  catalogCode: sql`p.catalog_code`,
  updatedAt: sql`p.updated_at`,
  id: sql`p.id`,
};

/**
 * The editor's product list: `q` finds a name in any locale, a catalogue code, a variant's code or
 * EAN (insensitive to case and diacritics); filters by category (main or further), brand,
 * published and archived (archived products only when asked for).
 */
export async function listProducts(
  db: Db,
  q: AdminProductQuery,
): Promise<{ data: AdminProductSummary[]; total: number }> {
  const where: SQL[] = [q.archived ? sql`p.archived_at is not null` : sql`p.archived_at is null`];
  if (q.q) {
    const like = `%${likeEscape(q.q.toLowerCase())}%`;
    where.push(sql`(
      exists (select 1 from catalog.product_translations t where t.product_id = p.id
                 and public.shop_unaccent(lower(t.name)) like public.shop_unaccent(${like}))
      or lower(p.catalog_code) like ${like} or lower(p.slug) like ${like}
      or exists (select 1 from catalog.variants v where v.product_id = p.id
                    and (lower(v.code) like ${like} or v.ean = ${q.q})))`);
  }
  if (q.categoryId !== undefined)
    where.push(sql`exists (select 1 from catalog.product_categories c
                            where c.product_id = p.id and c.category_id = ${q.categoryId})`);
  if (q.brandId !== undefined) where.push(sql`p.brand_id = ${q.brandId}`);
  if (q.visible !== undefined) where.push(sql`p.visible = ${q.visible}`);
  const condition = sql.join(where, sql` and `);
  const direction = q.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    queryRows<AdminProductSummary>(
      db,
      sql`select p.id, coalesce(t.name, p.slug) as name, p.slug, p.catalog_code as "catalogCode",
                 p.category_id as "categoryId", coalesce(c.name->>'cs', '') as "categoryName",
                 p.brand_id as "brandId", b.name as "brandName", p.visible, p.saleable,
                 p.archived_at as "archivedAt", p.main_image as "mainImage", p.updated_at as "updatedAt",
                 (select count(*)::int from catalog.variants v where v.product_id = p.id and v.archived_at is null)
                   as "variantCount",
                 (select pr.unit_with_tax from catalog.variants v
                    join catalog.prices pr on pr.variant_id = v.id and pr.currency_code = 'CZK' and pr.customer_group is null
                   where v.product_id = p.id and v.archived_at is null
                   order by v.is_default desc, v.position, v.id limit 1) as "priceCzk"
            from catalog.products p
            left join catalog.product_translations t on t.product_id = p.id and t.locale = 'cs'
            left join catalog.categories c on c.id = p.category_id
            left join catalog.brands b on b.id = p.brand_id
           where ${condition}
           order by ${orderBy[q.sort]} ${direction}, p.id ${direction}
           limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from catalog.products p where ${condition}`),
  ]);
  return {
    data: rows.map((r) => ({
      ...r,
      priceCzk: r.priceCzk === null ? null : toMajor(r.priceCzk, CURRENCIES.CZK.decimalPlaces),
      archivedAt: r.archivedAt === null ? null : new Date(r.archivedAt).toISOString(),
      updatedAt: new Date(r.updatedAt).toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
