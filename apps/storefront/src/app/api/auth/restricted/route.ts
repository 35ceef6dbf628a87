import type { NextRequest } from 'next/server';
import { isAppLocale, localizedPath, routing } from '@/i18n/routing';
import { isPrefetch, prefetchRefused } from '@/lib/security/prefetch';
import { secureCookies } from '@/lib/site';
import { clearSessionCookies } from '@/lib/user/session-cookies';
import { seeOther } from '@/lib/private-answers';

/**
 * GET /api/auth/restricted: the store API ended the session of a customer whose group has become
 * restricted; the browser forgets it too, and the log-in page says why. A prefetch does nothing.
 */
export function GET(request: NextRequest) {
  if (isPrefetch(request.headers)) return prefetchRefused();
  const raw = request.nextUrl.searchParams.get('locale');
  const locale = isAppLocale(raw) ? raw : routing.defaultLocale;
  const res = seeOther(`${localizedPath(locale, '/prihlasit')}?omezeno=1`);
  clearSessionCookies(res.cookies, { secure: secureCookies(request.url) });
  return res;
}
