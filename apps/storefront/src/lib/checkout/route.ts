import type { CurrencyCode } from '@shop/contract';
import { NextResponse, type NextRequest } from 'next/server';
import { isAppLocale, localeContext, routing, type AppLocale } from '@/i18n/routing';
import { CURRENCY_COOKIE, parseCurrency } from '../currency';

/** The checkout's route handlers answer only the shopper who asked: never from a shared cache. */
export function privateJson(body: unknown, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

export function localeOf(value: unknown): AppLocale {
  return isAppLocale(value) ? value : routing.defaultLocale;
}

/** The visitor's currency: the cookie the price display keeps, else the locale's. */
export function currencyOf(request: NextRequest, locale: AppLocale): CurrencyCode {
  return parseCurrency(request.cookies.get(CURRENCY_COOKIE)?.value) ?? localeContext[locale].currency;
}
