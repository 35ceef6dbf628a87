import { CURRENCIES, toMajor } from '@shop/rules';
import { eq, inArray } from 'drizzle-orm';
import type { CurrencyCode, Locale, PageMeta, VirtualCategory } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translate } from '../../../http/locale.ts';
import { categorySubtrees, type ListingScope } from '../../catalog/index.ts';
import { cleanHtml } from '../../../http/sanitize-html.ts';
import { findEntityIdsBySlugs, getPageMetas } from '../../publishing/index.ts';
import { virtualCategories, type PriceRange, type PriceRanges } from '../tables.ts';

/** What a CMS-defined listing page needs: its texts, SEO data and the products it draws from. */
export interface ResolvedListing {
  title: string;
  description: string | null;
  page_meta: PageMeta;
  scope: ListingScope;
}

type Row = typeof virtualCategories.$inferSelect;

/**
 * The range a shopper paying in `currency` filters by: the one set in that currency, else the first
 * one set (in its own currency, so 'up to 500 Kč' still holds for a product's Czech price).
 */
export function priceRangeFor(
  ranges: PriceRanges,
  currency: CurrencyCode,
): { currency: CurrencyCode; range: PriceRange } | null {
  const bounded = (r: PriceRange | undefined): r is PriceRange =>
    r !== undefined && (r.from !== undefined || r.to !== undefined);
  const own = ranges[currency];
  if (bounded(own)) return { currency, range: own };
  for (const code of ['CZK', 'EUR'] as const) {
    const range = ranges[code];
    if (bounded(range)) return { currency: code, range };
  }
  return null;
}

/** virtual_category(slugs): in the order asked, unknown slugs left out; prices in the shopper's currency. */
export async function getVirtualCategories(
  db: Db,
  slugs: string[],
  locale: Locale,
  currency: CurrencyCode,
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
    return row && meta ? [toVirtualCategory(row, meta, locale, currency)] : [];
  });
}

function toVirtualCategory(
  row: Row,
  meta: PageMeta,
  locale: Locale,
  currency: CurrencyCode,
): VirtualCategory {
  const price = priceRangeFor(row.priceRanges, currency);
  const major = (amount: number | undefined) =>
    amount === undefined || !price ? null : toMajor(amount, decimalsOf(price.currency));
  return {
    _id: String(row.id),
    title: translate(row.title, locale),
    description: row.description ? cleanHtml(translate(row.description, locale)) : null,
    sliced_tags: row.tagIds,
    parameters: row.parameters,
    sliced_categories: row.categoryIds,
    excluded_categories: row.excludedCategoryIds,
    price_range: price
      ? {
          price_from: major(price.range.from),
          price_to: major(price.range.to),
          currency_code: price.currency,
        }
      : null,
    page_meta: meta,
  };
}

/**
 * A virtual category as a listing scope for a shopper paying in `currency`, categories expanded to
 * their subtrees; null when unknown.
 */
export async function resolveVirtualCategory(
  db: Db,
  slug: string,
  locale: Locale,
  currency: CurrencyCode,
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
  const price = priceRangeFor(row.priceRanges, currency);
  if (price) {
    scope.price = {
      currency: price.currency,
      ...(price.range.from === undefined ? {} : { fromWithTax: price.range.from }),
      ...(price.range.to === undefined ? {} : { toWithTax: price.range.to }),
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

/** The titles of virtual categories in the locale, keyed by id; unknown ids are left out. */
export async function virtualCategoryTitles(
  db: Db,
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: virtualCategories.id, title: virtualCategories.title })
    .from(virtualCategories)
    .where(inArray(virtualCategories.id, ids));
  return new Map(rows.map((r) => [r.id, translate(r.title, locale)]));
}
