import { z } from 'zod';
import { adminList } from './admin-operators.ts';
import { currencyCodes, locales } from './headers.ts';

/**
 * The product editor of the back office (/api/admin/v1/products, permission `catalogue`): finding
 * products, their texts per locale, variants, prices per currency and customer group, stock per
 * warehouse (read here, written through /api/admin/v1/stock), pictures, publishing and archiving.
 */

/** Czech texts of the editor's refusals; their codes are `product.<key>`. */
export const productEditorErrors = {
  productNotFound: 'Produkt nenalezen.',
  variantNotFound: 'Varianta tohoto produktu nenalezena.',
  slugTaken: 'Adresa (slug) „{value}“ už patří jinému produktu.',
  slugFormat: 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky.',
  codeTaken: 'Katalogový kód „{value}“ už má jiný produkt.',
  variantCodeTaken: 'Kód varianty „{value}“ už má jiná varianta.',
  nameRequired: 'Vyplňte název produktu v češtině.',
  unknownCategory: 'Kategorie č. {value} neexistuje.',
  unknownBrand: 'Značka č. {value} neexistuje.',
  unknownTag: 'Štítek č. {value} neexistuje.',
  unknownParameterValue: 'Hodnota parametru č. {value} neexistuje.',
  unknownAvailability: 'Dostupnost „{value}“ neexistuje.',
  unknownShipper: 'Dopravce „{value}“ neexistuje.',
  unknownGroup: 'Skupina zákazníků „{value}“ neexistuje.',
  amountRange: 'Nejvyšší množství nesmí být menší než nejmenší.',
  eanFormat: 'EAN musí mít 8, 12, 13 nebo 14 číslic.',
  badPrice: 'Cena musí být kladné číslo s nejvýše {value} desetinnými místy.',
  originalNotAbove: 'Původní cena musí být vyšší než cena.',
  archived: 'Produkt je archivovaný: nejdřív ho obnovte.',
  variantArchived: 'Varianta je archivovaná: nejdřív ji obnovte.',
  lastVariant: 'Produkt musí mít aspoň jednu variantu, která není archivovaná.',
  noVariant: 'Produkt nemá žádnou variantu: zveřejnit ho nejde.',
  noPrice: 'Výchozí varianta nemá cenu v Kč: bez ceny se produkt v obchodě neukáže.',
  imagePath: 'Obrázek „{value}“ nebyl nahrán.',
  imageVariant: 'Varianta č. {value} nepatří k tomuto produktu.',
  imageDuplicate: 'Obrázek „{value}“ je v galerii dvakrát.',
  priceNotFound: 'Tato cena není nastavená.',
  basePriceNeeded:
    'Cenu pro všechny u zveřejněného produktu smazat nejde, jen změnit; nejdřív produkt skryjte.',
  volumeAmount: 'Množstevní cena platí od 2 kusů výš: zadejte celé číslo aspoň 2.',
  volumeNoBase: 'Varianta nemá cenu pro všechny v {value}: množstevní cena musí být nižší než ona.',
  volumeNotBelow: 'Množstevní cena musí být nižší než cena varianty ({value}).',
  volumeTaken: 'Množstevní cena od {value} kusů už v této měně je.',
  volumeNotFound: 'Množstevní cena od {value} kusů v této měně není.',
  baseNotAboveVolume:
    'Cena musí zůstat vyšší než množstevní cena od {value} kusů: nejdřív ji upravte nebo smažte.',
  variantImage: 'Obrázek „{value}“ není v galerii produktu.',
} as const;
export type ProductEditorError = keyof typeof productEditorErrors;
export const productEditorErrorCode = (key: ProductEditorError) => `product.${key}`;

const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const id = z.number().int().positive().max(2_147_483_647);

/** GET /api/admin/v1/products: `q` finds a name (any locale), a catalogue or variant code or an EAN. */
export const adminProductQuery = z.object({
  q: z.string().trim().max(200).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  brandId: z.coerce.number().int().positive().optional(),
  visible: queryFlag.optional(),
  /** Archived products only (true), or only those not archived (false, the default). */
  archived: queryFlag.optional(),
  sort: z.enum(['name', 'catalogCode', 'updatedAt', 'id']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});
export type AdminProductQuery = z.infer<typeof adminProductQuery>;

export const adminProductSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  catalogCode: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
  visible: z.boolean(),
  saleable: z.boolean(),
  archivedAt: z.string().nullable(),
  variantCount: z.number().int(),
  /** The default variant's public price in crowns, or null. */
  priceCzk: z.number().nullable(),
  mainImage: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummary>;
export const adminProductList = adminList(adminProductSummary);

/** A product's texts in one locale; an empty name means no translation (the shop shows Czech). */
export const adminProductText = z.object({
  name: z.string().trim().max(300),
  perex: z.string().max(2000).default(''),
  /** HTML, sanitised as the shop's product description is. */
  description: z.string().max(200_000).default(''),
  seoTitle: z.string().trim().max(300).default(''),
  seoDescription: z.string().trim().max(1000).default(''),
});
export type AdminProductText = z.infer<typeof adminProductText>;
export const adminProductTexts = z.object({
  cs: adminProductText,
  sk: adminProductText,
  de: adminProductText,
});
export type AdminProductTexts = z.infer<typeof adminProductTexts>;

export const vatClasses = ['standard', 'reduced', 'reduced2'] as const;
export const productUnits = ['ks', 'bm', 'bal'] as const;

/** POST /api/admin/v1/products and PUT /api/admin/v1/products/{id}: the product itself. */
export const adminProductBody = z.object({
  slug: z.string().trim().min(1).max(200),
  catalogCode: z.string().trim().min(1).max(100),
  marketingCode: z.string().trim().max(100).default(''),
  brandId: id.nullable(),
  /** The main category. */
  categoryId: id,
  /** Further categories the product is listed in. */
  categoryIds: z.array(id).max(100).default([]),
  /** Descriptive parameter values of the product. */
  parameterValueIds: z.array(id).max(500).default([]),
  tagIds: z.array(id).max(100).default([]),
  saleable: z.boolean().default(true),
  /** Of every n + 1 pieces one is free; null: no such offer. */
  nPlusOne: z.number().int().min(1).max(100).nullable().default(null),
  /** The N+1 promotion's last day (YYYY-MM-DD, shop time, inclusive); after it 'Akce skončila'. Null: runs until removed. */
  nPlusOneUntil: z.iso.date().nullable().default(null),
  /** Price in loyalty credits (whole crowns' worth) for logged-in customers; null: not for credits. */
  creditPrice: z.number().int().min(1).max(10_000_000).nullable().default(null),
  freeShipperCodes: z.array(z.string().max(60)).max(50).default([]),
  vatClass: z.enum(vatClasses).default('standard'),
  unit: z.enum(productUnits).default('ks'),
  texts: adminProductTexts,
});
export type AdminProductBody = z.infer<typeof adminProductBody>;

/** A variant's name per locale; an empty locale falls back to Czech. */
const variantName = z.object({
  cs: z.string().trim().max(300),
  sk: z.string().trim().max(300).default(''),
  de: z.string().trim().max(300).default(''),
});

/** POST /api/admin/v1/products/{id}/variants and PUT …/variants/{variantId}. */
export const adminVariantBody = z.object({
  code: z.string().trim().min(1).max(100),
  ean: z.string().trim().max(20).nullable().default(null),
  name: variantName,
  availabilityCode: z.string().min(1).max(60),
  soldAvailabilityCode: z.string().min(1).max(60),
  /** In the smallest orderable unit (tenths of a metre with 1 decimal). */
  amountMin: z.number().int().min(1).max(100_000).default(1),
  amountMax: z.number().int().min(1).max(100_000).nullable().default(null),
  /** Decimals a shopper may type ('bm' by 0.1 m: 1); prices stay per shown unit. */
  quantityDecimals: z.number().int().min(0).max(3).default(0),
  checkStock: z.boolean().default(true),
  isDefault: z.boolean().default(false),
  position: z.number().int().min(0).max(10_000).default(0),
  /** The values that tell this variant from the others (colour, size). */
  parameterValueIds: z.array(id).max(50).default([]),
});
export type AdminVariantBody = z.infer<typeof adminVariantBody>;

/** PUT …/variants/{variantId}/prices: one price of a variant. */
export const adminVariantPriceBody = z.object({
  currency: z.enum(currencyCodes),
  /** A customer group's code; null: the price for everyone. */
  customerGroup: z.string().trim().min(1).max(60).nullable().default(null),
  price: z.number().positive().max(100_000_000),
  originalPrice: z.number().positive().max(100_000_000).nullable().default(null),
});
export type AdminVariantPriceBody = z.infer<typeof adminVariantPriceBody>;

/** DELETE …/variants/{variantId}/prices/{currency}: the customer group's price, or without one everyone's. */
export const adminVariantPriceRemoveQuery = z.object({
  customerGroup: z.string().trim().min(1).max(60).optional(),
});

/**
 * POST …/variants/{variantId}/volume-prices and PUT …/volume-prices/{currency}/{fromAmount}: a lower
 * unit price with VAT from an amount on, below the variant's price for everyone in the currency.
 * Amount and price are checked by the server (a Czech 422).
 */
export const adminVolumePriceBody = z.object({
  currency: z.enum(currencyCodes),
  fromAmount: z.number().int().min(0).max(100_000),
  price: z.number().max(100_000_000),
});
export type AdminVolumePriceBody = z.infer<typeof adminVolumePriceBody>;
/** PUT …/volume-prices/{currency}/{fromAmount}: the currency stays the path's. */
export const adminVolumePriceChangeBody = adminVolumePriceBody.omit({ currency: true });

/** PUT …/variants/{variantId}/image: one of the product's gallery pictures, or none (null). */
export const adminVariantImageBody = z.object({ path: z.string().min(1).max(500).nullable() });
export type AdminVariantImageBody = z.infer<typeof adminVariantImageBody>;

/** PUT …/images: the whole gallery in its order (the first is the main picture, the second the hover one). */
export const adminProductImagesBody = z.object({
  images: z
    .array(
      z.object({
        path: z.string().min(1).max(500),
        variantId: id.nullable().default(null),
        alt: z
          .object({
            cs: z.string().trim().max(300).default(''),
            sk: z.string().trim().max(300).default(''),
            de: z.string().trim().max(300).default(''),
          })
          .default({ cs: '', sk: '', de: '' }),
      }),
    )
    .max(60),
});
export type AdminProductImagesBody = z.infer<typeof adminProductImagesBody>;

export const adminProductVisibilityBody = z.object({ visible: z.boolean() });

export const adminProductParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const adminVariantParams = adminProductParams.extend({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const adminVariantCurrencyParams = adminVariantParams.extend({ currency: z.enum(currencyCodes) });
export const adminVolumePriceParams = adminVariantCurrencyParams.extend({
  fromAmount: z.coerce.number().int().min(1).max(100_000),
});

const adminPrice = z.object({
  currency: z.enum(currencyCodes),
  customerGroup: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
});

export const adminVariant = z.object({
  id: z.number().int(),
  code: z.string(),
  ean: z.string().nullable(),
  name: z.object({ cs: z.string(), sk: z.string(), de: z.string() }),
  availabilityCode: z.string(),
  soldAvailabilityCode: z.string(),
  amountMin: z.number().int(),
  amountMax: z.number().int().nullable(),
  quantityDecimals: z.number().int(),
  checkStock: z.boolean(),
  isDefault: z.boolean(),
  position: z.number().int(),
  archivedAt: z.string().nullable(),
  parameterValueIds: z.array(z.number().int()),
  prices: z.array(adminPrice),
  /** Lower unit prices from an amount on, per currency (of the price for everyone), by amount. */
  volumePrices: z.array(
    z.object({ currency: z.enum(currencyCodes), fromAmount: z.number().int(), price: z.number() }),
  ),
  /** Its own picture, shown when it is chosen (one of the gallery's); null: the product's. */
  image: z.string().nullable(),
  /** Pieces per warehouse (every warehouse, zero where none are). */
  stock: z.array(z.object({ warehouse: z.string(), quantity: z.number().int(), reserved: z.number().int() })),
});
export type AdminVariant = z.infer<typeof adminVariant>;

export const adminProductImage = z.object({
  id: z.number().int(),
  path: z.string(),
  variantId: z.number().int().nullable(),
  position: z.number().int(),
  alt: z.object({ cs: z.string(), sk: z.string(), de: z.string() }),
});

export const adminProduct = adminProductBody.extend({
  id: z.number().int(),
  visible: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mainImage: z.string().nullable(),
  hoverImage: z.string().nullable(),
  /** The product's page in the shop (Czech). */
  storefrontUrl: z.string(),
  variants: z.array(adminVariant),
  images: z.array(adminProductImage),
});
export type AdminProduct = z.infer<typeof adminProduct>;
export const adminProductResponse = z.object({ data: adminProduct });

/** What the editor's pickers offer: categories, brands, tags, parameters, availabilities, groups, warehouses. */
export const adminProductOptions = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  parameters: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      variantDefining: z.boolean(),
      values: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  /** By delay; `available`: the variant can be ordered while it has it. */
  availabilities: z.array(z.object({ code: z.string(), name: z.string(), available: z.boolean() })),
  customerGroups: z.array(z.string()),
  warehouses: z.array(z.string()),
  shippers: z.array(z.string()),
  locales: z.array(z.enum(locales)),
  currencies: z.array(z.enum(currencyCodes)),
});
export type AdminProductOptions = z.infer<typeof adminProductOptions>;
export const adminProductOptionsResponse = z.object({ data: adminProductOptions });
