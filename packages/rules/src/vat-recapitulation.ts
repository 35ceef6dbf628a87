import { withoutVat } from './money.ts';

/**
 * The figures of a Czech tax document. Prices include VAT, so the tax is worked out backwards from
 * the price with VAT: the base is `withoutVat` of it and the tax is the rest, so base + tax is
 * always the price. Amounts are minor units of the document's currency and may be negative
 * (a discount, a credit note); the recapitulation is also given in haléře, as Czech VAT law wants
 * the tax in crowns whatever the currency.
 */

/** One line of the document: its price with VAT and its VAT percent. */
export interface VatLine {
  readonly totalWithTax: number;
  readonly vatRate: number;
}

/** A line with its base and tax. */
export interface VatLineFigures {
  readonly vatRate: number;
  readonly totalWithoutTax: number;
  readonly vatAmount: number;
  readonly totalWithTax: number;
}

/** One VAT rate's sums: in the document's currency, and in haléře (`…Czk`). */
export interface VatRateRecap {
  readonly vatRate: number;
  readonly base: number;
  readonly vat: number;
  readonly total: number;
  readonly baseCzk: number;
  readonly vatCzk: number;
}

export interface VatRecapitulation {
  /** The lines in the order given, each with its base and tax. */
  readonly lines: VatLineFigures[];
  /** One row per VAT rate on the document, highest rate first. */
  readonly recap: VatRateRecap[];
  readonly totalWithoutTax: number;
  readonly totalVat: number;
  readonly totalWithTax: number;
}

export interface VatDocumentCurrency {
  /** Digits of the currency's minor unit (CZK 2, EUR 2). */
  readonly decimalPlaces: number;
  /** Crowns for one unit of the currency, e.g. 25.125; null for CZK. */
  readonly exchangeRate: number | null;
}

/** A line's base and tax, from its price with VAT. */
export function lineVat(line: VatLine): VatLineFigures {
  const totalWithoutTax = withoutVat(line.totalWithTax, line.vatRate);
  return {
    vatRate: line.vatRate,
    totalWithoutTax,
    vatAmount: line.totalWithTax - totalWithoutTax,
    totalWithTax: line.totalWithTax,
  };
}

/** Rounds `numerator / denominator` to the nearest integer, halves away from zero. */
function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A positive number as an exact decimal fraction: 25.125 -> 25125 / 1000. */
function exactDecimal(value: number): { numerator: bigint; denominator: bigint } {
  // The shortest text that reads back as the number is the decimal the caller wrote.
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const decimals = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return decimals >= 0
    ? { numerator: digits, denominator: 10n ** BigInt(decimals) }
    : { numerator: digits * 10n ** BigInt(-decimals), denominator: 1n };
}

function assertCurrency(currency: VatDocumentCurrency): void {
  const { decimalPlaces, exchangeRate } = currency;
  if (!Number.isInteger(decimalPlaces) || decimalPlaces < 0 || decimalPlaces > 6) {
    throw new RangeError(`decimalPlaces must be an integer from 0 to 6, got ${decimalPlaces}`);
  }
  if (exchangeRate !== null && !(Number.isFinite(exchangeRate) && exchangeRate > 0)) {
    throw new RangeError(`exchangeRate must be a positive number or null, got ${exchangeRate}`);
  }
}

/**
 * The recapitulation of a document's lines. Each rate's base comes from the sum of its prices with
 * VAT, not from adding up the lines' rounded bases: every line's base is off by up to half a minor
 * unit, and over many lines those errors add up, so the rate's tax would drift from what its total
 * really carries. The recap may therefore differ from the sum of the lines' taxes by a few minor
 * units; the recap is what the document declares. For a foreign currency, the base and the tax are
 * each converted at the exchange rate and rounded to whole haléře.
 */
export function vatRecapitulation(
  lines: readonly VatLine[],
  currency: VatDocumentCurrency,
): VatRecapitulation {
  assertCurrency(currency);
  const figures = lines.map(lineVat);

  const totals = new Map<number, number>();
  for (const line of figures) totals.set(line.vatRate, (totals.get(line.vatRate) ?? 0) + line.totalWithTax);

  // Minor units to haléře: times the rate (1 for CZK), times 10^(2 - decimalPlaces).
  const rate =
    currency.exchangeRate === null ? { numerator: 1n, denominator: 1n } : exactDecimal(currency.exchangeRate);
  const toHalere = (minor: number): number =>
    Number(
      divideRoundHalfUp(
        BigInt(minor) * rate.numerator * 100n,
        rate.denominator * 10n ** BigInt(currency.decimalPlaces),
      ),
    );

  const recap = [...totals]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, total]): VatRateRecap => {
      const base = withoutVat(total, vatRate);
      const vat = total - base;
      return { vatRate, base, vat, total, baseCzk: toHalere(base), vatCzk: toHalere(vat) };
    });

  const sum = (pick: (row: VatRateRecap) => number): number => recap.reduce((acc, row) => acc + pick(row), 0);
  return {
    lines: figures,
    recap,
    totalWithoutTax: sum((row) => row.base),
    totalVat: sum((row) => row.vat),
    totalWithTax: sum((row) => row.total),
  };
}
