import { recommendationApi, type CurrencyCode, type RecommendationPlacement } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { shopperHeaders, type Shopper } from '../cart/server';
import { callBackend } from '../backend';
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
  const res = await callBackend(recommendationApi.list, {
    locale,
    query: {
      placement: wanted.placement,
      productId: wanted.productId !== null ? String(wanted.productId) : undefined,
    },
    headers: { 'x-currency': currency, ...(shopper ? shopperHeaders(shopper) : {}) },
  });
  return { products: res.data.map((p) => recommendedProduct(p, locale)) };
}
