import { CURRENCIES, formatMoney, type Currency, toMinor } from '@shop/rules';
import type { CurrencyCode } from '@shop/contract';

/** How prices are shown: with VAT, without VAT, or both (a shop/visitor setting). */
export type VatDisplay = 'with' | 'without' | 'both';

function currencyOf(code: CurrencyCode): Currency {
  return CURRENCIES[code];
}

/**
 * Formats an API amount (major units, as the API's price fields) with the rules package: the amount is
 * turned into integer minor units first, so formatting never sees a float.
 */
export function formatPrice(major: number, code: CurrencyCode, freeText?: string): string {
  const currency = currencyOf(code);
  const minor = toMinor(major, currency.decimalPlaces);
  return formatMoney(minor, currency, freeText === undefined ? {} : { freeText });
}

/** Minor units of an API amount, for the rules that take minor units (purchasable). */
export function toMinorUnits(major: number, code: CurrencyCode): number {
  return toMinor(major, currencyOf(code).decimalPlaces);
}
