import { orderTokenParams } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { ORDER_COOKIE, orderCookieOptions } from '@/lib/order/server';
import { isPrefetch, prefetchRefused } from '@/lib/security/prefetch';
import { secureCookies } from '@/lib/site';
import { seeOther } from '@/lib/private-answers';

/**
 * GET /api/order/open?t={order token}&locale= (the confirmation e-mail's link): keeps the token in
 * the order cookie and shows the finished order, so that it can be read and paid in any browser,
 * not only the one it was placed in. A malformed token simply shows no order; a prefetch does
 * nothing.
 */
export function GET(request: NextRequest) {
  if (isPrefetch(request.headers)) return prefetchRefused();
  const params = request.nextUrl.searchParams;
  const raw = params.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const res = seeOther(localizedPath(locale, '/kosik/dokonceni'));
  const token = params.get('t');
  if (token && orderTokenParams.safeParse({ token }).success) {
    res.cookies.set(ORDER_COOKIE, token, orderCookieOptions(secureCookies(request.url)));
  }
  return res;
}
