import type { CurrencyCode, TaxDocumentParty } from '@shop/contract';
import { CURRENCIES, formatQuantity, type Currency } from '@shop/rules';

const NBSP = '\u00a0';

/** A tax document always shows the minor units, whole amounts too ("1 299,00 Kč"); a negative amount keeps its minus. */
export function documentCurrency(code: CurrencyCode): Currency {
  return { ...CURRENCIES[code], trimWholeDecimals: false };
}

/** Crowns, as the VAT recapitulation shows the tax whatever the document's currency. */
export const CROWNS = documentCurrency('CZK');

/** '2026-03-12' → '12. 3. 2026' (no-break spaces, so a date never wraps). */
export function czechDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return `${d}.${NBSP}${m}.${NBSP}${y}`;
}

/** A decimal number with a comma: 10.5 → '10,5'. */
const decimal = (value: number): string => String(value).replace('.', ',');

/** 21 → '21 %' */
export const vatPercent = (rate: number): string => `${decimal(rate)}${NBSP}%`;

/** The exchange rate the document was issued at, three decimals: 'Kurz: 1 EUR = 25,125 CZK'. */
export function exchangeRateLine(currencyCode: CurrencyCode, rate: number): string {
  const digits = Number(rate.toFixed(3)) === rate ? rate.toFixed(3) : String(rate);
  return `Kurz: 1${NBSP}${currencyCode} = ${digits.replace('.', ',')}${NBSP}CZK`;
}

/** A line's amount in its shown unit: 3 'ks' → '3 ks', the amount 15 of 'bm' by tenths → '1,5 bm'. */
export const quantity = (amount: number, decimals: number, unit: string): string =>
  `${formatQuantity(amount, decimals, '')}${NBSP}${unit}`;

const COUNTRY_NAMES: Record<string, string> = {
  CZE: 'Česká republika',
  SVK: 'Slovenská republika',
  DEU: 'Německo',
  AUT: 'Rakousko',
  POL: 'Polsko',
  HUN: 'Maďarsko',
};

/** The country's Czech name, or its code when the shop has no name for it. */
export const countryName = (alpha3: string): string => COUNTRY_NAMES[alpha3] ?? alpha3;

/** A party's name and postal address, one line each: the company above the person. */
export function partyLines(party: TaxDocumentParty): { heading: string; lines: string[] } {
  const heading = party.businessName ?? party.name;
  const lines: string[] = [];
  if (party.businessName !== null && party.name !== party.businessName) lines.push(party.name);
  lines.push(party.street, `${party.postcode} ${party.city}`, countryName(party.countryCode));
  return { heading, lines };
}
