import type { CurrencyCode } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { shopperCurrency } from '@/lib/currency/display-code';

export function localeOf(value: unknown): AppLocale {
  return isAppLocale(value) ? value : routing.defaultLocale;
}

/** The visitor's currency: the cookie the price display keeps, else the locale's. */
export function currencyOf(request: NextRequest, locale: AppLocale): CurrencyCode {
  return shopperCurrency(locale, request.cookies);
}
