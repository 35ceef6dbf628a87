import { NextResponse, type NextRequest } from 'next/server';
import { localizedPath } from './i18n/routing';
import { domainRedirect, prefixedPath, requestHost } from './i18n/domains';
import { secureCookies } from './lib/site';
import { AUTH_COOKIE } from './lib/cart/shopper-cookies';
import { addToCartFromQuery } from './lib/cart/add-to-cart-param';
import { FORM_ANSWER_PAGES, FORM_FLASH_COOKIE } from './lib/user/account-form-state';
import { canonicalUrl } from './lib/canonical-url';
import { currencyParamRedirect } from './lib/currency/proxy';
import { applyVisitorCurrency } from './lib/currency/visitor-country';
import { findRedirect, redirectCandidate } from './lib/fallback/redirect';
import { internalPagePath, localeOfPath } from './lib/page-rewrite';
import { plainErrorRewrite } from './lib/theme/plain-error';
import { proxySettings } from './lib/theme/proxy-settings';
import {
  FORM_TOKEN_HEADER,
  FORM_TOKEN_PAGES,
  formTokenOf,
  setFormTokenCookie,
} from './lib/security/form-token';

/** next-intl reads the request's locale from this header (as its own middleware would set it). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

export default async function proxy(request: NextRequest) {
  const host = requestHost(request.headers, request.nextUrl);
  // A locale on a host of its own: a page asked on another host (or with the prefix) moves there.
  const onHost = domainRedirect(request.nextUrl, host);
  const target = canonicalUrl(onHost ?? request.nextUrl) ?? onHost;
  const currency = currencyParamRedirect(request, target);
  if (currency) return currency;
  if (target) return NextResponse.redirect(target, 301);
  // From here the path names its locale as on a single host (`/kosik` on the Slovak host: `/sk/kosik`).
  const path = prefixedPath(request.nextUrl.pathname, host);
  const moved = await cmsRedirect(request, path);
  if (moved) return moved;
  const account = accountLogIn(request, path);
  if (account) return account;
  const [visitorCurrency, settings] = await Promise.all([applyVisitorCurrency(request), proxySettings()]);
  const { locale, pathname } =
    plainErrorRewrite(path, settings.pages) ?? internalPagePath(request, path, settings.display);
  const added = await addToCartFromQuery(request, locale);
  if (added) return visitorCurrency ? visitorCurrency(added) : added;
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  // A form's state left by a plain post is for one answer: the post's own, or the page the post was
  // sent on to. That page reads it while it lives (a minute), so a reload shows the same answer;
  // any other page request drops it. (Dropping it in this answer would hide it from the page too:
  // a page sees the cookies its proxy sets.)
  const flashed =
    request.method === 'GET' && request.cookies.has(FORM_FLASH_COOKIE) && !isFormAnswerPage(request, path);
  if (flashed) request.cookies.delete(FORM_FLASH_COOKIE);
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  // Only the proxy tells a page its form token; whatever the client sent under that name is dropped.
  headers.delete(FORM_TOKEN_HEADER);
  const formToken = FORM_TOKEN_PAGES.has(localeOfPath(path).rest[0] ?? '') ? formTokenOf(request) : null;
  if (formToken) headers.set(FORM_TOKEN_HEADER, formToken.token);
  const response = NextResponse.rewrite(url, { request: { headers } });
  if (formToken?.issue) setFormTokenCookie(response, request, formToken.token);
  if (flashed) {
    // A __Host- cookie is only removed by a Secure answer naming its path.
    const secure = secureCookies(request.url);
    response.cookies.set(FORM_FLASH_COOKIE, '', {
      path: '/',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'strict',
      secure,
    });
  }
  return visitorCurrency ? visitorCurrency(response) : response;
}

/** A page that answers a form posted elsewhere, requested as a page (not a router prefetch). */
function isFormAnswerPage(request: NextRequest, path: string): boolean {
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return false;
  return (FORM_ANSWER_PAGES as readonly string[]).includes(`/${localeOfPath(path).rest.join('/')}`);
}

/**
 * The account's pages without a log-in cookie: straight to log-in, which brings the visitor back.
 * (A cookie whose session ended is found out by the page itself.)
 */
function accountLogIn(request: NextRequest, path: string): NextResponse | null {
  const { locale, rest } = localeOfPath(path);
  if (rest[0] !== 'uzivatel' || request.cookies.has(AUTH_COOKIE)) return null;
  const back = rest.length > 1 ? request.nextUrl.pathname : localizedPath(locale, '/uzivatel/prehled');
  const url = new URL(localizedPath(locale, '/prihlasit'), request.nextUrl);
  url.search = new URLSearchParams({ redirect: back }).toString();
  const res = NextResponse.redirect(url, 307);
  res.headers.set('cache-control', 'private, no-store');
  return res;
}

/** A 301 for a URL the CMS moved (document requests only; client navigations are our own links). */
async function cmsRedirect(request: NextRequest, path: string): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null;
  const candidate = redirectCandidate(path);
  if (!candidate) return null;
  const to = await findRedirect(candidate, request.nextUrl.pathname);
  if (!to) return null;
  const url = new URL(to, request.nextUrl);
  if (url.origin === request.nextUrl.origin && !url.search) url.search = request.nextUrl.search;
  return NextResponse.redirect(url, 301);
}

export const config = {
  // Everything except Next internals, the media proxy, API paths and files with an extension.
  matcher: ['/((?!_next/|_vercel/|api/|media/|.*\\..*).*)'],
};
