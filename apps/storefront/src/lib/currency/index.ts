import type { CurrencyCode } from '@shop/contract';
import { CURRENCIES, type Currency } from '@shop/rules';

/**
 * Currency and VAT display of the prices (currency, display-VAT and display-both-prices
 * cookies; the currency can be forced by a query parameter). Edge-safe: the proxy imports this, so
 * nothing here pulls in zod.
 */
export const currencyCodes = ['CZK', 'EUR'] as const satisfies readonly CurrencyCode[];

export const CURRENCY_COOKIE = 'currency';
export const DISPLAY_VAT_COOKIE = 'display_vat';
export const DISPLAY_BOTH_COOKIE = 'display_both_prices';
/** A year: the visitor's choice outlives the session. */
export const DISPLAY_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The query parameter that forces a currency (`?mena=EUR`); configurable by CURRENCY_QUERY_PARAM. */
export const currencyQueryParam = process.env.CURRENCY_QUERY_PARAM || 'mena';

/** A supported currency code from untrusted input (query, cookie), upper-cased; null otherwise. */
export function parseCurrency(value: string | null | undefined): CurrencyCode | null {
  const code = value?.trim().toUpperCase();
  return (currencyCodes as readonly string[]).includes(code ?? '') ? (code as CurrencyCode) : null;
}

export type VatDisplay = 'with' | 'without';

/** How prices are shown: which currency, with or without VAT as the main price, and whether both. */
export interface PriceDisplay {
  currency: CurrencyCode;
  vat: VatDisplay;
  both: boolean;
}

/** The VAT display a cookie chose, or null when it chose none. */
export function parseVatDisplay(value: string | null | undefined): VatDisplay | null {
  return value === 'without' ? 'without' : value === 'with' ? 'with' : null;
}

/** Whether a cookie chose both prices ('1') or one ('0'); null when it chose neither. */
export function parseBoth(value: string | null | undefined): boolean | null {
  return value === '1' ? true : value === '0' ? false : null;
}

/** Display data of a currency (symbol, separators) for the rules' `formatMoney`. */
export function currencyFormat(code: CurrencyCode): Currency {
  return CURRENCIES[code];
}
