import type { Product } from '@shop/contract';
import type { PriceDisplay } from '../currency';
import { buttonState, priceView, stockText } from '../product/view';

/** One variant the variant-choice dialog of a product box offers when adding to cart. */
export interface VariantChoice {
  id: number;
  name: string;
  /** The price in the visitor's VAT display, and the other one when both are shown. */
  price: string;
  secondaryPrice: string | null;
  /** 'Skladem >5 ks' as the product box words it, or null when not in stock. */
  stock: string | null;
  /** Why it cannot be added ('notAvailable'), or null when it can. */
  unavailable: 'notAvailable' | 'variantRequired' | null;
}

function stockLine(v: Product['variants'][number]): string | null {
  const stock = stockText(v);
  return stock === null ? null : `${v.availability.availability} ${stock} ${v.unit}`;
}

/** The variants of a product as the dialog lists them, in the product's variant order. */
export function variantChoices(product: Product, display: PriceDisplay): VariantChoice[] {
  return product.variants.map((v) => {
    const price = priceView(v.prices, display);
    const button = buttonState(v, product.visibility.saleable);
    return {
      id: v.id,
      name: v.name,
      price: price.main,
      secondaryPrice: price.secondary,
      stock: stockLine(v),
      unavailable: button.disabled ? button.tooltip : null,
    };
  });
}
