import { shippingAdminErrors, type CurrencyCode } from '@shop/contract';
import { toMajor, toMinor } from '@shop/rules';

/**
 * Prices per currency as the back office edits them (whole units) and as the shop stores them
 * (minor units): payments' surcharges, shippers' prices with their free-shipping limits, and the
 * amounts of promotions. A currency without a price does not offer the item.
 */

const MAX_AMOUNT = 1_000_000;

/** Whole units with at most the currency's decimals, above 0 (or from 0) up to the cap; else null. */
export function minorAmount(value: number, decimals: number, { zeroAllowed = false } = {}): number | null {
  if (!Number.isFinite(value) || value > MAX_AMOUNT || (zeroAllowed ? value < 0 : value <= 0)) return null;
  const minor = toMinor(value, decimals);
  return Math.abs(minor - value * 10 ** decimals) < 1e-6 ? minor : null;
}

/** A price as the back office edits it; a shipper's has a free-shipping limit (null: never free). */
export interface AdminPrice {
  currency: CurrencyCode;
  price: number;
  freeFrom?: number | null;
}

/** A price as stored. */
export interface StoredPrice {
  currencyCode: string;
  priceWithTax: number;
  freeFromWithTax?: number | null;
}

type DecimalsOf = (currency: string) => Promise<number>;

/**
 * The stored rows of a price list: at least one price, one a currency, each from 0 with the
 * currency's decimals (a free-shipping limit above 0). Refusals go into `problems` by field.
 */
export async function storedPriceList(
  prices: AdminPrice[],
  decimalsOf: DecimalsOf,
  problems: Record<string, string>,
): Promise<StoredPrice[]> {
  const rows: StoredPrice[] = [];
  for (const [i, p] of prices.entries()) {
    if (rows.some((q) => q.currencyCode === p.currency)) {
      problems[`prices.${i}.currency`] = shippingAdminErrors.priceDuplicate;
      continue;
    }
    const decimals = await decimalsOf(p.currency);
    const price = minorAmount(p.price, decimals, { zeroAllowed: true });
    if (price === null) problems[`prices.${i}.price`] = shippingAdminErrors.price;
    const row: StoredPrice = { currencyCode: p.currency, priceWithTax: price ?? 0 };
    if (p.freeFrom !== undefined) {
      row.freeFromWithTax = p.freeFrom === null ? null : minorAmount(p.freeFrom, decimals);
      if (p.freeFrom !== null && row.freeFromWithTax === null)
        problems[`prices.${i}.freeFrom`] = shippingAdminErrors.freeFrom;
    }
    rows.push(row);
  }
  if (prices.length === 0) problems.prices = shippingAdminErrors.pricesRequired;
  return rows;
}

/** Stored price rows of many items as the back office shows them: a lookup of one item's list. */
export async function adminPriceLists<R extends StoredPrice>(
  rows: R[],
  ownerOf: (row: R) => number,
  decimalsOf: DecimalsOf,
): Promise<(owner: number) => AdminPrice[]> {
  const decimals = new Map<string, number>();
  for (const p of rows)
    if (!decimals.has(p.currencyCode)) decimals.set(p.currencyCode, await decimalsOf(p.currencyCode));
  return (owner) =>
    rows
      .filter((p) => ownerOf(p) === owner)
      .sort((a, b) => a.currencyCode.localeCompare(b.currencyCode))
      .map((p) => {
        const d = decimals.get(p.currencyCode)!;
        const price: AdminPrice = {
          currency: p.currencyCode as CurrencyCode,
          price: toMajor(p.priceWithTax, d),
        };
        if (p.freeFromWithTax !== undefined)
          price.freeFrom = p.freeFromWithTax === null ? null : toMajor(p.freeFromWithTax, d);
        return price;
      });
}
