// Reads what the backend serves, so the tests compare the page with the data instead of hard-coding it.
import {
  articlesQuery,
  articlesResult,
  topCategoriesQuery,
  topCategoriesResult,
  menuObjectResponse,
} from '@shop/contract';
import { ports } from '../ports.mjs';

export const apiUrl = `http://localhost:${ports.api}`;

export async function topCategories() {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ query: topCategoriesQuery }),
  });
  return topCategoriesResult.parse(await res.json()).data.configuration_top_categories;
}

export async function menu(code: string) {
  const res = await fetch(`${apiUrl}/menu-object/${code}`, { headers: { 'x-locale': 'cs' } });
  return menuObjectResponse.parse(await res.json()).items;
}

/**
 * The path of the newest published article with a lead picture (articles written by other tests,
 * in the back office, may have none).
 */
export async function newestArticlePath(): Promise<string> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: articlesQuery, variables: { skip: 0, limit: 20 } }),
  });
  const { items } = articlesResult.parse(await res.json()).data.articles;
  const article = items.find((a) => a.image) ?? items[0]!;
  return `/nakupni-radce/${article.page_meta.slug}`;
}
