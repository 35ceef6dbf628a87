import {
  catalogueApi,
  requestHeaders,
  type CatalogState,
  type CurrencyCode,
  groupTags,
  itemTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { BackendError } from '../http';
import { stateQuery, type ListingFilters } from './listing-query';

/** Catalogue page size. */
export const CATALOG_PER_PAGE = 21;
/** The search page lists fewer products a page than a category. */
export const SEARCH_PER_PAGE = 10;

export type ListingScope =
  | { type: 'category'; id: string; slug: string }
  | { type: 'virtual_category' | 'filtered_category' | 'brand'; id: string; slug: string }
  | { type: 'search'; q: string };

/** Cache tags of a listing: its entity, plus `catalog` for anything that changes products or prices. */
export function listingTags(scope: ListingScope): string[] {
  switch (scope.type) {
    case 'category':
      return [groupTags.catalog, itemTags.category(scope.slug)];
    case 'search':
      return [groupTags.catalog];
    case 'filtered_category':
      return [groupTags.catalog, itemTags.filteredCategory(scope.slug)];
    case 'virtual_category':
      return [groupTags.catalog, itemTags.virtualCategory(scope.slug)];
    case 'brand':
      return [groupTags.catalog, itemTags.brand(scope.slug)];
  }
}

/**
 * GET /api/catalog/v2/state for one scope, filter set and price context. Cached per query: the
 * arguments are the whole key, and the only price context here is the shared guest one of a
 * currency (never a customer group). Returns null when the backend does not know the scope (404).
 */
export async function getCatalogState(
  locale: AppLocale,
  currency: CurrencyCode,
  scope: ListingScope,
  filters: ListingFilters,
): Promise<CatalogState | null> {
  'use cache';
  cacheTag(...listingTags(scope));
  cacheLife('hours');
  const query = stateQuery(
    scope.type === 'search' ? { type: 'search', q: scope.q } : { type: scope.type, id: scope.id },
    filters,
    scope.type === 'search' ? SEARCH_PER_PAGE : CATALOG_PER_PAGE,
  );
  try {
    return await callBackend(catalogueApi.state, {
      locale,
      query,
      headers: { [requestHeaders.currency]: currency },
    });
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}
