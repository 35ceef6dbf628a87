import type { CurrencyCode } from '@shop/contract';

/** Slovakia pays in euros: a Slovak-currency choice means a Slovak delivery, and the other way. */
const SLOVAKIA = 'SVK';
const CZECHIA = 'CZE';

/**
 * The currency a logged-in customer's own address gives: EUR when it is Slovak (the billing address
 * first, else the first saved one); null when the address says nothing (the visitor's choice stays).
 */
export function currencyOfAddresses(
  addresses: readonly { type: string; country_code: string }[],
): CurrencyCode | null {
  const own = addresses.find((a) => a.type === 'billing') ?? addresses[0];
  return own?.country_code.toUpperCase() === SLOVAKIA ? 'EUR' : null;
}

/**
 * The delivery country once the shopper pays in euros: the default Czech one becomes Slovakia (a
 * Czech delivery is refused in euros); any other country is the shopper's choice and stays.
 */
export function countryForCurrency(country: string, currency: CurrencyCode): string {
  return currency === 'EUR' && country === CZECHIA ? SLOVAKIA : country;
}
