import { describe, expect, it } from 'vitest';
import {
  CZK,
  EUR,
  VAT_RATES,
  formatMoney,
  roundUpToDecimals,
  toMajor,
  toMinor,
  withVat,
  withoutVat,
  type Currency,
} from '../src/money.ts';

const NBSP = '\u00a0';
const nb = (text: string): string => text.replace(/ /g, NBSP);

const USD_LIKE: Currency = {
  code: 'USD',
  symbol: '$',
  symbolPlacement: 'left',
  decimalPlaces: 2,
  decimalPoint: '.',
  millesimalPoint: ',',
};
const WHOLE_UNITS: Currency = { ...CZK, code: 'XWH', decimalPlaces: 0 };

describe('formatMoney', () => {
  it.each([
    ['whole crowns drop ",00"', 129900, CZK, '1 299 Kč'],
    ['crowns with haléře keep decimals', 129950, CZK, '1 299,50 Kč'],
    ['small CZK amount', 5, CZK, '0,05 Kč'],
    ['below a thousand has no separator', 99900, CZK, '999 Kč'],
    ['millions get two separators', 123456789, CZK, '1 234 567,89 Kč'],
    ['zero without free text', 0, CZK, '0 Kč'],
    ['negative CZK', -129900, CZK, '-1 299 Kč'],
    ['euro keeps cents', 1290, EUR, '12,90 €'],
    ['whole euros still show ",00"', 1200, EUR, '12,00 €'],
    ['euro cents below one', 9, EUR, '0,09 €'],
    ['negative euro', -100050, EUR, '-1 000,50 €'],
    ['left symbol, own separators', 123456, USD_LIKE, '$1,234.56'],
    ['left symbol, negative', -550, USD_LIKE, '-$5.50'],
    ['currency without minor digits', 1299, WHOLE_UNITS, '1 299 Kč'],
  ])('%s: %i -> %s', (_case, minor, currency, expected) => {
    expect(formatMoney(minor, currency)).toBe(nb(expected));
  });

  it.each([
    [0, 'Zdarma'],
    [1, '0,01 Kč'],
  ])('free text only replaces zero: %i -> %s', (minor, expected) => {
    expect(formatMoney(minor, CZK, { freeText: 'Zdarma' })).toBe(nb(expected));
  });

  it('separates the number from a right-hand symbol with a non-breaking space', () => {
    expect(formatMoney(100, CZK)).toBe(`1${NBSP}Kč`);
  });

  it.each([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])(
    'rejects %s minor units',
    (minor) => {
      expect(() => formatMoney(minor, CZK)).toThrow(RangeError);
    },
  );

  it('rejects a currency with impossible decimal places', () => {
    expect(() => formatMoney(100, { ...CZK, decimalPlaces: -1 })).toThrow(RangeError);
  });
});

describe('VAT', () => {
  it.each([
    // [with VAT, percent, without VAT]
    [12100, 21, 10000],
    [100, 21, 83], // 82.64 -> 83
    [121, 21, 100],
    [11200, 12, 10000],
    [12300, 23, 10000],
    [10500, 5, 10000],
    [1, 21, 1], // 0.83 -> 1
    [0, 21, 0],
    [999, 0, 999],
    [-12100, 21, -10000],
    [-100, 21, -83], // halves and fractions round away from zero symmetrically
  ])('withoutVat(%i, %i %) = %i', (gross, percent, net) => {
    expect(withoutVat(gross, percent)).toBe(net);
  });

  it.each([
    // [without VAT, percent, with VAT]
    [10000, 21, 12100],
    [50, 21, 61], // 60.5 -> 61 (half up)
    [150, 23, 185], // 184.5 -> 185
    [1, 12, 1], // 1.12 -> 1
    [10000, 10.5, 11050],
    [0, 23, 0],
    [-50, 21, -61],
  ])('withVat(%i, %s %) = %i', (net, percent, gross) => {
    expect(withVat(net, percent)).toBe(gross);
  });

  it('handles amounts beyond float-exact products', () => {
    expect(withVat(9_000_000_000_000_000, 21)).toBe(10_890_000_000_000_000);
  });

  it.each([[-1], [Number.NaN], [21.005]])('rejects VAT percent %s', (percent) => {
    expect(() => withVat(100, percent)).toThrow(RangeError);
    expect(() => withoutVat(100, percent)).toThrow(RangeError);
  });

  it('rejects fractional minor units', () => {
    expect(() => withoutVat(10.5, 21)).toThrow(RangeError);
  });

  it.each([
    ['CZ', 'standard', 21],
    ['CZ', 'reduced', 12],
    ['SK', 'standard', 23],
    ['SK', 'reduced', 19],
    ['SK', 'reduced2', 5],
  ] as const)('%s %s rate is %i %', (country, kind, percent) => {
    expect(VAT_RATES[country][kind]).toBe(percent);
  });

  it('Czech VAT has no second reduced rate', () => {
    expect(VAT_RATES.CZ.reduced2).toBeUndefined();
  });
});

describe('roundUpToDecimals', () => {
  it.each([
    [12.341, 2, 12.35],
    [12.34, 2, 12.34],
    [12.3, 0, 13],
    [12, 0, 12],
    [0.1 * 3, 1, 0.3], // float noise must not push an exact value up a step
    [1.005, 2, 1.01],
    [-0.4, 0, 0],
    [-1.26, 1, -1.2],
    [0, 2, 0],
  ])('roundUpToDecimals(%s, %i) = %s', (amount, decimals, expected) => {
    expect(roundUpToDecimals(amount, decimals)).toBe(expected);
  });

  it.each([
    [Number.NaN, 2],
    [1, -1],
    [1, 1.5],
  ])('rejects (%s, %s)', (amount, decimals) => {
    expect(() => roundUpToDecimals(amount, decimals)).toThrow(RangeError);
  });
});

describe('minor and whole units, as the contract carries prices', () => {
  it.each([
    [12.9, 2, 1290],
    [1299, 2, 129900],
    [0.1 + 0.2, 2, 30],
    [19.995, 2, 2000],
    [1.005, 2, 101],
    [-12.34, 2, -1234],
    [-0, 2, 0],
    [7, 0, 7],
    [0.4, 0, 0],
  ])('toMinor(%d, %i) = %i', (major, places, minor) => {
    expect(toMinor(major, places)).toBe(minor);
  });

  it.each([
    [1290, 2, 12.9],
    [129900, 2, 1299],
    [1, 2, 0.01],
    [-1234, 2, -12.34],
    [0, 2, 0],
    [7, 0, 7],
  ])('toMajor(%i, %i) = %d', (minor, places, major) => {
    expect(toMajor(minor, places)).toBe(major);
  });

  it('round-trips every amount of minor units', () => {
    for (let minor = -1000; minor <= 100_000; minor += 7) expect(toMinor(toMajor(minor, 2), 2)).toBe(minor);
  });

  it('refuses what is not money', () => {
    expect(() => toMajor(12.5, 2)).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 2)).toThrow(RangeError);
    expect(() => toMinor(1, 7)).toThrow(RangeError);
  });
});
