import { NextResponse, type NextRequest } from 'next/server';
import type { AppLocale } from '@/i18n/routing';
import { clientIp } from '../currency/visitor-country';
import { cartApi, requestHeaders } from '@shop/contract';
import { callBackend } from '../backend';
import { secureCookies } from '../site';
import { CART_COUNT_COOKIE } from './count';
import { AUTH_COOKIE, CART_COOKIE, CART_COOKIE_MAX_AGE } from './shopper-cookies';
import { ADD_TO_CART_PARAM } from './add-to-cart-name';
import { logError } from '@/lib/log';
import { keptPrivate } from '../private-answers';
import { shopperCurrency } from '@/lib/currency/display-code';

export { ADD_TO_CART_PARAM };

/** What the parameter names: a variant by its id (digits), else by its catalogue code or EAN. */
export function addToCartTarget(raw: string | null): { id: number } | { code: string } | null {
  const text = raw?.trim() ?? '';
  if (/^\d{1,9}$/.test(text) && Number(text) > 0) return { id: Number(text) };
  if (/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(text)) return { code: text };
  return null;
}

/**
 * A page asked with ?addToCart (a document request, not a prefetch): the product goes into the
 * shopper's cart once, at the start, and the browser is sent to the same address without the
 * parameter, so a reload adds nothing. Works without JavaScript. A product that cannot be added
 * (unknown, sold out) adds nothing; the page still opens.
 */
export async function addToCartFromQuery(
  request: NextRequest,
  locale: AppLocale,
): Promise<NextResponse | null> {
  if (request.method !== 'GET' || !request.nextUrl.searchParams.has(ADD_TO_CART_PARAM)) return null;
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null;
  const target = addToCartTarget(request.nextUrl.searchParams.get(ADD_TO_CART_PARAM));
  const url = request.nextUrl.clone();
  url.searchParams.delete(ADD_TO_CART_PARAM);
  // Next refuses a relative Location in a proxy answer; the page's own address, as the other redirects.
  const res = keptPrivate(NextResponse.redirect(url, 303));
  if (!target) return res;
  const currency = shopperCurrency(locale, request.cookies);
  const cartToken = request.cookies.get(CART_COOKIE)?.value;
  const authToken = request.cookies.get(AUTH_COOKIE)?.value;
  const ip = clientIp(request);
  try {
    // The batch call takes a variant id as well as a code.
    const added = await callBackend(cartApi.addBatch, {
      locale,
      headers: {
        [requestHeaders.currency]: currency,
        ...(cartToken ? { [requestHeaders.cartToken]: cartToken } : {}),
        ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
        ...(ip ? { 'x-forwarded-for': ip } : {}),
      },
      body: { items: [{ ...target, amount: 1 }] },
    });
    const secure = secureCookies(request.url);
    const options = { path: '/', maxAge: CART_COOKIE_MAX_AGE, sameSite: 'lax' as const, secure };
    if (added.meta.guestCartToken) {
      res.cookies.set(CART_COOKIE, added.meta.guestCartToken, { ...options, httpOnly: true });
    }
    res.cookies.set(CART_COUNT_COOKIE, String(added.data.cart.itemCount), options);
  } catch (e) {
    logError('addToCart parameter', e);
  }
  return res;
}
