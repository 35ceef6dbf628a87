import type { Order } from '@shop/contract';
import { CURRENCIES, toMajor, toMinor } from '@shop/rules';

export const purchaseReportServices = ['shop-certification', 'comparison-shopping'] as const;
export type PurchaseReportService = (typeof purchaseReportServices)[number];

/**
 * Reports a finished purchase to an outside service:
 * shop certification (the satisfaction questionnaire sent to the buyer) and comparison shopping
 * (the conversion of an order). A failure throws, so the job that called it is retried.
 */
export interface PurchaseReporter {
  readonly service: PurchaseReportService;
  report(order: Order): Promise<void>;
}

export const isPurchaseReportService = (s: string): s is PurchaseReportService =>
  (purchaseReportServices as readonly string[]).includes(s);

const bought = (order: Order) => order.items.filter((i) => i.kind === 'item');

/** Shop certification: who bought which products (variant catalogue codes). */
export function shopCertificationReport(order: Order) {
  return {
    email: order.customer.email,
    orderId: order.code,
    productItemIds: [...new Set(bought(order).map((i) => i.catalogCode))],
  };
}

/**
 * Comparison shopping: the order's revenue, items plus shipping plus payment with tax,
 * summed in minor units and given in major units of the order's currency, and its products.
 */
export function comparisonShoppingReport(order: Order) {
  const places = CURRENCIES[order.currencyCode].decimalPlaces;
  const minor = (major: number) => toMinor(major, places);
  const major = (m: number) => toMajor(m, places);
  const p = order.prices;
  return {
    orderId: order.code,
    revenue: major(minor(p.itemsWithTax) + minor(p.shipperPrice) + minor(p.paymentPrice)),
    currencyCode: order.currencyCode,
    products: bought(order).map((i) => ({
      itemId: i.catalogCode,
      name: i.name,
      unitPrice: i.prices.unitWithTax,
      quantity: i.amount,
    })),
  };
}
