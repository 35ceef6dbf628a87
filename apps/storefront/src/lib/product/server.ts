import {
  catalogueApi,
  settingsApi,
  requestHeaders,
  shippingApi,
  type CurrencyCode,
  type Globals,
  type Product,
  type ProductCommentsResponse,
  type ProductReviewsResponse,
  groupTags,
  itemTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { DISPATCH_CLOSES_AT, dispatchSchedule, type DispatchDay } from './delivery';
import { parseTimeOfDay } from '@shop/rules';
import { callBackend } from '../backend';
import { logError } from '@/lib/log';

/** Reviews shown at first on the detail page. */
export const REVIEWS_INITIAL_COUNT = 5;

/** Cache tags of a product's pages: its own and the whole catalogue's. */
export function productTags(slug: string): string[] {
  return [itemTags.product(slug), groupTags.catalog];
}

/**
 * GET /catalog/product?checkPermissions=true&slugs=… with variants, in one currency. Shared
 * catalogue data priced for everyone (no customer group): cached per (slug, locale, currency), tags
 * `product:<slug>` and `catalog`. Null when no product has the slug; throws when the backend fails.
 */
export async function getProduct(
  slug: string,
  locale: AppLocale,
  currency: CurrencyCode,
): Promise<Product | null> {
  'use cache';
  cacheTag(...productTags(slug));
  cacheLife('hours');
  const res = await callBackend(catalogueApi.products, {
    locale,
    query: { checkPermissions: 'true', slugs: slug },
    headers: { [requestHeaders.currency]: currency },
  });
  return res.data.find((p) => p.slug === slug) ?? null;
}

/** GET /api/v1/products/{id}/reviews, the first page (newest first); tags `product:<slug>`, `reviews`. */
export async function getFirstReviews(
  product: { id: number; slug: string },
  locale: AppLocale,
): Promise<ProductReviewsResponse> {
  'use cache';
  cacheTag(...productTags(product.slug), groupTags.reviews);
  cacheLife('hours');
  return callBackend(catalogueApi.reviews, {
    locale,
    params: { id: product.id },
    query: { page: '1', perPage: String(REVIEWS_INITIAL_COUNT) },
  });
}

/** Comments shown on the detail page (newest first, with the shop's answers). */
export const COMMENTS_SHOWN = 10;

/** GET /api/v1/products/{id}/comments, the first page; tags `product:<slug>`, `catalog`. */
export async function getFirstComments(
  product: { id: number; slug: string },
  locale: AppLocale,
): Promise<ProductCommentsResponse> {
  'use cache';
  cacheTag(...productTags(product.slug));
  cacheLife('hours');
  return callBackend(catalogueApi.comments, {
    locale,
    params: { id: product.id },
    query: { page: '1', perPage: String(COMMENTS_SHOWN) },
  });
}

/** GET /api/v1/globals in one currency (free-shipping threshold, product configuration); tag `globals`. */
export async function getGlobals(locale: AppLocale, currency: CurrencyCode): Promise<Globals> {
  'use cache';
  cacheTag(groupTags.globals);
  cacheLife('hours');
  return callBackend(settingsApi.globals, { locale, headers: { [requestHeaders.currency]: currency } });
}

/** What the product page says about delivery: by which shipper, and its dates for the next days. */
export interface DeliverySchedule {
  /** The fastest shipper's name; null: no shipper answered, the days are dispatch dates. */
  shipper: string | null;
  closesAtSeconds: number;
  days: DispatchDay[];
}

/**
 * The delivery schedule of the next days (lib/product/delivery) by the fastest shipper of
 * GET /api/v1/shippers, its own closing time and delivery days. Computed with the clock, so it is
 * cached for hours like the pages that show it; a page older than the schedule shows no date.
 * Without shippers (the call failed) it falls back to the shop's dispatch cut-off.
 */
export async function getDispatchSchedule(delayDays: number, locale: AppLocale): Promise<DeliverySchedule> {
  'use cache';
  cacheTag(groupTags.globals);
  cacheLife('hours');
  const now = new Date();
  const shippers = await callBackend(shippingApi.shippers, { locale }).catch((e: unknown) => {
    logError('shippers', e);
    return null;
  });
  const fastest = shippers?.data.find((s) => s.id === shippers.fastestShipperId);
  if (!fastest || fastest.delivery.deliveryDays === undefined) {
    return {
      shipper: null,
      closesAtSeconds: parseTimeOfDay(DISPATCH_CLOSES_AT),
      days: dispatchSchedule(delayDays, now),
    };
  }
  const shipper = { closesAt: fastest.delivery.closesAt, deliveryDays: fastest.delivery.deliveryDays };
  return {
    shipper: fastest.name,
    closesAtSeconds: parseTimeOfDay(shipper.closesAt),
    days: dispatchSchedule(delayDays, now, shipper),
  };
}
