import { NextResponse, type NextRequest } from 'next/server';
import { canonicalUrl } from './lib/canonical-url';
import { currencyParamRedirect } from './lib/currency/proxy';
import { applyVisitorCurrency } from './lib/currency/visitor-country';
import { findRedirect, redirectCandidate } from './lib/fallback/redirect';
import { internalPagePath, localeOfPath } from './lib/page-rewrite';
import {
  FORM_TOKEN_HEADER,
  FORM_TOKEN_PAGES,
  formTokenOf,
  setFormTokenCookie,
} from './lib/security/form-token';

/** next-intl reads the request's locale from this header (as its own middleware would set it). */
const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

export default async function proxy(request: NextRequest) {
  const target = canonicalUrl(request.nextUrl);
  const currency = currencyParamRedirect(request, target);
  if (currency) return currency;
  if (target) return NextResponse.redirect(target, 301);
  const moved = await cmsRedirect(request);
  if (moved) return moved;
  const visitorCurrency = await applyVisitorCurrency(request);
  const { locale, pathname } = internalPagePath(request);
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, locale);
  // Only the proxy tells a page its form token; whatever the client sent under that name is dropped.
  headers.delete(FORM_TOKEN_HEADER);
  const formToken = FORM_TOKEN_PAGES.has(localeOfPath(request.nextUrl.pathname).rest[0] ?? '')
    ? formTokenOf(request)
    : null;
  if (formToken) headers.set(FORM_TOKEN_HEADER, formToken.token);
  const response = NextResponse.rewrite(url, { request: { headers } });
  if (formToken?.issue) setFormTokenCookie(response, request, formToken.token);
  return visitorCurrency ? visitorCurrency(response) : response;
}

/** A 301 for a URL the CMS moved (document requests only; client navigations are our own links). */
async function cmsRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null;
  const candidate = redirectCandidate(request.nextUrl.pathname);
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
