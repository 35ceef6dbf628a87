import {
  contentApi,
  requestHeaders,
  type CurrencyCode,
  type SearchResponse,
  groupTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

export * from './search-query';

/**
 * GET /search?q&limit: products, categories and content pages for a query. Cached per query and
 * price context (the guest prices of a currency).
 */
export async function getSearch(
  locale: AppLocale,
  currency: CurrencyCode,
  query: string,
  limit: number,
): Promise<SearchResponse> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  return callBackend(contentApi.search, {
    locale,
    query: { q: query, limit: String(limit) },
    headers: { [requestHeaders.currency]: currency },
  });
}
