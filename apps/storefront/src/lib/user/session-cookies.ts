import type { CurrencyCode } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '../cart/count';
import { getCart } from '../cart/server';
import {
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE,
  CART_COOKIE,
  CART_COOKIE_MAX_AGE,
  SIGNED_IN_COOKIE,
} from '../cart/shopper-cookies';
import { FORM_TOKEN_COOKIE } from '../security/form-token';

/** What both a route handler's response cookies and a server action's cookie jar offer. */
export interface CookieWriter {
  set(
    name: string,
    value: string,
    options: {
      path: string;
      maxAge: number;
      httpOnly?: boolean;
      sameSite: 'lax' | 'strict';
      secure: boolean;
    },
  ): unknown;
}

/** The pieces in the new session's cart, for the header's badge; null when the cart cannot be read. */
export function sessionCartCount(
  locale: AppLocale,
  currency: CurrencyCode,
  token: string,
): Promise<number | null> {
  return getCart(locale, currency, { cartToken: null, authToken: token }).then(
    (c) => c.itemCount,
    () => null,
  );
}

/**
 * A session starts (log-in, registration, an operator acting as the customer): the log-in token
 * (httpOnly, 7 days), the readable `signed_in` cookie shared pages go by, the cart's piece count;
 * the guest cart cookie goes (that cart joined the customer's) and so does the spent form token.
 */
export function writeSessionCookies(
  jar: CookieWriter,
  token: string,
  { secure, cartCount }: { secure: boolean; cartCount: number | null },
): void {
  jar.set(AUTH_COOKIE, token, {
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  jar.set(SIGNED_IN_COOKIE, '1', { path: '/', maxAge: AUTH_COOKIE_MAX_AGE, sameSite: 'lax', secure });
  jar.set(CART_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
  jar.set(FORM_TOKEN_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'strict', secure });
  if (cartCount !== null) {
    jar.set(CART_COUNT_COOKIE, String(cartCount), {
      path: '/',
      maxAge: CART_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure,
    });
  }
}

/** The session ended (log-out, a deleted account, a restricted group): its cookies go. */
export function clearSessionCookies(jar: CookieWriter, { secure }: { secure: boolean }): void {
  jar.set(AUTH_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
  jar.set(SIGNED_IN_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
  jar.set(CART_COUNT_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
}
