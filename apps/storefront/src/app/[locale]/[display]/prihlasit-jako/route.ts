import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { AUTH_COOKIE } from '@/lib/cart/shopper-cookies';
import { clientIp } from '@/lib/currency/visitor-country';
import { secureCookies } from '@/lib/site';
import { operatorLogIn } from '@/lib/user/account-manage-api';
import { safeRedirect } from '@/lib/user/routes';
import { logOut } from '@/lib/user/server';
import { sessionCartCount, writeSessionCookies } from '@/lib/user/session-cookies';
import { logError } from '@/lib/log';
import { isPrefetch, prefetchRefused } from '@/lib/security/prefetch';
import { seeOther } from '@/lib/private-answers';
import { shopperCurrency } from '@/lib/currency/display-code';

/**
 * GET /prihlasit-jako?token=…[&redirect=…]: an operator's log-in link. The link's customer is
 * logged in, and the account says so; only then is whoever was logged in in this browser logged
 * out, so a junk link from elsewhere ends no one's session. A missing, used, expired or refused link
 * shows a notice. A prefetch does nothing (the link is single-use).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ locale: string }> }) {
  if (isPrefetch(request.headers)) return prefetchRefused();
  const raw = (await params).locale;
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const secure = secureCookies(request.url);

  const linkToken = request.nextUrl.searchParams.get('token');
  let token: string | null = null;
  if (linkToken) {
    token = await operatorLogIn(locale, linkToken, clientIp(request)).catch(() => null);
  }
  if (!token) return seeOther(localizedPath(locale, '/prihlasit-jako/nezdarilo'));
  const current = request.cookies.get(AUTH_COOKIE)?.value;
  if (current) await logOut(current).catch((e: unknown) => logError('log-out', e));
  const wanted = request.nextUrl.searchParams.get('redirect');
  const res = seeOther(
    wanted
      ? safeRedirect(wanted, locale)
      : `${localizedPath(locale, '/uzivatel/prehled')}?prihlaseni=zakaznik`,
  );
  const currency = shopperCurrency(locale, request.cookies);
  writeSessionCookies(res.cookies, token, {
    secure,
    cartCount: await sessionCartCount(locale, currency, token),
  });
  return res;
}
