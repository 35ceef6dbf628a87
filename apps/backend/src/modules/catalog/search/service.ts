import { sql, type SQL } from 'drizzle-orm';
import type { Locale, SearchResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { translatedSql } from '../../../db/columns.ts';
import { queryRows } from '../../../db/query.ts';
import { queryListing } from '../listing/query.ts';
import { allTerms } from '../listing/search-match.ts';
import type { PriceContext } from '../../../http/price-context.ts';
import { productBoxes } from '../products/boxes.ts';

/** The search dropdown shows 5 categories and 5 brands. */
const CATEGORY_LIMIT = 5;
const BRAND_LIMIT = 5;

/** A catalogue search's products, categories and brands (a brand's products: its search page). */
export interface CatalogSearch {
  products: SearchResponse['products'];
  productTotal: number;
  categories: SearchResponse['categories'];
  brands: { id: number; name: string }[];
}

/**
 * Products (all terms must match, name matches first), categories and brands for search terms,
 * insensitive to case and diacritics, prefix-aware and tolerant of one typo.
 */
export async function searchCatalog(
  db: Db,
  terms: string[],
  limit: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<CatalogSearch> {
  if (terms.length === 0) return { products: [], productTotal: 0, categories: [], brands: [] };
  const localName = (column: SQL) => sql`public.shop_unaccent(lower(${translatedSql(column, locale)}))`;

  const [listing, categories, brands] = await Promise.all([
    queryListing(db, {
      scope: {},
      terms,
      filters: { parameters: new Map(), brandIds: [], tagIds: [], inStock: false },
      ctx,
      sort: 'DefaultSort',
      page: 1,
      perPage: limit,
      facets: false,
    }),
    queryRows<{ id: number; name: string; slug: string; image: string | null }>(
      db,
      sql`select c.id, ${translatedSql(sql`c.name`, locale)} as name, c.slug, c.image
            from catalog.categories c
           where c.visible and ${allTerms(localName(sql`c.name`), terms)}
           order by word_similarity(public.shop_unaccent(${terms.join(' ')}), ${localName(sql`c.name`)}) desc, c.position, c.id
           limit ${CATEGORY_LIMIT}`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select b.id, b.name from catalog.brands b
           where ${allTerms(sql`public.shop_unaccent(lower(b.name))`, terms)}
           order by b.weight desc, b.id limit ${BRAND_LIMIT}`,
    ),
  ]);
  const products = await productBoxes(db, listing.productIds, ctx, locale);
  return { products, productTotal: listing.total, categories, brands };
}
