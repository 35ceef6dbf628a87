import { describe, expect, it } from 'vitest';
import {
  lineVat,
  vatRecapitulation,
  type VatDocumentCurrency,
  type VatLine,
  type VatRateRecap,
} from '../src/vat-recapitulation.ts';

const CZK: VatDocumentCurrency = { decimalPlaces: 2, exchangeRate: null };
const EUR: VatDocumentCurrency = { decimalPlaces: 2, exchangeRate: 25.125 };

const line = (totalWithTax: number, vatRate: number): VatLine => ({ totalWithTax, vatRate });

describe('lineVat', () => {
  it.each([
    // with VAT, rate, base, VAT: base = round(with VAT * 100 / (100 + rate)), VAT = the rest
    [12100, 21, 10000, 2100],
    [100, 21, 83, 17], // 82.64 -> 83
    [129900, 21, 107355, 22545], // 107355.37 -> 107355
    [9990, 12, 8920, 1070], // 8919.64 -> 8920
    [14, 12, 13, 1], // 12.5 -> 13 (half up)
    [-14, 12, -13, -1], // -12.5 -> -13 (away from zero, like the positive line)
    [-100, 21, -83, -17],
    [0, 21, 0, 0],
    [999, 0, 999, 0],
  ])('%i at %s %: base %i, VAT %i', (totalWithTax, vatRate, totalWithoutTax, vatAmount) => {
    expect(lineVat(line(totalWithTax, vatRate))).toEqual({
      vatRate,
      totalWithoutTax,
      vatAmount,
      totalWithTax,
    });
  });
});

describe('vatRecapitulation', () => {
  it.each<[string, VatLine[], VatDocumentCurrency, VatRateRecap[]]>([
    [
      // Each line: 100 * 100 / 121 = 82.64 -> base 83, VAT 17; the lines' bases add up to 249.
      // The rate: 300 * 100 / 121 = 247.93 -> base 248, VAT 300 - 248 = 52.
      'one rate, three lines of 1 Kč',
      [line(100, 21), line(100, 21), line(100, 21)],
      CZK,
      [{ vatRate: 21, base: 248, vat: 52, total: 300, baseCzk: 248, vatCzk: 52 }],
    ],
    [
      // 129900 * 100 / 121 = 107355.37 -> base 107355, VAT 22545.
      'one rate, one product for 1 299 Kč',
      [line(129900, 21)],
      CZK,
      [{ vatRate: 21, base: 107355, vat: 22545, total: 129900, baseCzk: 107355, vatCzk: 22545 }],
    ],
    [
      // 21 %: 24200 + 7900 = 32100; 3210000 / 121 = 26528.93 -> base 26529, VAT 5571.
      // 12 %: 11200 + 9990 = 21190; 2119000 / 112 = 18919.64 -> base 18920, VAT 2270.
      // The higher rate comes first, whatever the order of the lines.
      'two rates, 21 and 12 %',
      [line(11200, 12), line(24200, 21), line(9990, 12), line(7900, 21)],
      CZK,
      [
        { vatRate: 21, base: 26529, vat: 5571, total: 32100, baseCzk: 26529, vatCzk: 5571 },
        { vatRate: 12, base: 18920, vat: 2270, total: 21190, baseCzk: 18920, vatCzk: 2270 },
      ],
    ],
    [
      // A discount line: 1000 - 100 = 900; 90000 / 121 = 743.80 -> base 744, VAT 156.
      // (Line by line: 826 + (-83) = 743, a haléř short.)
      'a negative discount line',
      [line(1000, 21), line(-100, 21)],
      CZK,
      [{ vatRate: 21, base: 744, vat: 156, total: 900, baseCzk: 744, vatCzk: 156 }],
    ],
    [
      // 21 %: -12100 -> base -10000, VAT -2100. 12 %: -1400 / 112 = -12.5 -> base -13, VAT -1.
      'a credit note, all negative',
      [line(-12100, 21), line(-14, 12)],
      CZK,
      [
        { vatRate: 21, base: -10000, vat: -2100, total: -12100, baseCzk: -10000, vatCzk: -2100 },
        { vatRate: 12, base: -13, vat: -1, total: -14, baseCzk: -13, vatCzk: -1 },
      ],
    ],
    [
      // A discount cancelling the goods of its rate leaves a row of zeros.
      'a rate whose lines add up to zero',
      [line(500, 12), line(-500, 12), line(12100, 21)],
      CZK,
      [
        { vatRate: 21, base: 10000, vat: 2100, total: 12100, baseCzk: 10000, vatCzk: 2100 },
        { vatRate: 12, base: 0, vat: 0, total: 0, baseCzk: 0, vatCzk: 0 },
      ],
    ],
    [
      // 21 %: 121,00 € -> base 10000 c, VAT 2100 c; in haléře 10000 * 25.125 = 251250,
      //   2100 * 25.125 = 52762.5 -> 52763.
      // 12 %: 33,50 € -> 335000 / 112 = 2991.07 -> base 2991 c, VAT 359 c; in haléře
      //   2991 * 25.125 = 75148.875 -> 75149, 359 * 25.125 = 9019.875 -> 9020.
      'EUR at 25.125 Kč',
      [line(12100, 21), line(3350, 12)],
      EUR,
      [
        { vatRate: 21, base: 10000, vat: 2100, total: 12100, baseCzk: 251250, vatCzk: 52763 },
        { vatRate: 12, base: 2991, vat: 359, total: 3350, baseCzk: 75149, vatCzk: 9020 },
      ],
    ],
    [
      // -2100 * 25.125 = -52762.5 -> -52763, rounded away from zero like the invoice.
      'an EUR credit note',
      [line(-12100, 21)],
      EUR,
      [{ vatRate: 21, base: -10000, vat: -2100, total: -12100, baseCzk: -251250, vatCzk: -52763 }],
    ],
    [
      // 3,63 € at 21 %: base 300 c, VAT 63 c. 300 * 24.115 = 7234.5 -> 7235 (a float product
      // gives 7234.499999999999, which would round down); 63 * 24.115 = 1519.245 -> 1519.
      'an exchange rate that floats cannot hold exactly',
      [line(363, 21)],
      { decimalPlaces: 2, exchangeRate: 24.115 },
      [{ vatRate: 21, base: 300, vat: 63, total: 363, baseCzk: 7235, vatCzk: 1519 }],
    ],
    [
      // Whole units at 0.16 Kč each: 1000 -> 160 Kč = 16000 haléřů, 210 -> 33.60 Kč = 3360 haléřů.
      'a currency without minor digits',
      [line(1210, 21)],
      { decimalPlaces: 0, exchangeRate: 0.16 },
      [{ vatRate: 21, base: 1000, vat: 210, total: 1210, baseCzk: 16000, vatCzk: 3360 }],
    ],
    ['no lines', [], CZK, []],
    ['no lines in EUR', [], EUR, []],
  ])('%s', (_case, lines, currency, recap) => {
    const result = vatRecapitulation(lines, currency);
    expect(result.recap).toEqual(recap);
    expect(result.lines).toEqual(lines.map(lineVat));
  });

  it.each<[string, VatLine[], VatDocumentCurrency, [number, number, number]]>([
    // name, lines, currency, [total without tax, VAT, total with tax]: the sums of the recap rows
    ['one rate', [line(100, 21), line(100, 21), line(100, 21)], CZK, [248, 52, 300]],
    [
      'two rates',
      [line(11200, 12), line(24200, 21), line(9990, 12), line(7900, 21)],
      CZK,
      [26529 + 18920, 5571 + 2270, 53290],
    ],
    ['a negative line', [line(1000, 21), line(-100, 21)], CZK, [744, 156, 900]],
    ['a credit note', [line(-12100, 21), line(-14, 12)], CZK, [-10013, -2101, -12114]],
    ['EUR, in cents', [line(12100, 21), line(3350, 12)], EUR, [12991, 2459, 15450]],
    ['no lines', [], CZK, [0, 0, 0]],
  ])('document totals: %s', (_case, lines, currency, [totalWithoutTax, totalVat, totalWithTax]) => {
    expect(vatRecapitulation(lines, currency)).toMatchObject({ totalWithoutTax, totalVat, totalWithTax });
  });

  it.each<[string, VatLine[], VatDocumentCurrency]>([
    ['a zero exchange rate', [line(100, 21)], { decimalPlaces: 2, exchangeRate: 0 }],
    ['a negative exchange rate', [line(100, 21)], { decimalPlaces: 2, exchangeRate: -25 }],
    ['an exchange rate that is no number', [line(100, 21)], { decimalPlaces: 2, exchangeRate: Number.NaN }],
    ['an infinite exchange rate', [line(100, 21)], { decimalPlaces: 2, exchangeRate: Infinity }],
    ['negative minor digits', [line(100, 21)], { decimalPlaces: -1, exchangeRate: null }],
    ['fractional minor digits', [line(100, 21)], { decimalPlaces: 1.5, exchangeRate: null }],
    ['fractional minor units', [line(10.5, 21)], CZK],
    ['a negative VAT rate', [line(100, -21)], CZK],
  ])('rejects %s', (_case, lines, currency) => {
    expect(() => vatRecapitulation(lines, currency)).toThrow(RangeError);
  });
});
