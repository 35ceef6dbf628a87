// Listing data as the backend serves it, for the catalogue listing tests (nothing hard-coded).
import { catalogCategoryResponse, catalogState, searchResponse, type CatalogState } from '@shop/contract';
import { apiUrl, menu } from './backend.ts';

const headers = { 'x-locale': 'cs', 'x-currency': 'CZK' };

async function get(path: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}${path}`, { headers });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

export async function categoryBySlug(slug: string) {
  const res = catalogCategoryResponse.parse(await get(`/catalog/category?slugs=${encodeURIComponent(slug)}`));
  return res.data[0]!;
}

export async function state(query: Record<string, string>): Promise<CatalogState> {
  return catalogState.parse(await get(`/api/catalog/v2/state?${new URLSearchParams(query)}`));
}

export async function search(q: string, limit = 6) {
  return searchResponse.parse(await get(`/search?${new URLSearchParams({ q, limit: String(limit) })}`));
}

/** A main-menu category with at least two pages of products and at least two parameter facets. */
export async function menuCategoryWithFacets() {
  for (const top of await menu('main')) {
    for (const item of [top, ...top.children]) {
      const slug = item.path.replace(/^\//, '');
      if (!slug || slug.includes('/')) continue;
      const category = await categoryBySlug(slug).catch(() => null);
      if (!category) continue;
      const s = await state({ scope: 'category', id: String(category.id) });
      const params = s.facets.parameters.filter((p) => p.values.some((v) => v.count > 0));
      if (s.totalPages >= 2 && params.length >= 2) return { top, item, category, state: s };
    }
  }
  throw new Error('no main-menu category with two pages and two facets');
}
