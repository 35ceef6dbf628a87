import { sql } from 'drizzle-orm';
import { VAT_RATES, lineTotal, withoutVat, toMajor, toMinor } from '@shop/rules';
import type { Prices } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query.ts';
import { sqlIntArray, sqlTextArray } from '../../../db/sql-arrays.ts';
import { currencyDecimals, vatPercent } from '../../settings/index.ts';
import type { PriceContext } from '../../../http/price-context.ts';

/** The shop's country: VAT rates are those of the Czech Republic whatever the currency. */
const SHOP_COUNTRY = { alpha3: 'CZE', rules: 'CZ' } as const;

/** One price row as stored (minor units with VAT), with what is needed to present it. */
export interface PriceInput {
  currency: Prices['currencyCode'];
  decimalPlaces: number;
  vatRate: number;
  unitWithTax: number;
  /** Price before the discount; counts only when above the unit price. */
  originalWithTax: number | null;
  recommendedWithTax: number | null;
  quantityPrices: { fromAmount: number; unitWithTax: number }[];
  /** Lowest unit price of the 30 days before the discount began (price history), if any. */
  lowest30DaysWithTax: number | null;
  /** In the smallest orderable unit; the unit prices are per shown unit. */
  quantity: number;
  /** 10^quantityDecimals amounts make a shown unit (metric goods); 0 by default. */
  quantityDecimals?: number;
}

/** The contract's `prices` object from one price row: pure, so the rules are table-tested. */
export function presentPrices(p: PriceInput): Prices {
  const major = (minor: number) => toMajor(minor, p.decimalPlaces);
  const net = (minor: number) => major(withoutVat(minor, p.vatRate));
  const pair = (minor: number) => ({ withTax: major(minor), withoutTax: net(minor) });
  const quantityPrices = [...p.quantityPrices].sort((a, b) => a.fromAmount - b.fromAmount);
  // The volume price of the largest step the quantity reaches.
  const step = quantityPrices.filter((q) => q.fromAmount <= p.quantity).at(-1);
  const unit = step && step.unitWithTax < p.unitWithTax ? step.unitWithTax : p.unitWithTax;
  const inDiscount = p.originalWithTax !== null && p.originalWithTax > p.unitWithTax;
  const unitOriginal = inDiscount ? (p.originalWithTax as number) : unit;
  const percentageDiscount = inDiscount ? Math.round(((unitOriginal - unit) * 100) / unitOriginal) : 0;
  const times = (minor: number) => lineTotal(minor, p.quantity, p.quantityDecimals ?? 0);
  return {
    currencyCode: p.currency,
    vatRate: p.vatRate,
    unitWithTax: major(unit),
    unitWithoutTax: net(unit),
    unitOriginalWithTax: major(unitOriginal),
    unitOriginalWithoutTax: net(unitOriginal),
    originalWithTax: major(times(unitOriginal)),
    originalWithoutTax: net(times(unitOriginal)),
    totalWithTax: major(times(unit)),
    totalWithoutTax: net(times(unit)),
    percentageDiscount,
    inDiscount,
    quantityPrices: quantityPrices.map((q) => ({
      fromAmount: q.fromAmount,
      unitWithTax: major(q.unitWithTax),
      unitWithoutTax: net(q.unitWithTax),
    })),
    attributes: {
      recommended_price: p.recommendedWithTax === null ? null : pair(p.recommendedWithTax),
      lowest_price_30_days: inDiscount && p.lowest30DaysWithTax !== null ? pair(p.lowest30DaysWithTax) : null,
    },
  };
}

/**
 * The prices of one piece as the prices of `quantity` pieces: the volume price of the largest step
 * reached, and the totals for the quantity. The same as reading them for that quantity.
 */
export function pricesAtQuantity(
  one: Prices,
  quantity: number,
  decimalPlaces: number,
  quantityDecimals = 0,
): Prices {
  const minor = (major: number) => toMinor(major, decimalPlaces);
  return presentPrices({
    currency: one.currencyCode,
    decimalPlaces,
    vatRate: one.vatRate,
    unitWithTax: minor(one.unitWithTax),
    originalWithTax: one.inDiscount ? minor(one.unitOriginalWithTax) : null,
    recommendedWithTax: one.attributes.recommended_price && minor(one.attributes.recommended_price.withTax),
    quantityPrices: one.quantityPrices.map((q) => ({
      fromAmount: q.fromAmount,
      unitWithTax: minor(q.unitWithTax),
    })),
    lowest30DaysWithTax:
      one.attributes.lowest_price_30_days && minor(one.attributes.lowest_price_30_days.withTax),
    quantity,
    quantityDecimals,
  });
}

/** The VAT rate of a product's VAT class, in percent. */
export async function shopVatRate(db: Db, vatClass: PriceRow['vat_class']): Promise<number> {
  const percent = await vatPercent(db, SHOP_COUNTRY.alpha3, vatClass);
  return percent ?? VAT_RATES[SHOP_COUNTRY.rules][vatClass] ?? 0;
}

export interface VariantPrices {
  /** In the context's group (group price falling back to the default one). */
  prices: Prices;
  /** For everyone: what the group saves. */
  defaultPrices: Prices;
}

interface PriceRow {
  id: number;
  variant_id: number;
  customer_group: string | null;
  unit_with_tax: number;
  original_with_tax: number | null;
  recommended_with_tax: number | null;
  vat_class: 'standard' | 'reduced' | 'reduced2';
  quantity_decimals: number;
  /** Volume prices of this row, in one column rather than one more query. */
  quantity_prices: { fromAmount: number; unitWithTax: number }[];
}

/**
 * Prices of many variants in three queries: the price rows of the currency (default and the
 * context's groups) with VAT and decimals, their volume prices, and the lowest price of the 30 days
 * before each discount began. Variants without a price in the currency are left out.
 */
export async function loadVariantPrices(
  db: Db,
  variantIds: number[],
  ctx: PriceContext,
  quantity = 1,
): Promise<Map<number, VariantPrices>> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return new Map();
  const groups = ctx.groups;
  const [rows, decimalPlaces] = await Promise.all([
    queryRows<PriceRow>(
      db,
      sql`select pr.id::int as id, pr.variant_id, pr.customer_group, pr.unit_with_tax, pr.original_with_tax,
               pr.recommended_with_tax, p.vat_class, v.quantity_decimals,
               coalesce((select json_agg(json_build_object('fromAmount', q.from_amount, 'unitWithTax', q.unit_with_tax))
                           from catalog.quantity_prices q where q.price_id = pr.id), '[]'::json) as quantity_prices
          from catalog.prices pr
          join catalog.variants v on v.id = pr.variant_id
          join catalog.products p on p.id = v.product_id
         where pr.variant_id = any(${sqlIntArray(ids)}) and pr.currency_code = ${ctx.currency}
           and (pr.customer_group is null or pr.customer_group = any(${sqlTextArray(groups)}))`,
    ),
    currencyDecimals(db, ctx.currency),
  ]);
  const vatRates = new Map<string, number>();
  for (const vatClass of new Set(rows.map((r) => r.vat_class))) {
    vatRates.set(vatClass, await shopVatRate(db, vatClass));
  }

  // Per variant: the default row and the lowest of the customer's group rows.
  const byVariant = new Map<number, { base?: PriceRow; group?: PriceRow }>();
  for (const r of rows) {
    const entry = byVariant.get(r.variant_id) ?? {};
    if (r.customer_group === null) entry.base = r;
    else if (!entry.group || r.unit_with_tax < entry.group.unit_with_tax) entry.group = r;
    byVariant.set(r.variant_id, entry);
  }
  const discounted = [...byVariant.entries()]
    .filter(([, e]) => [e.base, e.group].some((r) => r && (r.original_with_tax ?? 0) > r.unit_with_tax))
    .map(([id]) => id);

  const lowestRows = await lowest30Days(db, discounted, ctx.currency);

  const present = (r: PriceRow, fallback: PriceRow, variantId: number): Prices =>
    presentPrices({
      currency: ctx.currency,
      decimalPlaces,
      vatRate: vatRates.get(r.vat_class) ?? 0,
      unitWithTax: r.unit_with_tax,
      originalWithTax: r.original_with_tax,
      recommendedWithTax: r.recommended_with_tax ?? fallback.recommended_with_tax,
      quantityPrices: r.quantity_prices,
      lowest30DaysWithTax: lowestRows.get(variantId) ?? null,
      quantity,
      quantityDecimals: r.quantity_decimals,
    });

  const out = new Map<number, VariantPrices>();
  for (const [variantId, { base, group }] of byVariant) {
    const defaultRow = base ?? group;
    if (!defaultRow || !base) continue; // a variant without a public price is not for sale
    const defaultPrices = present(base, base, variantId);
    out.set(variantId, {
      prices: group ? present(group, base, variantId) : defaultPrices,
      defaultPrices,
    });
  }
  return out;
}

/**
 * EU price-indication rule: the lowest unit price in the 30 days before the current (discounted)
 * price began, from the public price history. One query for all variants.
 */
async function lowest30Days(db: Db, variantIds: number[], currency: string): Promise<Map<number, number>> {
  if (variantIds.length === 0) return new Map();
  const rows = await queryRows<{ variant_id: number; lowest: number }>(
    db,
    sql`select h.variant_id, min(h.unit_with_tax)::int as lowest
          from catalog.price_history cur
          join catalog.price_history h
            on h.variant_id = cur.variant_id and h.currency_code = cur.currency_code and h.customer_group is null
           and h.valid_from < cur.valid_from
           and (h.valid_to is null or h.valid_to > cur.valid_from - 30)
         where cur.variant_id = any(${sqlIntArray(variantIds)}) and cur.currency_code = ${currency}
           and cur.customer_group is null and cur.valid_to is null
         group by h.variant_id`,
  );
  return new Map(rows.map((r) => [r.variant_id, r.lowest]));
}
