import type { CurrencyCode } from '@shop/contract';
import { localeContext, type AppLocale } from '@/i18n/routing';
import {
  CURRENCY_COOKIE,
  currencyCodes,
  parseBoth,
  parseCurrency,
  parseVatDisplay,
  type PriceDisplay,
  type VatDisplay,
} from './index';

/**
 * The visitor's price display as one path segment (`czk-with`, `eur-without`, `czk-both`). The proxy
 * reads the cookies and rewrites every page request to `/{locale}/{display}/…`, so each display is
 * its own prerendered, cached page: no page reads cookies while rendering. Edge-safe: no zod here.
 */
export type DisplayCode = `${Lowercase<CurrencyCode>}-${'with' | 'without' | 'both'}`;

export function displayCode(d: PriceDisplay): DisplayCode {
  const mode = d.both ? 'both' : d.vat;
  return `${d.currency.toLowerCase() as Lowercase<CurrencyCode>}-${mode}`;
}

/** The display of a segment; null for anything else (the page answers 404). */
export function parseDisplayCode(code: string): PriceDisplay | null {
  const m = /^([a-z]{3})-(with|without|both)$/.exec(code);
  const currency = m ? parseCurrency(m[1]) : null;
  if (!m || !currency) return null;
  return m[2] === 'both'
    ? { currency, vat: 'with', both: true }
    : { currency, vat: m[2] === 'without' ? 'without' : 'with', both: false };
}

/** The display the locale shows when the visitor chose none: its currency, both with and without VAT. */
export function defaultDisplay(locale: AppLocale): PriceDisplay {
  return { currency: localeContext[locale].currency, vat: 'with', both: true };
}

/** The VAT display of a shopper who chose none: the shop's setting `priceDisplay`. */
export interface DefaultVatDisplay {
  vat: VatDisplay;
  both: boolean;
}

/** The shop's default when its setting is not known: both prices, with VAT first. */
export const BUILT_IN_VAT_DISPLAY: DefaultVatDisplay = { vat: 'with', both: true };

/**
 * From the cookie values: a missing or invalid currency is the locale's own, a VAT display the
 * shopper did not choose is the shop's default.
 */
export function displayFromCookies(
  locale: AppLocale,
  cookies: { currency?: string; vat?: string; both?: string },
  shopDefault: DefaultVatDisplay = BUILT_IN_VAT_DISPLAY,
): PriceDisplay {
  return {
    currency: parseCurrency(cookies.currency) ?? localeContext[locale].currency,
    vat: parseVatDisplay(cookies.vat) ?? shopDefault.vat,
    both: parseBoth(cookies.both) ?? shopDefault.both,
  };
}

/** Cookies as a request or a server action reads them. */
interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** The shopper's currency: the one their price display keeps, else the locale's. */
export function shopperCurrency(locale: AppLocale, cookies: CookieReader): CurrencyCode {
  return parseCurrency(cookies.get(CURRENCY_COOKIE)?.value) ?? localeContext[locale].currency;
}

/** Every display code, for prerendering. */
export const allDisplayCodes: DisplayCode[] = currencyCodes.flatMap((c) =>
  (['with', 'without', 'both'] as const).map(
    (m) => `${c.toLowerCase() as Lowercase<CurrencyCode>}-${m}` as DisplayCode,
  ),
);
