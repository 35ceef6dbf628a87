/** Money is always an integer count of minor units (haléře, cents): floats never hold prices. */

export type SymbolPlacement = 'left' | 'right';

/** Display data of a currency, as the store delivers it, plus one local switch. */
export interface Currency {
  readonly code: string;
  readonly symbol: string;
  readonly symbolPlacement: SymbolPlacement;
  /** Digits of the minor unit: an amount of `minor` means `minor / 10^decimalPlaces` whole units. */
  readonly decimalPlaces: number;
  readonly decimalPoint: string;
  readonly millesimalPoint: string;
  /** Drop the decimals of whole amounts (`1 299 Kč`, not `1 299,00 Kč`). Not part of the store data. */
  readonly trimWholeDecimals?: boolean;
}

const NBSP = '\u00a0';

// Czech shops print whole crowns without ",00"; Czech typography uses a non-breaking space
// as the thousands separator and before the symbol, so a price never wraps.
export const CZK: Currency = {
  code: 'CZK',
  symbol: 'Kč',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: NBSP,
  trimWholeDecimals: true,
};

// Euro prices in Slovakia (and for Czech visitors) keep the cents: `12,90 €`, `12,00 €`.
export const EUR: Currency = {
  code: 'EUR',
  symbol: '€',
  symbolPlacement: 'right',
  decimalPlaces: 2,
  decimalPoint: ',',
  millesimalPoint: NBSP,
};

export const CURRENCIES = { CZK, EUR } as const;
export type CurrencyCode = keyof typeof CURRENCIES;

export interface FormatMoneyOptions {
  /** Shown instead of a zero amount, e.g. 'Zdarma'. */
  readonly freeText?: string;
}

function assertMinorUnits(minor: number, name = 'amount'): void {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`${name} must be a safe integer of minor units, got ${minor}`);
  }
}

function assertDecimalPlaces(decimalPlaces: number): void {
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0 || decimalPlaces > 6) {
    throw new RangeError(`decimalPlaces must be an integer from 0 to 6, got ${decimalPlaces}`);
  }
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Formats minor units with the currency's separators and symbol, e.g. 129900 CZK -> `1 299 Kč`. */
export function formatMoney(minor: number, currency: Currency, options: FormatMoneyOptions = {}): string {
  assertMinorUnits(minor);
  assertDecimalPlaces(currency.decimalPlaces);
  if (minor === 0 && options.freeText !== undefined) return options.freeText;

  // Split by string, not by division, so large amounts never pick up float error.
  const padded = Math.abs(minor)
    .toString()
    .padStart(currency.decimalPlaces + 1, '0');
  const wholeDigits = padded.slice(0, padded.length - currency.decimalPlaces);
  const fraction = padded.slice(padded.length - currency.decimalPlaces);
  const showFraction = fraction.length > 0 && !(currency.trimWholeDecimals && /^0+$/.test(fraction));
  const number =
    groupThousands(wholeDigits, currency.millesimalPoint) +
    (showFraction ? currency.decimalPoint + fraction : '');
  const sign = minor < 0 ? '-' : '';
  return currency.symbolPlacement === 'left'
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number}${NBSP}${currency.symbol}`;
}

// Products of money and ratios carry float noise (0.1 * 3 = 0.30000000000000004);
// snapping to this precision first keeps an exact value from being rounded up a whole step.
const FLOAT_NOISE_DIGITS = 9;

/**
 * Minor units of an amount in whole units, as the HTTP contract carries prices (12.9 EUR -> 1290).
 * Rounds to the nearest minor unit, so float noise (0.1 + 0.2) never loses or gains a haléř.
 */
export function toMinor(major: number, decimalPlaces: number): number {
  assertDecimalPlaces(decimalPlaces);
  if (!Number.isFinite(major)) throw new RangeError(`amount must be finite, got ${major}`);
  return Math.round(Number((major * 10 ** decimalPlaces).toFixed(FLOAT_NOISE_DIGITS))) || 0;
}

/** The amount in whole units the contract carries for minor units (1290 with 2 decimals -> 12.9). */
export function toMajor(minor: number, decimalPlaces: number): number {
  assertMinorUnits(minor);
  assertDecimalPlaces(decimalPlaces);
  return Number((minor / 10 ** decimalPlaces).toFixed(decimalPlaces));
}

/** Rounds `numerator / denominator` to the nearest integer, halves away from zero (commercial rounding). */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

// VAT percents are scaled to hundredths so rates like 10.5 % stay exact in integer arithmetic.
const PERCENT_SCALE = 100n;

function percentInHundredths(percent: number): bigint {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(hundredths - percent * 100) > 1e-6) {
    throw new RangeError(`VAT percent must be a non-negative number with at most 2 decimals, got ${percent}`);
  }
  return BigInt(hundredths);
}

/** Price without VAT from a price with VAT, rounded half up to whole minor units. */
export function withoutVat(minorWithVat: number, percent: number): number {
  assertMinorUnits(minorWithVat);
  const rate = percentInHundredths(percent);
  const hundred = 100n * PERCENT_SCALE;
  return Number(divideRoundHalfUp(BigInt(minorWithVat) * hundred, hundred + rate));
}

/** Price with VAT from a price without VAT, rounded half up to whole minor units. */
export function withVat(minorWithoutVat: number, percent: number): number {
  assertMinorUnits(minorWithoutVat);
  const rate = percentInHundredths(percent);
  const hundred = 100n * PERCENT_SCALE;
  return Number(divideRoundHalfUp(BigInt(minorWithoutVat) * (hundred + rate), hundred));
}

/** Rounds towards +infinity to the given number of decimals: 12.341 -> 12.35, (12.3, 0) -> 13. */
export function roundUpToDecimals(amount: number, decimalPlaces: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount must be finite, got ${amount}`);
  assertDecimalPlaces(decimalPlaces);
  const factor = 10 ** decimalPlaces;
  const scaled = Number((amount * factor).toFixed(FLOAT_NOISE_DIGITS));
  // `|| 0` turns -0 (from e.g. -0.4 rounded up) into 0.
  return Math.ceil(scaled) / factor || 0;
}

export type VatRateKind = 'standard' | 'reduced' | 'reduced2';
export type VatCountry = 'CZ' | 'SK';

/** VAT percents by country: CZ since 2024 (21/12), SK since 2025 (23/19/5). */
export const VAT_RATES: Readonly<Record<VatCountry, Readonly<Partial<Record<VatRateKind, number>>>>> = {
  CZ: { standard: 21, reduced: 12 },
  SK: { standard: 23, reduced: 19, reduced2: 5 },
};
