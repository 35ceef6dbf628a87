import { sql } from 'drizzle-orm';
import type { AdminVariantBody } from '@shop/contract';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray } from '../../../db/sql-arrays.ts';
import { refreshProductListing } from '../listing/refresh.ts';
import { checkAvailabilities, checkValueIds, EAN } from './checks.ts';
import { lockEditableProduct, type LockedProduct } from './product-write.ts';
import { isUniqueViolation, refuse } from './refusals.ts';

interface VariantRow {
  id: number;
  archived: boolean;
  isDefault: boolean;
}

async function lockVariant(tx: Tx, productId: number, variantId: number): Promise<VariantRow> {
  const [row] = await queryRows<VariantRow>(
    tx,
    sql`select id, archived_at is not null as archived, is_default as "isDefault"
          from catalog.variants where id = ${variantId} and product_id = ${productId} for update`,
  );
  if (!row) throw refuse(404, 'variantNotFound', 'variantId');
  return row;
}

async function checkVariant(tx: Tx, variantId: number | null, body: AdminVariantBody): Promise<void> {
  if (!body.name.cs) throw refuse(422, 'nameRequired', 'name.cs');
  if (body.ean !== null && body.ean !== '' && !EAN.test(body.ean)) throw refuse(422, 'eanFormat', 'ean');
  if (body.amountMax !== null && body.amountMax < body.amountMin)
    throw refuse(422, 'amountRange', 'amountMax');
  await checkAvailabilities(tx, [
    { code: body.availabilityCode, field: 'availabilityCode' },
    { code: body.soldAvailabilityCode, field: 'soldAvailabilityCode' },
  ]);
  await checkValueIds(tx, body.parameterValueIds, 'parameterValueIds');
  const [taken] = await queryRows<{ id: number }>(
    tx,
    sql`select id from catalog.variants where upper(code) = ${body.code.toUpperCase()}
           ${variantId === null ? sql`` : sql`and id <> ${variantId}`}`,
  );
  if (taken) throw refuse(409, 'variantCodeTaken', 'code', body.code);
}

const nameOf = (body: AdminVariantBody) => ({
  cs: body.name.cs,
  ...(body.name.sk ? { sk: body.name.sk } : {}),
  ...(body.name.de ? { de: body.name.de } : {}),
});

/** The variant's defining parameter values as the body says; the default moves to it when asked. */
async function writeVariantRelations(tx: Tx, productId: number, variantId: number, body: AdminVariantBody) {
  await tx.execute(sql`delete from catalog.variant_parameter_values where variant_id = ${variantId}`);
  await tx.execute(sql`
    insert into catalog.variant_parameter_values (variant_id, parameter_value_id)
    select distinct ${variantId}::int, v from unnest(${sqlIntArray(body.parameterValueIds)}) as v`);
  await settleDefault(tx, productId, body.isDefault ? variantId : null);
}

/**
 * Exactly one variant of a product that is not archived is its default: `chosen` when named, else
 * the one that was, else the first by position.
 */
async function settleDefault(tx: Tx, productId: number, chosen: number | null): Promise<void> {
  await tx.execute(sql`
    with pick as (
      select id from catalog.variants
       where product_id = ${productId} and archived_at is null
       order by (id = ${chosen ?? 0}) desc, is_default desc, position, id limit 1
    )
    update catalog.variants v set is_default = coalesce(v.id = (select id from pick), false)
     where v.product_id = ${productId} and v.is_default <> coalesce(v.id = (select id from pick), false)`);
}

const touch = (tx: Tx, productId: number) =>
  tx.execute(sql`update catalog.products set updated_at = now() where id = ${productId}`);

/** A new variant of a product that is not archived. Answers its id. */
export async function createVariant(
  tx: Tx,
  productId: number,
  body: AdminVariantBody,
): Promise<{ product: LockedProduct; variantId: number }> {
  const product = await lockEditableProduct(tx, productId);
  await checkVariant(tx, null, body);
  try {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into catalog.variants (product_id, code, ean, name, is_default, position, availability_code,
                                        sold_availability_code, amount_min, amount_max, quantity_decimals,
                                        check_stock)
          values (${productId}, ${body.code}, ${body.ean || null}, ${JSON.stringify(nameOf(body))}::jsonb, false,
                  ${body.position}, ${body.availabilityCode}, ${body.soldAvailabilityCode}, ${body.amountMin},
                  ${body.amountMax}, ${body.quantityDecimals}, ${body.checkStock})
          returning id`,
    );
    await writeVariantRelations(tx, productId, row!.id, body);
    await touch(tx, productId);
    await refreshProductListing(tx, [productId]);
    return { product, variantId: row!.id };
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(409, 'variantCodeTaken', 'code', body.code);
    throw e;
  }
}

/** Replaces a variant's fields and defining values. */
export async function updateVariant(
  tx: Tx,
  productId: number,
  variantId: number,
  body: AdminVariantBody,
): Promise<LockedProduct> {
  const product = await lockEditableProduct(tx, productId);
  const variant = await lockVariant(tx, productId, variantId);
  if (variant.archived) throw refuse(409, 'variantArchived', 'variantId');
  await checkVariant(tx, variantId, body);
  try {
    await tx.execute(sql`
      update catalog.variants
         set code = ${body.code}, ean = ${body.ean || null}, name = ${JSON.stringify(nameOf(body))}::jsonb,
             position = ${body.position}, availability_code = ${body.availabilityCode},
             sold_availability_code = ${body.soldAvailabilityCode}, amount_min = ${body.amountMin},
             amount_max = ${body.amountMax}, quantity_decimals = ${body.quantityDecimals},
             check_stock = ${body.checkStock}
       where id = ${variantId}`);
  } catch (e) {
    if (isUniqueViolation(e)) throw refuse(409, 'variantCodeTaken', 'code', body.code);
    throw e;
  }
  // Unticking the default moves it to another variant; one always stays.
  await writeVariantRelations(tx, productId, variantId, body);
  if (!body.isDefault && variant.isDefault) {
    await tx.execute(sql`update catalog.variants set is_default = false where id = ${variantId}`);
    await settleDefault(tx, productId, null);
  }
  await touch(tx, productId);
  await refreshProductListing(tx, [productId]);
  return product;
}

/**
 * Archives a variant: the shop no longer shows or sells it. A published product keeps at least one
 * variant; the default moves to another one.
 */
export async function archiveVariant(
  tx: Tx,
  productId: number,
  variantId: number,
): Promise<LockedProduct | null> {
  const product = await lockEditableProduct(tx, productId);
  const variant = await lockVariant(tx, productId, variantId);
  if (variant.archived) return null;
  const [others] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from catalog.variants
         where product_id = ${productId} and archived_at is null and id <> ${variantId}`,
  );
  if (product.visible && others!.n === 0) throw refuse(422, 'lastVariant', 'variantId');
  await tx.execute(
    sql`update catalog.variants set archived_at = now(), is_default = false where id = ${variantId}`,
  );
  await settleDefault(tx, productId, null);
  await touch(tx, productId);
  await refreshProductListing(tx, [productId]);
  return product;
}

/** Restores an archived variant. */
export async function restoreVariant(
  tx: Tx,
  productId: number,
  variantId: number,
): Promise<LockedProduct | null> {
  const product = await lockEditableProduct(tx, productId);
  const variant = await lockVariant(tx, productId, variantId);
  if (!variant.archived) return null;
  await tx.execute(sql`update catalog.variants set archived_at = null where id = ${variantId}`);
  await settleDefault(tx, productId, null);
  await touch(tx, productId);
  await refreshProductListing(tx, [productId]);
  return product;
}

/**
 * Gives a variant its own picture, which the shop shows when the variant is chosen: one of the
 * product's gallery (or its main and hover pictures while it has no gallery), or the one it has;
 * null: the product's picture.
 */
export async function setVariantImage(
  tx: Tx,
  productId: number,
  variantId: number,
  path: string | null,
): Promise<{ product: LockedProduct; before: string | null }> {
  const product = await lockEditableProduct(tx, productId);
  await lockVariant(tx, productId, variantId);
  const [row] = await queryRows<{ before: string | null; allowed: boolean }>(
    tx,
    sql`select v.image as before,
               ${path}::text is null or v.image = ${path}
               or exists (select 1 from catalog.product_images i where i.product_id = p.id and i.path = ${path})
               or (not exists (select 1 from catalog.product_images i where i.product_id = p.id)
                   and ${path} in (p.main_image, p.hover_image)) as allowed
          from catalog.variants v join catalog.products p on p.id = v.product_id
         where v.id = ${variantId}`,
  );
  if (!row!.allowed) throw refuse(422, 'variantImage', 'path', path ?? '');
  await tx.execute(sql`update catalog.variants set image = ${path} where id = ${variantId}`);
  await touch(tx, productId);
  return { product, before: row!.before };
}
