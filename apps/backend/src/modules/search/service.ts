import { LRUCache } from 'lru-cache';
import type { Locale, SearchResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { catalogSnapshot, searchCatalog, searchTerms } from '../catalog/index.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { searchPages } from '../pages/index.ts';

/** The search dropdown shows 5 text pages. */
const PAGE_LIMIT = 5;

type Results = Omit<SearchResponse, 'q'>;

/**
 * Results per catalogue snapshot: the listing index is rebuilt whenever the catalogue, its prices
 * or its stock change (and every half minute), so a new snapshot starts with an empty cache and no
 * result outlives the data it came from. Concurrent requests for the same query share one search.
 */
const resultsBySnapshot = new WeakMap<object, LRUCache<string, Promise<Results>>>();

/**
 * GET /search: the catalogue's products, categories and brands with the CMS's text pages, for one
 * query, insensitive to case and diacritics, prefix-aware and tolerant of one typo. Results for the
 * public price list are shared by everyone asking the same normalised query; a customer group's
 * prices are never shared.
 */
export async function search(
  db: Db,
  q: string,
  limit: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<SearchResponse> {
  const terms = searchTerms(q);
  if (ctx.groups.length > 0) return { q, ...(await findResults(db, terms, limit, ctx, locale)) };
  const snapshot = await catalogSnapshot(db);
  let cache = resultsBySnapshot.get(snapshot);
  if (!cache) {
    cache = new LRUCache({ max: 1000 });
    resultsBySnapshot.set(snapshot, cache);
  }
  const key = JSON.stringify([terms, limit, ctx.currency, ctx.variant, locale]);
  let results = cache.get(key);
  if (!results) {
    results = findResults(db, terms, limit, ctx, locale);
    cache.set(key, results);
    // A failed search is not remembered.
    const failed = results;
    failed.catch(() => cache.get(key) === failed && cache.delete(key));
  }
  return { q, ...(await results) };
}

async function findResults(
  db: Db,
  terms: string[],
  limit: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<Results> {
  const [catalog, pages] = await Promise.all([
    searchCatalog(db, terms, limit, ctx, locale),
    searchPages(db, terms, locale, PAGE_LIMIT),
  ]);
  return {
    terms,
    products: catalog.products,
    productTotal: catalog.productTotal,
    categories: catalog.categories,
    content: [
      ...pages.map((p) => ({ type: 'page' as const, title: p.title, path: `/vse-o-nakupu/${p.slug}` })),
      // A brand's products: the search page for its name, filtered to the brand.
      ...catalog.brands.map((b) => ({
        type: 'brand' as const,
        title: b.name,
        path: `/hledat?${new URLSearchParams({ q: b.name, znacka: String(b.id) })}`,
      })),
    ],
  };
}
