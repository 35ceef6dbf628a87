import { sql } from 'drizzle-orm';
import { locales, type AdminProductBody } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { sanitizeRichText } from '../../../http/sanitize-html.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { checkProductRefs, SLUG } from './checks.ts';
import type { ProductEditorDeps } from './deps.ts';
import { isUniqueViolation, refuse } from './refusals.ts';

/** The advisory-lock namespace of catalogue codes ('PC'): two products never take one code at once. */
const CODE_LOCK_SPACE = 0x5043;

/** A product's row as a write locked it. */
export interface LockedProduct {
  id: number;
  slug: string;
  visible: boolean;
  archived: boolean;
}

/** Locks a product's row for the rest of the transaction (writes to one product queue); 404 when none. */
export async function lockProduct(tx: Tx, id: number): Promise<LockedProduct> {
  const [row] = await queryRows<LockedProduct>(
    tx,
    sql`select id, slug, visible, archived_at is not null as archived
          from catalog.products where id = ${id} for update`,
  );
  if (!row) throw refuse(404, 'productNotFound', 'id');
  return row;
}

/** Locks a product that may be changed: not archived (409 otherwise). */
export async function lockEditableProduct(tx: Tx, id: number): Promise<LockedProduct> {
  const row = await lockProduct(tx, id);
  if (row.archived) throw refuse(409, 'archived', 'id');
  return row;
}

/** Every check of a product's own fields; the database's unique index backs the slug's. */
async function checkProduct(
  tx: Tx,
  id: number | null,
  body: AdminProductBody,
  deps: ProductEditorDeps,
): Promise<void> {
  if (!body.texts.cs.name) throw refuse(422, 'nameRequired', 'texts.cs.name');
  if (!SLUG.test(body.slug)) throw refuse(422, 'slugFormat', 'slug');
  await checkProductRefs(tx, body);
  if (body.freeShipperCodes.length) {
    const known = await deps.shipperCodes(tx as unknown as Db);
    const bad = body.freeShipperCodes.find((c) => !known.has(c));
    if (bad) throw refuse(422, 'unknownShipper', 'freeShipperCodes', bad);
  }
  const other = sql`${id === null ? sql`true` : sql`id <> ${id}`}`;
  const [slugTaken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.products where slug = ${body.slug} and ${other}`,
  );
  if (slugTaken) throw refuse(409, 'slugTaken', 'slug', body.slug);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CODE_LOCK_SPACE}, hashtext(${body.catalogCode.toUpperCase()}))`,
  );
  const [codeTaken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.products where upper(catalog_code) = ${body.catalogCode.toUpperCase()} and ${other}`,
  );
  if (codeTaken) throw refuse(409, 'codeTaken', 'catalogCode', body.catalogCode);
}

/** The product's texts, categories, tags and parameter values as the body says (replacing them). */
async function writeRelations(tx: Tx, id: number, body: AdminProductBody): Promise<void> {
  await tx.execute(sql`delete from catalog.product_translations where product_id = ${id}`);
  for (const locale of locales) {
    const t = body.texts[locale];
    // An empty name: no translation, the shop shows the Czech text.
    if (!t.name) continue;
    await tx.execute(sql`
      insert into catalog.product_translations (product_id, locale, name, perex, description, seo_title, seo_description)
      values (${id}, ${locale}, ${t.name}, ${t.perex}, ${t.description ? sanitizeRichText(t.description) : ''},
              ${t.seoTitle || null}, ${t.seoDescription || null})`);
  }
  const categoryIds = [...new Set([body.categoryId, ...body.categoryIds])];
  // Categories it stays in keep their position in them.
  await tx.execute(sql`delete from catalog.product_categories
                        where product_id = ${id} and category_id <> all(${sqlIntArray(categoryIds)})`);
  await tx.execute(sql`
    insert into catalog.product_categories (product_id, category_id, is_main, position)
    select ${id}::int, c, c = ${body.categoryId}, 0 from unnest(${sqlIntArray(categoryIds)}) as c
    on conflict (product_id, category_id) do update set is_main = excluded.is_main`);
  await tx.execute(sql`delete from catalog.product_tags where product_id = ${id}`);
  await tx.execute(sql`
    insert into catalog.product_tags (product_id, tag_id)
    select distinct ${id}::int, t from unnest(${sqlIntArray(body.tagIds)}) as t`);
  await tx.execute(sql`delete from catalog.product_parameter_values where product_id = ${id}`);
  await tx.execute(sql`
    insert into catalog.product_parameter_values (product_id, parameter_value_id)
    select distinct ${id}::int, v from unnest(${sqlIntArray(body.parameterValueIds)}) as v`);
}

const marketingCode = (body: AdminProductBody) => body.marketingCode || body.catalogCode;

/** A new product, unpublished until the operator publishes it. Answers its id. */
export async function createProduct(
  tx: Tx,
  body: AdminProductBody,
  deps: ProductEditorDeps,
): Promise<number> {
  await checkProduct(tx, null, body, deps);
  try {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into catalog.products (slug, catalog_code, marketing_code, brand_id, category_id, vat_class, unit,
                                        saleable, visible, free_shipper_codes, n_plus_one, n_plus_one_until,
                                        credit_price)
          values (${body.slug}, ${body.catalogCode}, ${marketingCode(body)}, ${body.brandId}, ${body.categoryId},
                  ${body.vatClass}, ${body.unit}, ${body.saleable}, false,
                  ${sqlTextArray(body.freeShipperCodes)},
                  ${body.nPlusOne}, ${body.nPlusOneUntil}::date, ${body.creditPrice})
          returning id`,
    );
    await writeRelations(tx, row!.id, body);
    return row!.id;
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(409, 'slugTaken', 'slug', body.slug);
    throw e;
  }
}

/** Replaces a product's own fields (not its variants, prices or pictures). Answers its slug before. */
export async function updateProduct(
  tx: Tx,
  id: number,
  body: AdminProductBody,
  deps: ProductEditorDeps,
): Promise<LockedProduct> {
  const before = await lockEditableProduct(tx, id);
  await checkProduct(tx, id, body, deps);
  try {
    await tx.execute(sql`
      update catalog.products
         set slug = ${body.slug}, catalog_code = ${body.catalogCode}, marketing_code = ${marketingCode(body)},
             brand_id = ${body.brandId}, category_id = ${body.categoryId}, vat_class = ${body.vatClass},
             unit = ${body.unit}, saleable = ${body.saleable},
             free_shipper_codes = ${sqlTextArray(body.freeShipperCodes)},
             n_plus_one = ${body.nPlusOne},
             n_plus_one_until = ${body.nPlusOneUntil}::date, credit_price = ${body.creditPrice}, updated_at = now()
       where id = ${id}`);
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(409, 'slugTaken', 'slug', body.slug);
    throw e;
  }
  await writeRelations(tx, id, body);
  await refreshProductListing(tx, [id]);
  return before;
}

/**
 * Publishes or hides a product. A published product needs a variant that is not archived and a
 * public price in crowns of its default variant, or the shop could not show it.
 */
export async function setProductVisible(tx: Tx, id: number, visible: boolean): Promise<LockedProduct> {
  const before = await lockEditableProduct(tx, id);
  if (visible) {
    const [dv] = await queryRows<{ id: number; priced: boolean }>(
      tx,
      sql`select v.id, exists (select 1 from catalog.prices p where p.variant_id = v.id
                                 and p.currency_code = 'CZK' and p.customer_group is null) as priced
            from catalog.variants v where v.product_id = ${id} and v.archived_at is null
           order by v.is_default desc, v.position, v.id limit 1`,
    );
    if (!dv) throw refuse(422, 'noVariant', 'visible');
    if (!dv.priced) throw refuse(422, 'noPrice', 'visible');
  }
  await tx.execute(
    sql`update catalog.products set visible = ${visible}, updated_at = now() where id = ${id}`,
  );
  await refreshProductListing(tx, [id]);
  return before;
}

/** Archives a product: hidden and not for sale, kept for the orders and documents that name it. */
export async function archiveProduct(tx: Tx, id: number): Promise<LockedProduct | null> {
  const before = await lockProduct(tx, id);
  if (before.archived) return null;
  await tx.execute(sql`update catalog.products
                          set visible = false, saleable = false, archived_at = now(), updated_at = now()
                        where id = ${id}`);
  await refreshProductListing(tx, [id]);
  return before;
}

/** Restores an archived product: for sale again, but unpublished until the operator publishes it. */
export async function restoreProduct(tx: Tx, id: number): Promise<LockedProduct | null> {
  const before = await lockProduct(tx, id);
  if (!before.archived) return null;
  await tx.execute(sql`update catalog.products
                          set saleable = true, archived_at = null, updated_at = now()
                        where id = ${id}`);
  return before;
}
