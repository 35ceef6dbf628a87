import type { Order } from '@shop/contract';
import { CURRENCIES, toMajor } from '@shop/rules';
import { toMinorUnits } from '../catalog/price';

/** One line of a purchase event (the analytics e-commerce item). */
export interface PurchaseItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
}

/** The `purchase` event pushed to `window.dataLayer` once per order code. */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: string;
    tax: number;
    shipping: number;
    coupon?: string;
    items: PurchaseItem[];
  };
}

/**
 * The purchase event of an order. Its value is the purchase revenue: items plus
 * shipping plus payment, with tax (summed in minor units, so no float error creeps in).
 */
export function purchaseEvent(order: Order): PurchaseEvent {
  const code = order.currencyCode;
  const places = CURRENCIES[code].decimalPlaces;
  const major = (minor: number) => toMajor(minor, places);
  const minor = (amount: number) => toMinorUnits(amount, code);
  const value =
    minor(order.prices.itemsWithTax) + minor(order.prices.shipperPrice) + minor(order.prices.paymentPrice);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.code,
      value: major(value),
      currency: code,
      tax: major(minor(order.prices.totalWithTax) - minor(order.prices.totalWithoutTax)),
      shipping: order.prices.shipperPrice,
      ...(order.couponCode ? { coupon: order.couponCode } : {}),
      items: order.items
        .filter((i) => i.kind === 'item')
        .map((i) => ({
          item_id: i.catalogCode,
          item_name: i.name,
          item_variant: i.variantName,
          price: i.prices.unitWithTax,
          quantity: i.amount,
        })),
    },
  };
}
