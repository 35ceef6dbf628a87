import {
  orderApi,
  paymentApi,
  requestHeaders,
  type CurrencyCode,
  type Order,
  type PlaceOrderBody,
  type PlaceOrderResponse,
  type StartPaymentResponse,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { shopperHeaders, type Shopper } from '../cart/server';
import { secretCookieName } from '../site';
import { BackendError } from '../http';

/**
 * Orders on the store API. Never cached: an order token reads and pays its order, so it is kept in
 * an httpOnly cookie by the storefront and every call here is the shopper's own.
 */
export const ORDER_COOKIE = secretCookieName('order_token');
/** Long enough to come back to an unpaid order and pay it. */
export const ORDER_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** Options of the order token cookie: `secure` when the shopper came over https. */
/**
 * The code of the order placed with a registration by a guest: its finished page says where the
 * link went. Only the browser that placed it knows.
 */
export const REGISTRATION_SENT_COOKIE = secretCookieName('registration_sent');
export const REGISTRATION_SENT_MAX_AGE = 24 * 3600;

export function orderCookieOptions(secure: boolean) {
  return {
    path: '/',
    maxAge: ORDER_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
  };
}

/**
 * POST /api/v1/cart/place: turns the shopper's cart into an order and starts its card payment
 * (`meta.paymentRedirectUrl`, null when there is none to go to). The shopper's address goes along:
 * the store API counts payment starts per address. A 422 is thrown as a `BackendError` whose
 * `errors` carry the fields and Czech titles.
 */
export async function placeOrder(
  locale: AppLocale,
  currency: CurrencyCode,
  shopper: Shopper,
  body: PlaceOrderBody,
): Promise<PlaceOrderResponse> {
  return callBackend(orderApi.place, {
    locale,
    headers: { [requestHeaders.currency]: currency, ...shopperHeaders(shopper) },
    body,
  });
}

/** GET /api/v1/orders/token/{token}: the order, or null when no order has that token. */
export async function getOrderByToken(locale: AppLocale, orderToken: string): Promise<Order | null> {
  try {
    const res = await callBackend(orderApi.byToken, { locale, params: { token: orderToken } });
    return res.data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}

/**
 * POST /api/v1/orders/token/{token}/payment: starts (or retries) paying, optionally with another
 * payment method. `redirectUrl` is the gateway's page, null for bank transfer and cash on delivery.
 */
export async function startPayment(
  locale: AppLocale,
  orderToken: string,
  {
    paymentId,
    clientAddress,
  }: {
    paymentId?: number;
    /** The shopper's address: the store API limits payment starts per address. */
    clientAddress: string | null;
  },
): Promise<StartPaymentResponse> {
  return callBackend(paymentApi.start, {
    locale,
    params: { token: orderToken },
    headers: clientAddress ? { 'x-forwarded-for': clientAddress } : {},
    body: paymentId === undefined ? {} : { paymentId },
  });
}

/** POST /api/v1/orders/token/{token}/payment/refresh: asks the gateway for the payment's state now. */
export async function refreshPayment(locale: AppLocale, orderToken: string): Promise<Order> {
  const res = await callBackend(paymentApi.refresh, { locale, params: { token: orderToken } });
  return res.data;
}
