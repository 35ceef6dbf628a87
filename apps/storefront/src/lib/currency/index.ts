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

export function parseVatDisplay(value: string | null | undefined): VatDisplay {
  return value === 'without' ? 'without' : 'with';
}

/** Both prices unless the visitor chose one ('0'): the shop shows both by default. */
export function parseBoth(value: string | null | undefined): boolean {
  return value !== '0';
}

/** Display data of a currency (symbol, separators) for the rules' `formatMoney`. */
export function currencyFormat(code: CurrencyCode): Currency {
  return CURRENCIES[code];
}
