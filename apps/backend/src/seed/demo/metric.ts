import type { ProductRow } from '../dataset.ts';

/** Decimals of the metric product: sold by the tenth of a metre. */
const DECIMALS = 1;
const PER_METRE = 10 ** DECIMALS;

/**
 * One product sold by the metre ('bm'): the first therapy band, a roll cut to length. Its prices
 * stay as generated, now per metre; amounts are tenths of a metre, at least one metre per order,
 * and its stock is the same number of metres. Applied after generation, so no other product changes.
 */
export function withMetricProduct(products: ProductRow[]): ProductRow[] {
  const band = products.find(
    (p, i) => i > 0 && i < products.length - 1 && p.name.cs.startsWith('Odporová guma') && p.saleable,
  );
  if (!band) return products;
  band.unit = 'bm';
  for (const v of band.variants) {
    v.quantityDecimals = DECIMALS;
    v.amountMin = PER_METRE;
    v.amountMax = v.amountMax === null ? null : v.amountMax * PER_METRE;
    v.stock = v.stock.map((s) => ({ ...s, quantity: s.quantity * PER_METRE }));
    // Volume prices start from an amount: from so many metres.
    v.prices = v.prices.map((pr) => ({
      ...pr,
      quantityPrices: pr.quantityPrices.map((q) => ({ ...q, fromAmount: q.fromAmount * PER_METRE })),
    }));
  }
  return products;
}
