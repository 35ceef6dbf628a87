import type { TaxDocumentLine } from '@shop/contract';
import { lineVat, VAT_RATES, withoutVat } from '@shop/rules';
import { lineVatRate } from './line-vat-rate.ts';
import type { OrderItemRow, OrderRow } from './service.ts';

/**
 * The lines of an order's tax documents, made from what the order stored when it was placed (never
 * from the catalogue's prices of today). Money is minor units of the order's currency, with VAT.
 *
 * An order keeps each price with and without VAT, not the rate: a line's rate is the one that
 * turns its price with VAT into the price without VAT it stored (lineVatRate). A line of nothing
 * (a free gift) takes the order's main rate, a charge whose rate cannot be told the standard one.
 *
 * A discount (the coupon) and loyalty credits are negative lines, one per VAT rate, so that each
 * rate's base falls by its share: the coupon is shared out over the goods in proportion to their
 * totals with VAT at each rate (it was taken off the goods), the credits over what they paid for,
 * the goods after the coupon and the gifts; the haléře left by rounding go to the largest shares.
 * Shipping and the payment surcharge keep the rate they were charged at.
 */

/** A line before its VAT is worked out from its price with VAT. */
export interface LineDraft {
  name: string;
  code: string | null;
  /** In the smallest orderable unit (see quantityDecimals). */
  amount: number;
  /** The decimals of a metric line's shown quantity; none (whole pieces) unless given. */
  quantityDecimals?: number;
  unit: string;
  unitWithoutTax: number;
  vatRate: number;
  totalWithTax: number;
}

/** The document line of a draft: base and tax from the price with VAT, as the recapitulation does. */
export function documentLine(d: LineDraft): TaxDocumentLine {
  const figures = lineVat({ totalWithTax: d.totalWithTax, vatRate: d.vatRate });
  return {
    name: d.name,
    code: d.code,
    amount: d.amount,
    quantityDecimals: d.quantityDecimals ?? 0,
    unit: d.unit,
    unitWithoutTax: d.unitWithoutTax,
    vatRate: d.vatRate,
    totalWithoutTax: figures.totalWithoutTax,
    vatAmount: figures.vatAmount,
    totalWithTax: figures.totalWithTax,
  };
}

/**
 * `total` shared out in proportion to the weights (largest remainder): the shares add up to the
 * total exactly, and a total equal to the weights' sum gives each its weight. Weights of nothing
 * or below get nothing; with none above nothing, everything goes to `fallback`.
 */
export function shareOut(
  total: number,
  weights: ReadonlyMap<number, number>,
  fallback: number,
): Map<number, number> {
  const positive = [...weights].filter(([, w]) => w > 0);
  const sum = positive.reduce((s, [, w]) => s + w, 0);
  if (total === 0) return new Map();
  if (sum === 0) return new Map([[fallback, total]]);
  const sign = Math.sign(total);
  const whole = Math.abs(total);
  const parts = positive.map(([key, w]) => {
    const exact = (whole * w) / sum;
    return { key, share: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = whole - parts.reduce((s, p) => s + p.share, 0);
  for (const p of [...parts].sort((a, b) => b.rest - a.rest || b.share - a.share)) {
    if (left === 0) break;
    p.share += 1;
    left -= 1;
  }
  return new Map(parts.filter((p) => p.share !== 0).map((p) => [p.key, sign * p.share]));
}

/** Sums of line totals (with VAT) per rate. */
export function totalsByRate(
  lines: readonly { vatRate: number; totalWithTax: number }[],
): Map<number, number> {
  const totals = new Map<number, number>();
  for (const l of lines) totals.set(l.vatRate, (totals.get(l.vatRate) ?? 0) + l.totalWithTax);
  return totals;
}

/** The rate that carries most of the goods (the higher on a tie); `fallback` without goods. */
export function mainRateOf(
  goods: readonly { vatRate: number; totalWithTax: number }[],
  fallback: number,
): number {
  const ranked = [...totalsByRate(goods)].sort(([ra, a], [rb, b]) => b - a || rb - ra);
  return ranked[0]?.[0] ?? fallback;
}

/** A goods line's name: the product, and its variant when that says more. */
export function itemName(item: Pick<OrderItemRow, 'kind' | 'productName' | 'variantName'>): string {
  const name =
    item.variantName && item.variantName !== item.productName && !item.productName.includes(item.variantName)
      ? `${item.productName} – ${item.variantName}`
      : item.productName;
  return item.kind === 'gift' ? `Dárek: ${name}` : name;
}

export const FREE_PIECES_SUFFIX = ' – zdarma v akci';
/** A line bought with loyalty credits: its money price is 0. */
export const PAID_WITH_CREDITS_SUFFIX = ' – uhrazeno kredity';
export const couponLineName = (couponCode: string | null) =>
  couponCode ? `Sleva – kupón ${couponCode}` : 'Sleva';
export const CREDITS_LINE_NAME = 'Věrnostní kredity';
export const shippingLineName = (row: Pick<OrderRow, 'shipperName'>) => `Doprava – ${row.shipperName}`;
export const paymentLineName = (row: Pick<OrderRow, 'paymentName'>) =>
  `Příplatek za platbu – ${row.paymentName}`;

/** The order's goods, gifts, discounts and charges as drafts, each part apart. */
export interface OrderLineDrafts {
  /** A goods line per bought line (and one of the free pieces of an 'N+1' promotion). */
  items: { item: OrderItemRow; drafts: LineDraft[] }[];
  gifts: { item: OrderItemRow; drafts: LineDraft[] }[];
  /** The coupon's discount per rate (negative). */
  discount: Map<number, number>;
  /** Loyalty credits per rate (negative). */
  credits: Map<number, number>;
  shipping: LineDraft | null;
  payment: LineDraft | null;
  mainRate: number;
}

/** What of an order makes its documents' lines. */
export type OrderForLines = Pick<
  OrderRow,
  | 'couponCode'
  | 'discountWithTax'
  | 'creditsUsed'
  | 'shipperName'
  | 'shipperPriceWithTax'
  | 'shipperPriceWithoutTax'
  | 'paymentName'
  | 'paymentPriceWithTax'
  | 'paymentPriceWithoutTax'
>;

const STANDARD_RATE = VAT_RATES.CZ.standard ?? 21;

/** A one-piece charge's rate, from its price with and without VAT. */
const chargeRate = (withTax: number, withoutTax: number) =>
  lineVatRate({
    unitWithTax: withTax,
    unitWithoutTax: withoutTax,
    totalWithTax: withTax,
    totalWithoutTax: withoutTax,
  });

/** The order's lines in parts. */
export function orderLineDrafts(order: OrderForLines, items: readonly OrderItemRow[]): OrderLineDrafts {
  const standard = STANDARD_RATE;
  const priced = items.map((item) => ({ item, rate: lineVatRate(item) }));
  const mainRate = mainRateOf(
    priced.flatMap(({ item, rate }) =>
      item.kind === 'item' && rate !== null ? [{ vatRate: rate, totalWithTax: item.totalWithTax }] : [],
    ),
    standard,
  );
  const draftsOf = (item: OrderItemRow, rate: number | null): LineDraft[] => {
    const vatRate = rate ?? mainRate;
    const paid = item.amount - item.freePieces;
    const name = `${itemName(item)}${item.creditsPaid > 0 ? PAID_WITH_CREDITS_SUFFIX : ''}`;
    const base = {
      code: item.catalogCode,
      unit: item.unit,
      quantityDecimals: item.quantityDecimals,
      vatRate,
    };
    const drafts: LineDraft[] = [
      { ...base, name, amount: paid, unitWithoutTax: item.unitWithoutTax, totalWithTax: item.totalWithTax },
    ];
    if (item.freePieces > 0) {
      drafts.push({
        ...base,
        name: `${name}${FREE_PIECES_SUFFIX}`,
        amount: item.freePieces,
        unitWithoutTax: 0,
        totalWithTax: 0,
      });
    }
    return drafts;
  };
  const goods = priced
    .filter(({ item }) => item.kind === 'item')
    .map(({ item, rate }) => ({ item, drafts: draftsOf(item, rate) }));
  const gifts = priced
    .filter(({ item }) => item.kind === 'gift')
    .map(({ item, rate }) => ({ item, drafts: draftsOf(item, rate) }));

  const goodsByRate = totalsByRate(goods.flatMap((g) => g.drafts));
  const discount = shareOut(-order.discountWithTax, goodsByRate, mainRate);
  const creditBase = totalsByRate([
    ...goods.flatMap((g) => g.drafts),
    ...gifts.flatMap((g) => g.drafts),
    ...[...discount].map(([vatRate, totalWithTax]) => ({ vatRate, totalWithTax })),
  ]);
  const credits = shareOut(-order.creditsUsed, creditBase, mainRate);

  const charge = (name: string, withTax: number, withoutTax: number): LineDraft | null =>
    withTax === 0
      ? null
      : {
          name,
          code: null,
          amount: 1,
          unit: 'ks',
          unitWithoutTax: withoutTax,
          vatRate: chargeRate(withTax, withoutTax) ?? standard,
          totalWithTax: withTax,
        };
  return {
    items: goods,
    gifts,
    discount,
    credits,
    shipping: charge(shippingLineName(order), order.shipperPriceWithTax, order.shipperPriceWithoutTax),
    payment: charge(paymentLineName(order), order.paymentPriceWithTax, order.paymentPriceWithoutTax),
    mainRate,
  };
}

/** A one-piece line of a sum at a rate (a discount, credits, a refund's part). */
export function sumLine(name: string, vatRate: number, totalWithTax: number): LineDraft {
  return {
    name,
    code: null,
    amount: Math.sign(totalWithTax) < 0 ? -1 : 1,
    unit: 'ks',
    unitWithoutTax: Math.abs(withoutVat(totalWithTax, vatRate)),
    vatRate,
    totalWithTax,
  };
}

/** Rates highest first, as the recapitulation lists them. */
const byRate = (m: ReadonlyMap<number, number>) => [...m].sort(([a], [b]) => b - a);

/** The invoice's lines: goods, gifts, the discount and credits per rate, shipping, payment. */
export function invoiceLineDrafts(order: OrderForLines, d: OrderLineDrafts): LineDraft[] {
  return [
    ...d.items.flatMap((g) => g.drafts),
    ...d.gifts.flatMap((g) => g.drafts),
    ...byRate(d.discount).map(([rate, total]) => sumLine(couponLineName(order.couponCode), rate, total)),
    ...byRate(d.credits).map(([rate, total]) => sumLine(CREDITS_LINE_NAME, rate, total)),
    ...(d.shipping ? [d.shipping] : []),
    ...(d.payment ? [d.payment] : []),
  ];
}
