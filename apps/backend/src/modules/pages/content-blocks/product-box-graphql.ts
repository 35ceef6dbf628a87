import type { ProductBox } from '@shop/contract';
import { builder } from '../../publishing/index.ts';

/** The catalogue's product box inside content blocks, field for field as listings serve it. */

type Prices = ProductBox['prices'];
type WithAndWithout = NonNullable<Prices['attributes']['recommended_price']>;

const ProductBoxImage = builder.objectRef<NonNullable<ProductBox['mainImage']>>('ProductBoxImage').implement({
  fields: (t) => ({
    path: t.exposeString('path'),
    alt: t.exposeString('alt'),
    title: t.exposeString('title', { nullable: true }),
  }),
});

const TagVisibility = builder
  .objectRef<ProductBox['tags'][number]['visibility']>('ProductBoxTagVisibility')
  .implement({
    fields: (t) => ({ catalog: t.exposeBoolean('catalog'), content: t.exposeBoolean('content') }),
  });

const ProductBoxTag = builder.objectRef<ProductBox['tags'][number]>('ProductBoxTag').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    text: t.exposeString('text'),
    color: t.exposeString('color'),
    visibility: t.field({ type: TagVisibility, resolve: (g) => g.visibility }),
  }),
});

const QuantityPrice = builder
  .objectRef<Prices['quantityPrices'][number]>('ProductBoxQuantityPrice')
  .implement({
    fields: (t) => ({
      fromAmount: t.exposeInt('fromAmount'),
      unitWithTax: t.exposeFloat('unitWithTax'),
      unitWithoutTax: t.exposeFloat('unitWithoutTax'),
    }),
  });

const PriceWithAndWithoutTax = builder.objectRef<WithAndWithout>('ProductBoxPricePair').implement({
  fields: (t) => ({ withTax: t.exposeFloat('withTax'), withoutTax: t.exposeFloat('withoutTax') }),
});

const PriceAttributes = builder.objectRef<Prices['attributes']>('ProductBoxPriceAttributes').implement({
  fields: (t) => ({
    recommended_price: t.field({
      type: PriceWithAndWithoutTax,
      nullable: true,
      resolve: (a) => a.recommended_price,
    }),
    lowest_price_30_days: t.field({
      type: PriceWithAndWithoutTax,
      nullable: true,
      resolve: (a) => a.lowest_price_30_days,
    }),
  }),
});

const PricesType = builder.objectRef<Prices>('ProductBoxPrices').implement({
  description: 'Prices in the request currency (x-currency), default price list, major units',
  fields: (t) => ({
    currencyCode: t.exposeString('currencyCode'),
    vatRate: t.exposeFloat('vatRate'),
    unitWithTax: t.exposeFloat('unitWithTax'),
    unitWithoutTax: t.exposeFloat('unitWithoutTax'),
    unitOriginalWithTax: t.exposeFloat('unitOriginalWithTax'),
    unitOriginalWithoutTax: t.exposeFloat('unitOriginalWithoutTax'),
    originalWithTax: t.exposeFloat('originalWithTax'),
    originalWithoutTax: t.exposeFloat('originalWithoutTax'),
    totalWithTax: t.exposeFloat('totalWithTax'),
    totalWithoutTax: t.exposeFloat('totalWithoutTax'),
    percentageDiscount: t.exposeInt('percentageDiscount'),
    inDiscount: t.exposeBoolean('inDiscount'),
    quantityPrices: t.field({ type: [QuantityPrice], resolve: (p) => p.quantityPrices }),
    attributes: t.field({ type: PriceAttributes, resolve: (p) => p.attributes }),
  }),
});

const AvailabilityType = builder.objectRef<ProductBox['availability']>('ProductBoxAvailability').implement({
  fields: (t) => ({
    isAvailable: t.exposeBoolean('isAvailable'),
    availabilityCode: t.exposeString('availabilityCode'),
    soldAvailabilityCode: t.exposeString('soldAvailabilityCode'),
    amountMin: t.exposeInt('amountMin'),
    amountMax: t.exposeInt('amountMax', { nullable: true }),
    stock: t.exposeInt('stock', { nullable: true }),
    checkStock: t.exposeBoolean('checkStock'),
    delayDays: t.exposeInt('delayDays'),
    availability: t.exposeString('availability'),
    soldAvailability: t.exposeString('soldAvailability'),
  }),
});

export const ProductBoxType = builder.objectRef<ProductBox>('ProductBox').implement({
  description: 'A product as a box in a list: picture, name, rating, tags, prices and availability',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    catalogCode: t.exposeString('catalogCode'),
    mainImage: t.field({ type: ProductBoxImage, nullable: true, resolve: (p) => p.mainImage }),
    hoverImage: t.field({ type: ProductBoxImage, nullable: true, resolve: (p) => p.hoverImage }),
    rating: t.exposeInt('rating'),
    ratingCount: t.exposeInt('ratingCount'),
    tags: t.field({ type: [ProductBoxTag], resolve: (p) => p.tags }),
    unit: t.exposeString('unit'),
    variantId: t.exposeInt('variantId'),
    defaultVariantId: t.exposeInt('defaultVariantId'),
    variantCount: t.exposeInt('variantCount'),
    colourCount: t.exposeInt('colourCount'),
    hasQuantityPrices: t.exposeBoolean('hasQuantityPrices'),
    freeShipping: t.exposeBoolean('freeShipping'),
    nPlusOne: t.exposeInt('nPlusOne', { nullable: true }),
    giftFree: t.exposeBoolean('giftFree'),
    saleEnded: t.exposeBoolean('saleEnded'),
    saleable: t.exposeBoolean('saleable'),
    prices: t.field({ type: PricesType, resolve: (p) => p.prices }),
    availability: t.field({ type: AvailabilityType, resolve: (p) => p.availability }),
  }),
});
