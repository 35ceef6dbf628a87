import { describe, expect, it } from 'vitest';
import type { ProductBox } from '@shop/contract';
import { recommendedProduct } from './recommended-product';

const box = (over: Partial<ProductBox> = {}): ProductBox => ({
  id: 7,
  name: 'Aloe gel 100 ml',
  slug: 'aloe-gel-100-ml',
  catalogCode: 'KAT-7',
  mainImage: { path: 'products/aloe.svg', alt: 'Aloe gel', title: null },
  hoverImage: null,
  rating: 0,
  ratingCount: 0,
  tags: [],
  unit: 'ks',
  variantId: 70,
  defaultVariantId: 70,
  variantCount: 1,
  colourCount: 0,
  hasQuantityPrices: false,
  freeShipping: false,
  nPlusOne: null,
  giftFree: false,
  saleEnded: false,
  saleable: true,
  prices: {
    currencyCode: 'CZK',
    vatRate: 21,
    unitWithTax: 249,
    unitWithoutTax: 205.79,
    unitOriginalWithTax: 299,
    unitOriginalWithoutTax: 247.11,
    originalWithTax: 299,
    originalWithoutTax: 247.11,
    totalWithTax: 249,
    totalWithoutTax: 205.79,
    percentageDiscount: 17,
    inDiscount: true,
    quantityPrices: [],
    attributes: { recommended_price: null, lowest_price_30_days: null },
  },
  availability: {
    isAvailable: true,
    availabilityCode: 'skladem',
    soldAvailabilityCode: 'vyprodano',
    amountMin: 1,
    amountMax: null,
    quantityDecimals: 0,
    stock: 12,
    checkStock: true,
    delayDays: 0,
    availability: 'Skladem',
    soldAvailability: 'Vyprodáno',
  },
  ...over,
});

describe('a recommendation box', () => {
  it('carries display-ready texts: the link, both prices, the higher original price, availability', () => {
    const p = recommendedProduct(box(), 'cs');
    expect(p).toMatchObject({
      id: 7,
      variantId: 70,
      name: 'Aloe gel 100 ml',
      href: '/produkt/aloe-gel-100-ml',
      availability: 'Skladem',
      addable: true,
    });
    expect(p.withVat).toMatch(/^249\s*Kč$/);
    expect(p.withoutVat).toMatch(/^205,79\s*Kč$/);
    expect(p.originalWithVat).toMatch(/^299\s*Kč$/);
    expect(p.image?.srcSet).toContain('2x');
  });

  it('links to the offered variant when it is not the default, in the locale', () => {
    expect(recommendedProduct(box({ variantId: 71 }), 'sk').href).toBe(
      '/sk/produkt/aloe-gel-100-ml?variant_id=71',
    );
  });

  it('no original price when it is not higher', () => {
    const p = box();
    const same = recommendedProduct(
      { ...p, prices: { ...p.prices, unitOriginalWithTax: 249, unitOriginalWithoutTax: 205.79 } },
      'cs',
    );
    expect(same.originalWithVat).toBeNull();
    expect(same.originalWithoutVat).toBeNull();
  });

  it('sends to the detail what needs a choice: variants, a minimum amount, quantity prices, no sale', () => {
    const p = box();
    expect(recommendedProduct(box({ variantCount: 3 }), 'cs').addable).toBe(false);
    expect(recommendedProduct(box({ availability: { ...p.availability, amountMin: 3 } }), 'cs').addable).toBe(
      false,
    );
    expect(recommendedProduct(box({ hasQuantityPrices: true }), 'cs').addable).toBe(false);
    expect(recommendedProduct(box({ saleable: false }), 'cs').addable).toBe(false);
    expect(
      recommendedProduct(box({ availability: { ...p.availability, isAvailable: false } }), 'cs').addable,
    ).toBe(false);
  });
});
