import { recommendationsResponse, type CurrencyCode, type RecommendationPlacement } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { shopperHeaders, type Shopper } from '../cart/server';
import { env } from '../env';
import { fetchJson } from '../http';
import { recommendedProduct, type RecommendationsAnswer } from './recommended-product';

/**
 * GET /api/v1/recommendations on the store API. For the cart, and for a logged-in customer, the
 * shopper's cookies go along (their cart, their prices); a guest's product recommendations are
 * asked without them, so that the answer is the same for every guest.
 */
export async function getRecommendations(
  locale: AppLocale,
  currency: CurrencyCode,
  wanted: { placement: RecommendationPlacement; productId: number | null },
  shopper: Shopper | null,
): Promise<RecommendationsAnswer> {
  const qs = new URLSearchParams({ placement: wanted.placement });
  if (wanted.productId !== null) qs.set('productId', String(wanted.productId));
  const res = await fetchJson(`${env.storeUrl}/api/v1/recommendations?${qs}`, recommendationsResponse, {
    locale,
    cache: 'no-store',
    headers: { 'x-currency': currency, ...(shopper ? shopperHeaders(shopper) : {}) },
  });
  return { products: res.data.map((p) => recommendedProduct(p, locale)) };
}
