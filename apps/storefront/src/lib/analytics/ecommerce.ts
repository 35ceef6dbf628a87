import type { CartItem, CurrencyCode, Product, ProductBox } from '@shop/contract';
import { CURRENCIES, toMajor } from '@shop/rules';
import { toMinorUnits } from '../catalog/price';

/** An e-commerce item of the analytics data layer. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_brand?: string;
  item_category?: string;
  price: number;
  quantity: number;
  index?: number;
}

/** A data-layer event with its e-commerce part. */
export interface EcommerceEvent {
  event: string;
  ecommerce: Record<string, unknown> & { items?: AnalyticsItem[] };
}

/** The shop reports a search once its query has this many characters (the platform's default is 1). */
export const SEARCH_MIN_LENGTH = 4;

/** What the items are worth together (summed in minor units, so no float error creeps in). */
export function itemsValue(items: readonly AnalyticsItem[], currency: CurrencyCode): number {
  const minor = items.reduce((sum, i) => sum + toMinorUnits(i.price, currency) * i.quantity, 0);
  return toMajor(minor, CURRENCIES[currency].decimalPlaces);
}

export function boxItem(box: ProductBox, index: number): AnalyticsItem {
  return {
    item_id: box.catalogCode,
    item_name: box.name,
    price: box.prices.unitWithTax,
    quantity: 1,
    index,
  };
}

export function productItem(product: Product, variantId: number): AnalyticsItem {
  const variant = product.variants.find((v) => v.id === variantId);
  return {
    item_id: variant?.catalogCode ?? product.catalogCode,
    item_name: product.name,
    ...(variant && !variant.isDefault ? { item_variant: variant.name } : {}),
    ...(product.brand ? { item_brand: product.brand.name } : {}),
    item_category: product.categoryName,
    price: (variant?.prices ?? product.prices).unitWithTax,
    quantity: 1,
  };
}

export function cartLineItem(line: CartItem, quantity = line.amount): AnalyticsItem {
  return {
    item_id: line.variant.catalogCode,
    item_name: line.product.name,
    ...(line.variant.name && line.variant.name !== line.product.name
      ? { item_variant: line.variant.name }
      : {}),
    price: line.prices.unitWithTax,
    quantity,
  };
}

export function viewItemListEvent(
  listId: string,
  listName: string,
  boxes: readonly ProductBox[],
): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: { item_list_id: listId, item_list_name: listName, items: boxes.map(boxItem) },
  };
}

export function viewItemEvent(product: Product, variantId: number): EcommerceEvent {
  const item = productItem(product, variantId);
  return {
    event: 'view_item',
    ecommerce: { currency: product.prices.currencyCode, value: item.price, items: [item] },
  };
}

export function addToCartEvent(item: AnalyticsItem, currency: CurrencyCode): EcommerceEvent {
  return {
    event: 'add_to_cart',
    ecommerce: { currency, value: itemsValue([item], currency), items: [item] },
  };
}

/** Lines taken out of the cart (one, or all of them when it is emptied). */
export function removeFromCartEvent(items: readonly AnalyticsItem[], currency: CurrencyCode): EcommerceEvent {
  return {
    event: 'remove_from_cart',
    ecommerce: { currency, value: itemsValue(items, currency), items: [...items] },
  };
}

/**
 * A step of the checkout: the cart is step 0, shipping and payment 1, the delivery details 2;
 * analytics counts from 1, so the step is reported plus one. The cart step also begins the checkout.
 */
export function checkoutStepEvents(
  step: 0 | 1 | 2,
  lines: readonly CartItem[],
  currency: CurrencyCode,
): EcommerceEvent[] {
  const items = lines.map((l) => cartLineItem(l));
  const ecommerce = { currency, value: itemsValue(items, currency), items };
  const progress = { event: 'checkout_progress', ecommerce: { ...ecommerce, checkout_step: step + 1 } };
  return step === 0 ? [{ event: 'begin_checkout', ecommerce }, progress] : [progress];
}

/** The search event, when the query is long enough to be worth reporting; else none. */
export function searchEvent(query: string): { event: 'search'; search_term: string } | null {
  const term = query.trim();
  return term.length >= SEARCH_MIN_LENGTH ? { event: 'search', search_term: term } : null;
}
