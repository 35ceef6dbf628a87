import { LRUCache } from 'lru-cache';
import type { NextRequest, NextResponse } from 'next/server';
import { settingsApi } from '@shop/contract';
import { isAppLocale, localeContext, routing } from '@/i18n/routing';
import { callBackendRaw } from '../backend';
import { CURRENCY_COOKIE, DISPLAY_COOKIE_MAX_AGE, parseCurrency } from './index';
import { secureCookies } from '@/lib/site';

/**
 * Currency from the visitor's country (EUR when the visitor's country is not CZ and the
 * IP-currency setting is on). Asked once per new visitor, on document requests without a currency
 * cookie, where the locale's own currency is CZK. The backend's IP-to-country service answers; a
 * slow or failing one changes nothing. Edge-safe: no zod here.
 */
export const currencyFromIpEnabled = (process.env.CURRENCY_FROM_IP ?? 'true') !== 'false';
const TIMEOUT_MS = 500;
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;
const HOME_COUNTRY = 'CZ';

/** A visitor the currency-from-IP rule gives euros on a CZK storefront. */
export const isAbroad = (country: string | null): boolean => country !== null && country !== HOME_COUNTRY;

/** Countries per address, remembered; a failed look-up is not kept. */
const countries = new LRUCache<string, { country: string | null }>({
  max: MAX_ENTRIES,
  ttl: TTL_MS,
  // Concurrent requests from one address share one call.
  fetchMethod: async (ip) => {
    try {
      const res = await callBackendRaw(settingsApi.country, {
        locale: routing.defaultLocale,
        query: { ip },
        headers: { accept: 'application/json' },
        timeoutMs: TIMEOUT_MS,
      });
      if (!res.ok) return undefined;
      const body = (await res.json()) as { country?: unknown };
      return { country: typeof body.country === 'string' ? body.country : null };
    } catch {
      return undefined;
    }
  },
});

/** The client's address: the first `x-forwarded-for` entry (Next sets it from the socket). */
export function clientIp(request: NextRequest): string | null {
  return firstForwardedFor(request.headers.get('x-forwarded-for'));
}

export function firstForwardedFor(header: string | null | undefined): string | null {
  const first = header?.split(',')[0]?.trim();
  return first ? first.replace(/^::ffff:/, '') : null;
}

/** Country of an address by the backend's IP-to-country service; remembered per address. */
export async function countryOf(ip: string): Promise<string | null> {
  return (await countries.fetch(ip))?.country ?? null;
}

/**
 * Whether a visitor gets euros from their address: the setting is on, they have no currency of
 * their own choice yet, the storefront's currency is CZK, and their address is from abroad. The
 * proxy and the page cache in front of it decide by this one rule.
 */
export async function visitorGetsEuros(visitor: {
  path: string;
  currencyCookie: string | undefined;
  ip: string | null | undefined;
}): Promise<boolean> {
  if (!currencyFromIpEnabled || parseCurrency(visitor.currencyCookie)) return false;
  const first = visitor.path.split(/[/?]/)[1];
  const locale = isAppLocale(first) ? first : routing.defaultLocale;
  if (localeContext[locale].currency !== 'CZK' || !visitor.ip) return false;
  return isAbroad(await countryOf(visitor.ip));
}

/**
 * Picks EUR for a visitor from abroad on a CZK storefront: the cookie goes into this request (so the
 * page rendered now shows euros) and returns a function that writes it into the response.
 */
export async function applyVisitorCurrency(
  request: NextRequest,
): Promise<((response: NextResponse) => NextResponse) | null> {
  if (request.method !== 'GET') return null;
  if (request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return null;
  const euros = await visitorGetsEuros({
    path: request.nextUrl.pathname,
    currencyCookie: request.cookies.get(CURRENCY_COOKIE)?.value,
    ip: clientIp(request),
  });
  if (!euros) return null;
  request.cookies.set(CURRENCY_COOKIE, 'EUR');
  return (response) => {
    response.cookies.set(CURRENCY_COOKIE, 'EUR', {
      path: '/',
      maxAge: DISPLAY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: secureCookies(request.url),
    });
    // A Set-Cookie answer belongs to this visitor alone. (The custom server bundles this file,
    // so it stays free of next/server.)
    response.headers.set('cache-control', 'private, no-store');
    return response;
  };
}
