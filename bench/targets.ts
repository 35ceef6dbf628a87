// Pages the benchmarks measure, read from the running backend so they follow the data.
import {
  articlesQuery,
  articlesResult,
  branchesPageQuery,
  branchesPageResult,
  cartChangeResponse,
  catalogCategoryResponse,
  catalogState,
  topCategoriesQuery,
  topCategoriesResult,
} from '@shop/contract';

/** A file from the storefront's `public/`: the rate the same server sends a static file at, the ceiling. */
export const staticPath = '/.well-known/security.txt';

export interface BenchmarkPath {
  name: string;
  path: string;
  /** Request headers, e.g. the cookie of a shopper's own cart. */
  headers?: Record<string, string>;
}

export async function benchmarkPaths(apiUrl: string): Promise<BenchmarkPath[]> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: topCategoriesQuery }),
  });
  const top = topCategoriesResult.parse(await res.json()).data.configuration_top_categories;
  const category = top[0]!.top_categories[0]!;
  const paths: BenchmarkPath[] = [
    { name: 'static file', path: staticPath },
    { name: 'home', path: '/' },
    { name: 'category', path: `/${category.slug}` },
  ];
  // The first product of that category's listing.
  const state = await fetch(`${apiUrl}/api/catalog/v2/state?scope=category&id=${category.store_id}`);
  const listing = catalogState.parse(await state.json());
  const product = listing.products[0];
  if (!product) throw new Error(`${category.slug} lists no products`);
  paths.push({ name: 'product', path: `/produkt/${product.slug}` });
  // Per-query pages: a search (shareable: the query is in the URL) and the cart page of a new visitor.
  paths.push({ name: 'search', path: '/hledat?q=gel' }, { name: 'cart (empty)', path: '/kosik' });
  // A shopper's own cart page: a guest cart with three lines of the listing, rendered per request.
  const token = await guestCartOf(
    apiUrl,
    listing.products
      .filter((p) => p.saleable)
      .slice(0, 3)
      .map((p) => p.variantId),
  );
  paths.push({ name: 'cart (3 lines)', path: '/kosik', headers: { cookie: `cart_token=${token}` } });
  // Content: the newest article and the branch list.
  const [article] = (await graphql(apiUrl, articlesQuery, { skip: 0, limit: 1 }, articlesResult)).data
    .articles.items;
  if (!article) throw new Error('no published article');
  paths.push(
    { name: 'article', path: `/nakupni-radce/${article.page_meta.slug}` },
    { name: 'branches', path: '/pobocky' },
  );
  const [branch] = (await graphql(apiUrl, branchesPageQuery, { skip: 0, limit: 1 }, branchesPageResult)).data
    .branches.items;
  if (!branch) throw new Error('no branch');
  paths.push({ name: 'branch', path: `/pobocky/${branch.page_meta.slug}` });
  // Keep the category check honest: the slug must resolve.
  const cat = await fetch(`${apiUrl}/catalog/category?slugs=${category.slug}`);
  if (catalogCategoryResponse.parse(await cat.json()).data.length !== 1)
    throw new Error(`${category.slug} not found`);
  return paths;
}

async function guestCartOf(apiUrl: string, variantIds: number[]): Promise<string> {
  let token: string | null = null;
  for (const id of variantIds) {
    const res: Response = await fetch(`${apiUrl}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-cart-token': token } : {}) },
      body: JSON.stringify({ id, amount: 1 }),
    });
    if (!res.ok) throw new Error(`adding variant ${id} answers ${res.status}`);
    token = cartChangeResponse.parse(await res.json()).meta.guestCartToken ?? token;
  }
  return token!;
}

async function graphql<T>(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown>,
  schema: { parse(data: unknown): T },
): Promise<T> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!res.ok) throw new Error(`GraphQL answers ${res.status}`);
  return schema.parse(await res.json());
}
