// Pages the benchmarks measure, read from the running backend so they follow the data.
import { catalogCategoryResponse, topCategoriesQuery, topCategoriesResult } from '@shop/contract';
import { z } from 'zod';

/** A file from the storefront's `public/`: the rate the same server sends a static file at, the ceiling. */
export const staticPath = '/.well-known/security.txt';

export async function benchmarkPaths(apiUrl: string): Promise<{ name: string; path: string }[]> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: topCategoriesQuery }),
  });
  const top = topCategoriesResult.parse(await res.json()).data.configuration_top_categories;
  const category = top[0]!.top_categories[0]!;
  const paths = [
    { name: 'static file', path: staticPath },
    { name: 'home', path: '/' },
    { name: 'category', path: `/${category.slug}` },
  ];
  // The product page exists from the catalogue issue on; measured when the backend can name a product.
  const products = await fetch(
    `${apiUrl}/catalog/product?checkPermissions=true&categoryIds=${category.store_id}`,
  );
  if (products.ok) {
    const body = z.object({ data: z.array(z.object({ slug: z.string() })) }).safeParse(await products.json());
    if (body.success && body.data.data[0])
      paths.push({ name: 'product', path: `/produkt/${body.data.data[0].slug}` });
  }
  // Keep the category check honest: the slug must resolve.
  const cat = await fetch(`${apiUrl}/catalog/category?slugs=${category.slug}`);
  if (catalogCategoryResponse.parse(await cat.json()).data.length !== 1)
    throw new Error(`${category.slug} not found`);
  return paths;
}
