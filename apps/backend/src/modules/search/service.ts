import type { Locale, SearchResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { searchCatalog, searchTerms } from '../catalog/index.ts';
import type { PriceContext } from '../../http/price-context.ts';
import { searchPages } from '../cms/index.ts';

/** The search dropdown shows 5 text pages. */
const PAGE_LIMIT = 5;

/**
 * GET /search: the catalogue's products, categories and brands with the CMS's text pages, for one
 * query, insensitive to case and diacritics, prefix-aware and tolerant of one typo.
 */
export async function search(
  db: Db,
  q: string,
  limit: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<SearchResponse> {
  const terms = searchTerms(q);
  const [catalog, pages] = await Promise.all([
    searchCatalog(db, terms, limit, ctx, locale),
    searchPages(db, terms, locale, PAGE_LIMIT),
  ]);
  return {
    q,
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
