import type { Cart, Product } from '@shop/contract';
import { CZK, toMinor } from '@shop/rules';
import type { orderItems } from './tables.ts';

/**
 * The order's lines from the priced cart: its items, then its gifts, with the catalogue's names
 * and codes from the products the cart was priced from. Money in minor units.
 */
export function orderLines(
  orderId: number,
  cart: Cart,
  products: Map<number, Product>,
  minor: (major: number) => number,
): (typeof orderItems.$inferInsert)[] {
  const items = cart.items.map((i) => ({
    orderId,
    kind: 'item' as const,
    productId: i.productId,
    variantId: i.variantId,
    productName: i.product.name,
    variantName: i.variant.name,
    catalogCode: i.variant.catalogCode,
    ean: products.get(i.productId)?.variants.find((v) => v.id === i.variantId)?.ean ?? null,
    unit: i.variant.unit,
    amount: i.amount,
    quantityDecimals: i.availability.quantityDecimals,
    unitWithTax: minor(i.prices.unitWithTax),
    unitWithoutTax: minor(i.prices.unitWithoutTax),
    totalWithTax: minor(i.prices.totalWithTax),
    totalWithoutTax: minor(i.prices.totalWithoutTax),
    freePieces: i.freePieces,
    // Loyalty credits are crowns: a line bought with them keeps what it took, in minor units of CZK.
    creditsPaid: i.forCredits && i.creditPrice ? toMinor(i.creditPrice * i.amount, CZK.decimalPlaces) : 0,
  }));
  const gifts = cart.gifts.map((gift) => {
    const product = [...products.values()].find((p) => p.variants.some((v) => v.id === gift.variantId));
    const variant = product?.variants.find((v) => v.id === gift.variantId);
    // The cart was just priced from these products, so the gift's variant is among them.
    if (!product || !variant) throw new Error(`gift ${gift.id} lost its variant ${gift.variantId}`);
    return {
      orderId,
      kind: 'gift' as const,
      productId: product.id,
      variantId: variant.id,
      productName: gift.name,
      variantName: variant.name,
      catalogCode: variant.catalogCode,
      ean: variant.ean,
      unit: variant.unit,
      amount: 1,
      unitWithTax: minor(gift.priceWithTax),
      unitWithoutTax: minor(gift.priceWithoutTax),
      totalWithTax: minor(gift.priceWithTax),
      totalWithoutTax: minor(gift.priceWithoutTax),
      freePieces: 0,
    };
  });
  return [...items, ...gifts];
}
