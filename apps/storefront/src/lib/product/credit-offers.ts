import { catalogueApi, groupTags, requestHeaders, type Product } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/** Products offered for loyalty credits in the customer's account at most. */
export const CREDIT_OFFERS_SHOWN = 6;

/**
 * GET /catalog/product?forCredits=…: the visible products logged-in customers may buy with loyalty
 * credits, fewest credits first, with stock to buy. The same for every customer (credit prices have
 * no customer groups), so cached with the tag `catalog`.
 */
export async function getCreditOffers(locale: AppLocale): Promise<Product[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const res = await callBackend(catalogueApi.products, {
    locale,
    query: { forCredits: String(CREDIT_OFFERS_SHOWN) },
    headers: { [requestHeaders.currency]: 'CZK' },
  });
  return res.data.filter(
    (p) => p.creditPrice && p.visibility.saleable && p.variants.some((v) => v.availability.isAvailable),
  );
}
