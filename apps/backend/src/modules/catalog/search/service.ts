import { sql, type SQL } from 'drizzle-orm';
import type { Locale, SearchResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { queryListing } from '../listing/query.ts';
import { searchMatch, searchTerms } from '../listing/search-match.ts';
import type { PriceContext } from '../pricing/context.ts';
import { productBoxes } from '../products/boxes.ts';

/** Spec §9: the search dropdown shows 5 categories. */
const CATEGORY_LIMIT = 5;
const CONTENT_LIMIT = 5;

const allTerms = (column: SQL, terms: string[]) =>
  sql.join(
    terms.map((t) => searchMatch(column, t)),
    sql` and `,
  );

/**
 * GET /search: products (all terms must match, name matches first), categories, text pages and
 * brands, insensitive to case and diacritics, prefix-aware and tolerant of one typo.
 */
export async function search(
  db: Db,
  q: string,
  limit: number,
  ctx: PriceContext,
  locale: Locale,
): Promise<SearchResponse> {
  const terms = searchTerms(q);
  if (terms.length === 0) {
    return { q, terms, products: [], productTotal: 0, categories: [], content: [] };
  }
  const localName = (column: SQL) =>
    sql`public.shop_unaccent(lower(coalesce(${column}->>${locale}, ${column}->>'cs')))`;

  const [listing, categories, pages, brands] = await Promise.all([
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
      sql`select c.id, coalesce(c.name->>${locale}, c.name->>'cs') as name, c.slug, c.image
            from catalog.categories c
           where c.visible and ${allTerms(localName(sql`c.name`), terms)}
           order by word_similarity(public.shop_unaccent(${terms.join(' ')}), ${localName(sql`c.name`)}) desc, c.position, c.id
           limit ${CATEGORY_LIMIT}`,
    ),
    queryRows<{ title: string; slug: string }>(
      db,
      sql`select coalesce(p.title->>${locale}, p.title->>'cs') as title, coalesce(ml.slug, mc.slug) as slug
            from cms.pages p
            left join cms.page_meta ml on ml.entity_type = 'page' and ml.entity_id = p.id and ml.locale = ${locale}
            left join cms.page_meta mc on mc.entity_type = 'page' and mc.entity_id = p.id and mc.locale = 'cs'
           where coalesce(ml.slug, mc.slug) is not null and ${allTerms(localName(sql`p.title`), terms)}
           order by p.id limit ${CONTENT_LIMIT}`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select b.id, b.name from catalog.brands b
           where ${allTerms(sql`public.shop_unaccent(lower(b.name))`, terms)}
           order by b.weight desc, b.id limit ${CONTENT_LIMIT}`,
    ),
  ]);
  const products = await productBoxes(db, listing.productIds, ctx, locale);
  return {
    q,
    terms,
    products,
    productTotal: listing.total,
    categories,
    content: [
      ...pages.map((p) => ({ type: 'page' as const, title: p.title, path: `/vse-o-nakupu/${p.slug}` })),
      // A brand's products: the search page for its name, filtered to the brand.
      ...brands.map((b) => ({
        type: 'brand' as const,
        title: b.name,
        path: `/hledat?${new URLSearchParams({ q: b.name, znacka: String(b.id) })}`,
      })),
    ],
  };
}
