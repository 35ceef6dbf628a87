import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { refuse } from './refusals.ts';

/** The first of `ids` that is not among `found`, if any. */
const missing = <T>(ids: readonly T[], found: Iterable<T>) => {
  const have = new Set(found);
  return ids.find((i) => !have.has(i));
};

async function existingIds(
  tx: Db | Tx,
  table: 'categories' | 'brands' | 'tags' | 'parameter_values',
  ids: number[],
) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${sql.raw(`catalog.${table}`)} where id = any(${sqlIntArray(ids)})`,
  );
  return rows.map((r) => r.id);
}

/** Categories, brand, tags and parameter values a product names must exist (422 otherwise). */
export async function checkProductRefs(
  tx: Db | Tx,
  refs: {
    categoryId: number;
    categoryIds: number[];
    brandId: number | null;
    tagIds: number[];
    parameterValueIds: number[];
  },
): Promise<void> {
  const [categories, brands, tags, values] = await Promise.all([
    existingIds(tx, 'categories', [refs.categoryId, ...refs.categoryIds]),
    existingIds(tx, 'brands', refs.brandId === null ? [] : [refs.brandId]),
    existingIds(tx, 'tags', refs.tagIds),
    existingIds(tx, 'parameter_values', refs.parameterValueIds),
  ]);
  if (!categories.includes(refs.categoryId))
    throw refuse(422, 'unknownCategory', 'categoryId', refs.categoryId);
  const category = missing(refs.categoryIds, categories);
  if (category !== undefined) throw refuse(422, 'unknownCategory', 'categoryIds', category);
  if (refs.brandId !== null && brands.length === 0)
    throw refuse(422, 'unknownBrand', 'brandId', refs.brandId);
  const tag = missing(refs.tagIds, tags);
  if (tag !== undefined) throw refuse(422, 'unknownTag', 'tagIds', tag);
  const value = missing(refs.parameterValueIds, values);
  if (value !== undefined) throw refuse(422, 'unknownParameterValue', 'parameterValueIds', value);
}

/** Parameter values of a variant must exist (422 otherwise). */
export async function checkValueIds(tx: Db | Tx, ids: number[], field: string): Promise<void> {
  const value = missing(ids, await existingIds(tx, 'parameter_values', ids));
  if (value !== undefined) throw refuse(422, 'unknownParameterValue', field, value);
}

/** Availability codes a variant names must exist (422 otherwise). */
export async function checkAvailabilities(
  tx: Db | Tx,
  codes: { code: string; field: string }[],
): Promise<void> {
  const rows = await queryRows<{ code: string }>(
    tx,
    sql`select code from catalog.availabilities where code = any(${sqlTextArray(codes.map((c) => c.code))})`,
  );
  const have = new Set(rows.map((r) => r.code));
  const bad = codes.find((c) => !have.has(c.code));
  if (bad) throw refuse(422, 'unknownAvailability', bad.field, bad.code);
}

/** A slug: lower-case ASCII letters, digits and single dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** EAN-8, UPC-A (12), EAN-13 or GTIN-14: digits only. */
export const EAN = /^(?:\d{8}|\d{12}|\d{13}|\d{14})$/;
