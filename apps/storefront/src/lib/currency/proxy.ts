import { NextResponse, type NextRequest } from 'next/server';
import { CURRENCY_COOKIE, DISPLAY_COOKIE_MAX_AGE, currencyQueryParam, parseCurrency } from './index';
import { secureCookies } from '@/lib/site';
import { keptPrivate } from '../private-answers';

/**
 * `?mena=EUR` (currency forced by a query parameter, upper-cased, stored in a cookie): a 301
 * to the same URL without the parameter (on top of the other canonical fixes in `canonical`),
 * setting the cookie. An unknown code is just dropped. Null when the parameter is absent.
 */
export function currencyParamRedirect(request: NextRequest, canonical: URL | null): NextResponse | null {
  const raw = request.nextUrl.searchParams.get(currencyQueryParam);
  if (raw === null) return null;
  const target = new URL((canonical ?? request.nextUrl).href);
  target.searchParams.delete(currencyQueryParam);
  const res = NextResponse.redirect(target, 301);
  const currency = parseCurrency(raw);
  if (currency) {
    res.cookies.set(CURRENCY_COOKIE, currency, {
      path: '/',
      maxAge: DISPLAY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: secureCookies(request.url),
    });
  }
  // The answer depends on the query only, but it sets a cookie: never share it.
  return keptPrivate(res);
}
