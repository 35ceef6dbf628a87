import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import { queryRows } from '../../../db/query.ts';
import { variantsWithFreeStock } from '../../inventory/index.ts';
import { invalidateListingIndex } from './listing-index.ts';

/**
 * Rebuilds rows of catalog.product_listing from the catalogue, prices and stock: all of them, or
 * only the given products (after an edit, a price change or an order that changed stock). Hidden
 * and deleted products lose their row. Set-based (one grouped pass per source table, hash joins)
 * rather than per-product subqueries: 100 000 products take seconds, not minutes.
 */
export async function refreshProductListing(db: Db | Tx, productIds?: number[]): Promise<void> {
  if (productIds?.length === 0) return;
  const ids = productIds ? sqlIntArray(productIds) : null;
  const only = (column: SQL) => (ids ? sql`where ${column} = any(${ids})` : sql``);
  await db.execute(
    ids
      ? sql`delete from catalog.product_listing where product_id = any(${ids})`
      : sql`delete from catalog.product_listing`,
  );
  // Which variants have free pieces is the inventory's to say.
  const variantIds = productIds
    ? (
        await queryRows<{ id: number }>(
          db,
          sql`select id from catalog.variants where product_id = any(${ids})`,
        )
      ).map((v) => v.id)
    : null;
  const inStock = sqlIntArray(await variantsWithFreeStock(db, variantIds));
  await db.execute(sql`
    with recursive category_path (id, parent_id, names) as (
      select id, parent_id, name->>'cs' from catalog.categories
      union all
      select cp.id, c.parent_id, c.name->>'cs' || ' ' || cp.names
        from category_path cp join catalog.categories c on c.id = cp.parent_id
    ), paths as (
      -- The main category with its ancestors: 'kondomy' finds the products of 'Kondomy > Tenké'.
      select id, names from category_path where parent_id is null
    ), cats as (
      select product_id, array_agg(category_id order by category_id) as ids, max(position) filter (where is_main) as position
        from catalog.product_categories ${only(sql`product_id`)} group by product_id
    ), tags as (
      select product_id, array_agg(tag_id order by tag_id) as ids
        from catalog.product_tags ${only(sql`product_id`)} group by product_id
    ), vals as (
      select product_id, array_agg(distinct value_id order by value_id) as ids from (
        select product_id, parameter_value_id as value_id from catalog.product_parameter_values ${only(sql`product_id`)}
        union all
        select v.product_id, vpv.parameter_value_id from catalog.variants v
          join catalog.variant_parameter_values vpv on vpv.variant_id = v.id ${only(sql`v.product_id`)}
      ) x group by product_id
    ), dv as (
      -- Archived variants are neither shown nor sold: a product of only archived ones is not listed.
      select distinct on (product_id) product_id, id from catalog.variants
       where archived_at is null ${ids ? sql`and product_id = any(${ids})` : sql``}
       order by product_id, is_default desc, position, id
    ), stocked as (
      select distinct v.product_id from unnest(${inStock}) as free(variant_id)
        join catalog.variants v on v.id = free.variant_id
    ), names as (
      select product_id, string_agg(name, ' ' order by locale) as names, min(name) filter (where locale = 'cs') as cs
        from catalog.product_translations ${only(sql`product_id`)} group by product_id
    )
    insert into catalog.product_listing (product_id, category_ids, brand_id, tag_ids, value_ids, default_variant_id,
      unit_price_czk, unit_price_eur, in_stock, position, created_at, search_name, search_text)
    select p.id, coalesce(cats.ids, array[p.category_id]), p.brand_id, coalesce(tags.ids, '{}'), coalesce(vals.ids, '{}'),
           dv.id, czk.unit_with_tax, eur.unit_with_tax, stocked.product_id is not null, coalesce(cats.position, 0),
           p.created_at,
           public.shop_unaccent(lower(coalesce(names.cs, p.slug))),
           public.shop_unaccent(lower(concat_ws(' ', names.names, b.name, p.catalog_code, p.marketing_code, paths.names)))
      from catalog.products p
      join dv on dv.product_id = p.id
      left join cats on cats.product_id = p.id
      left join tags on tags.product_id = p.id
      left join vals on vals.product_id = p.id
      left join stocked on stocked.product_id = p.id
      left join names on names.product_id = p.id
      left join catalog.prices czk on czk.variant_id = dv.id and czk.currency_code = 'CZK' and czk.customer_group is null
      left join catalog.prices eur on eur.variant_id = dv.id and eur.currency_code = 'EUR' and eur.customer_group is null
      left join catalog.brands b on b.id = p.brand_id
      left join paths on paths.id = p.category_id
     where p.visible ${ids ? sql`and p.id = any(${ids})` : sql``}`);
  // Words of the refreshed texts, codes (words with digits) left out: they are matched by prefix in
  // the listing index. Words no longer used stay until the next full rebuild (they map to no product).
  if (!ids) await db.execute(sql`delete from catalog.search_words`);
  await db.execute(sql`
    insert into catalog.search_words (word)
    select distinct w from catalog.product_listing l,
           regexp_split_to_table(l.search_text, '[^[:alnum:]]+') as w
     where w <> '' and w !~ '[0-9]' ${ids ? sql`and l.product_id = any(${ids})` : sql``}
    on conflict do nothing`);
  // A full rebuild changes the table's statistics wholesale; the listing queries' plans depend on them.
  if (!ids) await db.execute(sql`analyze catalog.product_listing, catalog.search_words`);
  // A transaction handle is never a cache key, so this only acts when called with the database.
  invalidateListingIndex(db as Db);
}
