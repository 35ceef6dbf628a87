import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FilteredCategory, Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas } from '../../publishing/index.ts';
import { categorySubtrees } from '../../catalog/index.ts';
import { groupValuesByParameter } from '../scope.ts';
import { filteredCategories } from '../tables.ts';
import type { ResolvedListing } from '../virtual-categories/service.ts';

type Row = typeof filteredCategories.$inferSelect;

/** Sorted, de-duplicated: the stored form of a value set, so equal sets compare equal. */
export const normaliseValueIds = (ids: number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

async function load(db: Db, ids: number[], locale: Locale) {
  const [rows, metas] = await Promise.all([
    db.select().from(filteredCategories).where(inArray(filteredCategories.id, ids)),
    getPageMetas(db, 'filtered_category', ids, locale),
  ]);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    const meta = metas.get(id);
    return row && meta ? [{ row, meta }] : [];
  });
}

const describe = (row: Row, locale: Locale) =>
  row.description ? cleanHtml(translate(row.description, locale)) : null;

/** filtered_category(slugs): in the order asked, unknown slugs left out. */
export async function getFilteredCategories(
  db: Db,
  slugs: string[],
  locale: Locale,
): Promise<FilteredCategory[]> {
  const ids = await findEntityIdsBySlugs(db, 'filtered_category', slugs, locale);
  if (ids.length === 0) return [];
  const found = await load(db, ids, locale);
  const groups = await groupValuesByParameter(
    db,
    found.flatMap((f) => f.row.parameterValueIds),
  );
  return found.map(({ row, meta }) => ({
    _id: String(row.id),
    title: translate(row.title, locale),
    description: describe(row, locale),
    store_category_id: row.categoryId,
    parameters: groups
      .map((g) => ({
        entityId: g.entityId,
        values: g.values.filter((v) => row.parameterValueIds.includes(v)),
      }))
      .filter((g) => g.values.length > 0),
    page_meta: meta,
  }));
}

/**
 * A filtered category as a listing scope: its category's subtree and its values, ANDed across
 * parameters and ORed within one. Null when unknown.
 */
export async function resolveFilteredCategory(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<ResolvedListing | null> {
  const [id] = await findEntityIdsBySlugs(db, 'filtered_category', [slug], locale);
  if (id === undefined) return null;
  const [found] = await load(db, [id], locale);
  if (!found) return null;
  const [categoryIds, groups] = await Promise.all([
    categorySubtrees(db, [found.row.categoryId]),
    groupValuesByParameter(db, found.row.parameterValueIds),
  ]);
  return {
    title: translate(found.row.title, locale),
    description: describe(found.row, locale),
    page_meta: found.meta,
    scope: { categoryIds, parameterValueIds: groups.map((g) => g.values) },
  };
}

/**
 * The filtered category whose store category is `categoryId` and whose value set equals the
 * chosen values (order and duplicates do not matter): the canonical URL of that filter state.
 */
export async function findCanonicalFilteredCategory(
  db: Db,
  categoryId: number,
  parameterValueIds: number[],
  locale: Locale,
): Promise<{ slug: string; title: string; page_meta: PageMeta } | null> {
  const values = normaliseValueIds(parameterValueIds);
  if (values.length === 0) return null;
  const [row] = await db
    .select()
    .from(filteredCategories)
    .where(
      and(
        eq(filteredCategories.categoryId, categoryId),
        eq(filteredCategories.parameterValueIds, sql`${`{${values.join(',')}}`}::int[]`),
      ),
    );
  if (!row) return null;
  const meta = (await getPageMetas(db, 'filtered_category', [row.id], locale)).get(row.id);
  if (!meta) return null;
  return { slug: meta.slug, title: translate(row.title, locale), page_meta: meta };
}
