import {
  cartApi,
  requestHeaders,
  type BatchCartItemsResponse,
  type Cart,
  type CartChangeResponse,
  type CurrencyCode,
  type EndpointBody,
  type OrderGift,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { groupTags } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { AUTH_COOKIE, CART_COOKIE } from './shopper-cookies';

/**
 * The shopper's cart on the store API. Never cached: every call carries the shopper's cart token
 * and log-in token (from their cookies) and their currency.
 */
export { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, CART_COOKIE, CART_COOKIE_MAX_AGE } from './shopper-cookies';

/** Who the store API serves: the guest cart token and the log-in token, from their cookies. */
export interface Shopper {
  cartToken: string | null;
  authToken: string | null;
  /** Where the request came from, when the store API should count it (throttled actions). */
  clientAddress?: string | null;
}

export const shopperOf = (cookies: { get(name: string): { value: string } | undefined }): Shopper => ({
  cartToken: cookies.get(CART_COOKIE)?.value ?? null,
  authToken: cookies.get(AUTH_COOKIE)?.value ?? null,
});

/** The headers that name the shopper to the store API. */
export function shopperHeaders(shopper: Shopper): Record<string, string> {
  return {
    ...(shopper.cartToken ? { [requestHeaders.cartToken]: shopper.cartToken } : {}),
    ...(shopper.authToken ? { authorization: `Bearer ${shopper.authToken}` } : {}),
    // The store API trusts this storefront for the shopper's address (its TRUST_PROXY).
    ...(shopper.clientAddress ? { 'x-forwarded-for': shopper.clientAddress } : {}),
  };
}

function headers(currency: CurrencyCode, shopper: Shopper): Record<string, string> {
  return { [requestHeaders.currency]: currency, ...shopperHeaders(shopper) };
}

export async function getCart(locale: AppLocale, currency: CurrencyCode, shopper: Shopper): Promise<Cart> {
  const res = await callBackend(cartApi.get, { locale, headers: headers(currency, shopper) });
  return res.data;
}

/**
 * The cart of a visitor who has none: the same for everyone in a currency (it only carries the
 * shop's thresholds), so it is shared and cached until the shop's settings change.
 */
export async function getEmptyCart(locale: AppLocale, currency: CurrencyCode): Promise<Cart> {
  'use cache';
  cacheTag(groupTags.globals);
  cacheLife('hours');
  return getCart(locale, currency, { cartToken: null, authToken: null });
}

/**
 * The cart with the shop's order gifts, each marked available when this cart reaches it: one call
 * (GET /api/v1/cart?include=orderGifts), which also takes out of the cart what it no longer holds.
 */
export async function getCartWithOrderGifts(
  locale: AppLocale,
  currency: CurrencyCode,
  shopper: Shopper,
): Promise<{ cart: Cart; gifts: OrderGift[] }> {
  const res = await callBackend(cartApi.get, {
    locale,
    query: { include: 'orderGifts' },
    headers: headers(currency, shopper),
  });
  return { cart: res.data, gifts: res.included?.orderGifts ?? [] };
}

type Id = { id: number };
/** A change of the cart: an endpoint that answers the changed cart, with its parameters and body. */
export type Change =
  | { endpoint: typeof cartApi.addItem; body: EndpointBody<typeof cartApi.addItem> }
  | { endpoint: typeof cartApi.updateItem; params: Id; body: EndpointBody<typeof cartApi.updateItem> }
  | { endpoint: typeof cartApi.removeItem | typeof cartApi.removeGift; params: Id }
  | { endpoint: typeof cartApi.empty | typeof cartApi.removeCoupon }
  | { endpoint: typeof cartApi.setCoupon; body: EndpointBody<typeof cartApi.setCoupon> }
  | { endpoint: typeof cartApi.credits; body: EndpointBody<typeof cartApi.credits> };

export async function changeCart(
  locale: AppLocale,
  currency: CurrencyCode,
  shopper: Shopper,
  change: Change,
): Promise<CartChangeResponse> {
  // Every endpoint of a change answers the changed cart; the union is too wide for one call's types.
  return callBackend(
    change.endpoint as typeof cartApi.addItem,
    {
      locale,
      params: 'params' in change ? change.params : undefined,
      body: 'body' in change ? change.body : undefined,
      headers: headers(currency, shopper),
    } as never,
  );
}

/** POST /api/v1/cart/items/batch: lines by catalogue code or EAN (order import), or by variant id. */
export async function addBatch(
  locale: AppLocale,
  currency: CurrencyCode,
  shopper: Shopper,
  items: ({ code: string; amount: number } | { id: number; amount: number })[],
): Promise<BatchCartItemsResponse> {
  return callBackend(cartApi.addBatch, { locale, headers: headers(currency, shopper), body: { items } });
}
