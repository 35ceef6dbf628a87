import type { Product } from '@shop/contract';

/** A tag as a chip: its key, text and colour mark. */
export interface TagChipData {
  key: string;
  text: string;
  color: string;
}

/** Colour marks of the tags the shop sets itself (beside the operator's catalogue tags). */
export const SHOP_TAG_COLORS = {
  freeShipping: '#2F6FD0',
  nPlusOne: '#E8872B',
  giftFree: '#8E5BC9',
  saleEnded: '#6B7280',
} as const;

/**
 * The product page's tags from the server's judgement: an order gift one piece earns and can be
 * sent ('Dárek zdarma'), and a promotion still on the product whose last day has passed ('Akce
 * skončila').
 */
export function productTagFlags(product: Pick<Product, 'gifts' | 'discounts'>): {
  giftFree: boolean;
  saleEnded: boolean;
} {
  return {
    giftFree: product.gifts.some((g) => g.isAvailable),
    saleEnded: product.discounts.some((d) => !d.active),
  };
}

/**
 * The catalogue's chips followed by the shop's own, each of those only when it is on and no chip
 * already says the same (an operator may have tagged the product 'Dárek zdarma' by hand).
 */
export function withShopTags(
  chips: readonly TagChipData[],
  shopTags: readonly (TagChipData & { on: boolean })[],
): TagChipData[] {
  const out = [...chips];
  const said = (text: string) => out.some((c) => c.text.toLocaleLowerCase() === text.toLocaleLowerCase());
  for (const { on, ...chip } of shopTags) if (on && !said(chip.text)) out.push(chip);
  return out;
}
