import { z } from 'zod';
import { currencyCodes } from './headers.ts';
import { pageMeta } from './page-meta.ts';

/**
 * Money in API responses: a number in major units (crowns, euros) rounded to the currency's decimal
 * places, as the API's price fields are. Inside the backend every amount is integer minor units;
 * conversion happens only at the edge (`toMajor`/`toMinor` in the rules package).
 */
export const money = z.number();

export const image = z.object({ path: z.string(), alt: z.string(), title: z.string().nullable() });
export type Image = z.infer<typeof image>;

export const quantityPrice = z.object({
  fromAmount: z.number().int().positive(),
  unitWithTax: money,
  unitWithoutTax: money,
});

const withAndWithoutTax = z.object({ withTax: money, withoutTax: money });

/** `prices`, for `quantity` pieces of one variant in the request's currency and the customer's group. */
export const prices = z.object({
  currencyCode: z.enum(currencyCodes),
  vatRate: z.number(),
  unitWithTax: money,
  unitWithoutTax: money,
  /** Price before the discount; equal to the unit price when not discounted. */
  unitOriginalWithTax: money,
  unitOriginalWithoutTax: money,
  originalWithTax: money,
  originalWithoutTax: money,
  totalWithTax: money,
  totalWithoutTax: money,
  /** Whole percent, rounded. 0 when not discounted. */
  percentageDiscount: z.number().int(),
  inDiscount: z.boolean(),
  quantityPrices: z.array(quantityPrice),
  attributes: z.object({
    recommended_price: withAndWithoutTax.nullable(),
    /** EU price-indication rule: lowest unit price of the 30 days before the discount began. Set when inDiscount. */
    lowest_price_30_days: withAndWithoutTax.nullable(),
  }),
});
export type Prices = z.infer<typeof prices>;

/** `availability`. `stock` is null when stock is not checked (shown as unlimited). */
export const availability = z.object({
  isAvailable: z.boolean(),
  availabilityCode: z.string(),
  soldAvailabilityCode: z.string(),
  amountMin: z.number().int().positive(),
  amountMax: z.number().int().positive().nullable(),
  /**
   * Decimals a shopper may type. Amounts (amountMin, amountMax, cart amounts) are integers in the
   * smallest orderable unit, 10^quantityDecimals of them to a shown unit; prices are per shown unit.
   */
  quantityDecimals: z.number().int().min(0).max(3).default(0),
  stock: z.number().int().nullable(),
  checkStock: z.boolean(),
  delayDays: z.number().int().min(0),
  availability: z.string(),
  soldAvailability: z.string(),
});
export type Availability = z.infer<typeof availability>;

export const tag = z.object({
  id: z.number().int(),
  code: z.string(),
  text: z.string(),
  color: z.string(),
  visibility: z.object({ catalog: z.boolean(), content: z.boolean() }),
});
export type Tag = z.infer<typeof tag>;

/** `content.parameters`: a parameter (entityId) and the ids of its chosen values. */
export const parameterRef = z.object({ entityId: z.number().int(), values: z.array(z.number().int()) });

/** A parameter with the names of its values, for display (detail table, variant picker, facets). */
export const parameterDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['select', 'color', 'number']),
  unit: z.string().nullable(),
  variantDefining: z.boolean(),
  values: z.array(z.object({ id: z.number().int(), name: z.string(), colorHex: z.string().nullable() })),
});
export type ParameterDetail = z.infer<typeof parameterDetail>;

export const variant = z.object({
  id: z.number().int(),
  name: z.string(),
  fullname: z.string(),
  catalogCode: z.string(),
  marketingCode: z.string(),
  ean: z.string().nullable(),
  unit: z.string(),
  isDefault: z.boolean(),
  mainImage: image.nullable(),
  availability,
  warehouses: z.array(
    z.object({
      id: z.number().int(),
      stock: z.number().int(),
      virtual: z.boolean(),
      shipper: z.string().nullable(),
    }),
  ),
  prices,
  /** Prices for everyone (no customer group), to show what a group saves. */
  defaultPrices: prices,
  quantity: z.number().int().positive(),
  content: z.object({ parameters: z.array(parameterRef) }),
});
export type Variant = z.infer<typeof variant>;

export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  perex: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  catalogCode: z.string(),
  marketingCode: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** Category path from the root, ' > '-joined. */
  categoryFullname: z.string(),
  breadcrumb: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  brand: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  mainImage: image.nullable(),
  images: z.array(image),
  /** 0 to 100. */
  rating: z.number().int().min(0).max(100),
  ratingCount: z.number().int().min(0),
  tags: z.array(tag),
  visibility: z.object({ saleable: z.boolean() }),
  /**
   * Its price in loyalty credits (whole crowns' worth) when logged-in customers may buy it with
   * them ('Koupit za kredity', POST /api/v1/cart/items with credits: true); null: they may not.
   */
  creditPrice: z.number().int().positive().nullable().optional(),
  /**
   * The free order gifts one piece of the default variant earns (its unit price reaches the gift's
   * threshold); `isAvailable`: the gift can be sent now. An available one is the 'Dárek zdarma' tag.
   */
  gifts: z.array(z.object({ id: z.number().int(), name: z.string(), isAvailable: z.boolean() })),
  /** Shipper codes that carry this product for free. */
  freeShippers: z.array(z.string()),
  /**
   * Its promotions; `active: false` is one whose last day has passed but is still on the product
   * (the 'Akce skončila' tag), and the cart no longer gives it.
   */
  discounts: z.array(z.object({ isNPlusOne: z.boolean(), active: z.boolean(), name: z.string() })),
  hasVariants: z.boolean(),
  defaultVariantId: z.number().int(),
  /** With include=variants; otherwise empty. */
  variants: z.array(variant),
  /** Ids of the variants that differ by colour (alternatives, ids of colour variants). */
  alternatives: z.array(z.number().int()),
  unit: z.string(),
  /** Of the default variant. */
  prices,
  availability,
  parameters: z.array(parameterDetail),
  content: z.object({
    parameters: z.array(parameterRef),
    product_box_hover_image: z.object({ fileKey: z.string() }).nullable(),
    date_of_storage: z.array(
      z.object({ date_of_storage: z.string(), amount: z.number(), embeddedUuid: z.string() }),
    ),
  }),
  /** SEO data of the detail page; when absent the storefront uses name and perex. */
  page_meta: pageMeta.optional(),
});
export type Product = z.infer<typeof product>;
