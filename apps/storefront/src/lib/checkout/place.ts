import { placeOrderBody } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { localizedPath } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '../cart/count';
import { CART_COOKIE, shopperOf } from '../cart/server';
import { BackendError } from '../http';
import {
  ORDER_COOKIE,
  orderCookieOptions,
  placeOrder,
  REGISTRATION_SENT_COOKIE,
  REGISTRATION_SENT_MAX_AGE,
} from '../order/server';
import { privateJson } from '../private-answers';
import { currencyOf, localeOf } from './route';
import { clientIp } from '../currency/visitor-country';
import { secureCookies } from '@/lib/site';
import { orderCampaign } from '../analytics/order-campaign';
import { logError } from '@/lib/log';

/** What the delivery-details form gets back: where to go, or why the order was not placed. */
export type PlaceAnswer = { redirect: string } | { errors: { field?: string | null; title: string }[] };

/**
 * Places the shopper's cart as an order (POST /api/v1/cart/place) with the cart token from its
 * httpOnly cookie, in one call: the store API starts a card payment with the order. On success the
 * order token replaces the cart token (the cart is spent, the header badge empties) and the shopper
 * goes to the gateway's page of that payment, otherwise to /kosik/dokonceni. A refused order
 * answers its errors (422 `{ errors: [{ field, title }] }`).
 */
export async function placeCheckoutOrder(request: NextRequest) {
  const input: unknown = await request.json().catch(() => null);
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const locale = localeOf(raw.locale);
  const body = placeOrderBody.safeParse(raw.order);
  if (!body.success) {
    return privateJson(
      { errors: body.error.issues.map((i) => ({ field: i.path.join('.'), title: i.message })) },
      400,
    );
  }

  const shopper = shopperOf(request.cookies);
  let order;
  try {
    order = await placeOrder(
      locale,
      currencyOf(request, locale),
      { ...shopper, clientAddress: clientIp(request) },
      // The campaign comes from the shopper's own cookie, never from what the page sent.
      { ...body.data, utm: orderCampaign((name) => request.cookies.get(name)?.value) },
    );
  } catch (e) {
    if (e instanceof BackendError && e.status < 500 && e.errors.length > 0) {
      return privateJson({ errors: e.errors } satisfies PlaceAnswer, 422);
    }
    logError('placing the order', e);
    return privateJson({ errors: [] } satisfies PlaceAnswer, 502);
  }

  const token = order.meta.orderToken;
  // The store API started the card payment with the order; without its page (bank transfer, cash on
  // delivery, or a payment that could not be started) the finished page follows, offering to pay.
  const redirect = order.meta.paymentRedirectUrl ?? localizedPath(locale, '/kosik/dokonceni');

  const res = privateJson({ redirect } satisfies PlaceAnswer);
  const secure = secureCookies(request.url);
  res.cookies.set(ORDER_COOKIE, token, orderCookieOptions(secure));
  res.cookies.set(CART_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
  res.cookies.set(CART_COUNT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
  if (body.data.registration && !shopper.authToken) {
    res.cookies.set(REGISTRATION_SENT_COOKIE, order.data.code, {
      ...orderCookieOptions(secure),
      maxAge: REGISTRATION_SENT_MAX_AGE,
    });
  }
  return res;
}
