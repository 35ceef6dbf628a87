import { asc, eq } from 'drizzle-orm';
import type { AdminFilteredCategory, AdminFilteredCategoryBody } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { FieldsRefused } from '../../../http/errors.ts';
import { filteredCategories } from '../tables.ts';
import { checkRuleRefs, toTranslated, toTranslatedHtml } from '../virtual-categories/admin-service.ts';
import { normaliseValueIds } from './service.ts';
import { deleteSlugs, slugsByEntity, writeSlugs } from '../../publishing/index.ts';

type Row = typeof filteredCategories.$inferSelect;

export const filteredRefusals = {
  duplicate: 'Tato kategorie už má filtrovanou kategorii se stejnými hodnotami',
} as const;

function toAdmin(row: Row, slugs: AdminFilteredCategory['slugs'] | undefined): AdminFilteredCategory {
  return {
    id: row.id,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    parameterValueIds: row.parameterValueIds,
    slugs: slugs ?? { cs: '' },
  };
}

/** Every filtered category, in id order. */
export async function listFilteredCategories(db: Db): Promise<AdminFilteredCategory[]> {
  const rows = await db.select().from(filteredCategories).orderBy(asc(filteredCategories.id));
  const slugs = await slugsByEntity(
    db,
    'filtered_category',
    rows.map((r) => r.id),
  );
  return rows.map((r) => toAdmin(r, slugs.get(r.id)));
}

/** One filtered category, or null when unknown (inside a transaction too). */
export async function filteredCategoryOf(db: Db | Tx, id: number): Promise<AdminFilteredCategory | null> {
  const [row] = await db.select().from(filteredCategories).where(eq(filteredCategories.id, id));
  if (!row) return null;
  return toAdmin(row, (await slugsByEntity(db, 'filtered_category', [id])).get(id));
}

/** A unique index refused the row (PostgreSQL 23505), however the driver wrapped the error. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates (id null) or replaces a filtered category in the caller's transaction: one per store
 * category and value set, since it is the canonical address of that filter state. Null when the one
 * to replace does not exist.
 */
export async function saveFilteredCategory(
  tx: Tx,
  id: number | null,
  input: AdminFilteredCategoryBody,
): Promise<{ before: AdminFilteredCategory | null; after: AdminFilteredCategory } | null> {
  const before = id === null ? null : await filteredCategoryOf(tx, id);
  if (id !== null && !before) return null;
  await checkRuleRefs(tx, {
    categoryIds: { categoryId: [input.categoryId] },
    parameterValueIds: input.parameterValueIds,
  });
  const values = {
    categoryId: input.categoryId,
    title: toTranslated(input.title),
    description: toTranslatedHtml(input.description),
    parameterValueIds: normaliseValueIds(input.parameterValueIds),
  };
  let row: Row | undefined;
  try {
    // A savepoint, so a refused duplicate leaves the caller's transaction usable.
    [row] = await tx.transaction((sp) =>
      id === null
        ? sp.insert(filteredCategories).values(values).returning()
        : sp.update(filteredCategories).set(values).where(eq(filteredCategories.id, id)).returning(),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldsRefused({ parameterValueIds: filteredRefusals.duplicate });
    throw err;
  }
  await writeSlugs(tx, 'filtered_category', row!.id, input.slugs);
  return { before, after: (await filteredCategoryOf(tx, row!.id))! };
}

/** Deletes a filtered category and its slugs; null when unknown. */
export async function deleteFilteredCategory(tx: Tx, id: number): Promise<AdminFilteredCategory | null> {
  const before = await filteredCategoryOf(tx, id);
  if (!before) return null;
  await tx.delete(filteredCategories).where(eq(filteredCategories.id, id));
  await deleteSlugs(tx, 'filtered_category', id);
  return before;
}
