import { CURRENCIES, toMajor } from '@shop/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Locale, PageMeta, VirtualCategory } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { categorySubtrees, type ListingScope } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas } from '../page-meta/service.ts';
import { virtualCategories } from '../tables.ts';

/** What a CMS-defined listing page needs: its texts, SEO data and the products it draws from. */
export interface ResolvedListing {
  title: string;
  description: string | null;
  page_meta: PageMeta;
  scope: ListingScope;
}

type Row = typeof virtualCategories.$inferSelect;

/** virtual_category(slugs): in the order asked, unknown slugs left out. */
export async function getVirtualCategories(
  db: Db,
  slugs: string[],
  locale: Locale,
): Promise<VirtualCategory[]> {
  const ids = await findEntityIdsBySlugs(db, 'virtual_category', slugs, locale);
  if (ids.length === 0) return [];
  const [rows, metas] = await Promise.all([
    db.select().from(virtualCategories).where(inArray(virtualCategories.id, ids)),
    getPageMetas(db, 'virtual_category', ids, locale),
  ]);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    const meta = metas.get(id);
    return row && meta ? [toVirtualCategory(row, meta, locale)] : [];
  });
}

function toVirtualCategory(row: Row, meta: PageMeta, locale: Locale): VirtualCategory {
  const hasPrice = row.priceCurrency !== null && (row.priceFrom !== null || row.priceTo !== null);
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    description: row.description ? cleanHtml(translate(row.description, locale)) : null,
    sliced_tags: row.tagIds,
    parameters: row.parameters,
    sliced_categories: row.categoryIds,
    excluded_categories: row.excludedCategoryIds,
    price_range:
      hasPrice && row.priceCurrency
        ? {
            price_from: row.priceFrom === null ? null : toMajor(row.priceFrom, decimalsOf(row.priceCurrency)),
            price_to: row.priceTo === null ? null : toMajor(row.priceTo, decimalsOf(row.priceCurrency)),
            currency_code: row.priceCurrency,
          }
        : null,
    page_meta: meta,
  };
}

/** A virtual category as a listing scope, categories expanded to their subtrees; null when unknown. */
export async function resolveVirtualCategory(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<ResolvedListing | null> {
  const [id] = await findEntityIdsBySlugs(db, 'virtual_category', [slug], locale);
  if (id === undefined) return null;
  const [[row], metas] = await Promise.all([
    db.select().from(virtualCategories).where(eq(virtualCategories.id, id)),
    getPageMetas(db, 'virtual_category', [id], locale),
  ]);
  const meta = metas.get(id);
  if (!row || !meta) return null;
  const [categoryIds, excludedCategoryIds] = await Promise.all([
    categorySubtrees(db, row.categoryIds),
    categorySubtrees(db, row.excludedCategoryIds),
  ]);
  const scope: ListingScope = {};
  if (row.categoryIds.length > 0) scope.categoryIds = categoryIds;
  if (excludedCategoryIds.length > 0) scope.excludedCategoryIds = excludedCategoryIds;
  if (row.tagIds.length > 0) scope.tagIds = row.tagIds;
  const groups = row.parameters.map((p) => p.values).filter((values) => values.length > 0);
  if (groups.length > 0) scope.parameterValueIds = groups;
  if (row.priceCurrency && (row.priceFrom !== null || row.priceTo !== null)) {
    scope.price = {
      currency: row.priceCurrency,
      ...(row.priceFrom === null ? {} : { fromWithTax: row.priceFrom }),
      ...(row.priceTo === null ? {} : { toWithTax: row.priceTo }),
    };
  }
  return {
    title: translate(row.title, locale),
    description: row.description ? cleanHtml(translate(row.description, locale)) : null,
    page_meta: meta,
    scope,
  };
}

/** Decimals of a currency the shop knows; two for any other. */
function decimalsOf(code: string): number {
  return code in CURRENCIES ? CURRENCIES[code as keyof typeof CURRENCIES].decimalPlaces : 2;
}
