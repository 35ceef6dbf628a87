import { VAT_RATES, withoutVat } from '@shop/rules';

// The shop's own country's rates first: a small price may fit two rates.
const KNOWN_RATES = [...new Set([...Object.values(VAT_RATES.CZ), ...Object.values(VAT_RATES.SK), 0])];

/**
 * The VAT percent a line was sold at, from its prices with and without VAT: the known rate that
 * gives exactly its unit price without VAT, else the rate its totals work out to (two decimals).
 * Null for a line that cost nothing.
 */
export function lineVatRate(line: {
  unitWithTax: number;
  unitWithoutTax: number;
  totalWithTax: number;
  totalWithoutTax: number;
}): number | null {
  if (line.totalWithoutTax <= 0 && line.unitWithoutTax <= 0) return null;
  const known = KNOWN_RATES.find((rate) => withoutVat(line.unitWithTax, rate) === line.unitWithoutTax);
  if (known !== undefined) return known;
  const [withTax, net] =
    line.totalWithoutTax > 0
      ? [line.totalWithTax, line.totalWithoutTax]
      : [line.unitWithTax, line.unitWithoutTax];
  return Math.round(((withTax - net) / net) * 10_000) / 100;
}
