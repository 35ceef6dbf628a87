import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  integer,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, translated, type Translated } from '../../db/columns.ts';

import { catalogSchema } from './schema.ts';

export { catalogSchema };
export * from './listing/tables.ts';

export const brands = catalogSchema.table('brands', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  weight: integer('weight').notNull().default(0),
  description: translated('description').notNull(),
});

export const categories = catalogSchema.table(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    name: translated('name').notNull(),
    position: integer('position').notNull().default(0),
    image: text('image'),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    check('categories_not_own_parent', sql`${t.parentId} <> ${t.id}`),
  ],
);

export const parameters = catalogSchema.table('parameters', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  name: translated('name').notNull(),
  kind: text('kind', { enum: ['select', 'color', 'number'] }).notNull(),
  unit: text('unit'),
  /** Variants differ by it (colour, size); otherwise a descriptive product parameter. */
  variantDefining: boolean('variant_defining').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const parameterValues = catalogSchema.table(
  'parameter_values',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: translated('name').notNull(),
    colorHex: text('color_hex'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('parameter_values_code_uq').on(t.parameterId, t.code),
    check('parameter_values_color_hex', sql`${t.colorHex} is null or ${t.colorHex} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** catalog_settings of a category: which parameters are offered as filters, in which order. */
export const categoryFilterParameters = catalogSchema.table(
  'category_filter_parameters',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => parameters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    important: boolean('important').notNull().default(false),
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.parameterId] })],
);

export const tags = catalogSchema.table('tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  text: translated('text').notNull(),
  color: text('color').notNull(),
  visibleInCatalog: boolean('visible_in_catalog').notNull().default(true),
  visibleInContent: boolean('visible_in_content').notNull().default(true),
});

export const availabilities = catalogSchema.table('availabilities', {
  code: text('code').primaryKey(),
  text: translated('text').notNull(),
  soldText: translated('sold_text').notNull(),
  isAvailable: boolean('is_available').notNull(),
  delayDays: integer('delay_days').notNull().default(0),
});

export const products = catalogSchema.table(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    catalogCode: text('catalog_code').notNull(),
    marketingCode: text('marketing_code').notNull(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    /** Main category (breadcrumb, categoryName); every listing goes through product_categories. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    vatClass: text('vat_class', { enum: ['standard', 'reduced', 'reduced2'] }).notNull(),
    rating: smallint('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    unit: text('unit', { enum: ['ks', 'bm', 'bal'] })
      .notNull()
      .default('ks'),
    mainImage: text('main_image'),
    hoverImage: text('hover_image'),
    saleable: boolean('saleable').notNull().default(true),
    visible: boolean('visible').notNull().default(true),
    /** Shipper codes (shipping module) that carry this product for free. */
    freeShipperCodes: text('free_shipper_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nPlusOne: integer('n_plus_one'),
    /** The N+1 promotion's last day (shop calendar, inclusive); null: it runs until removed. */
    nPlusOneUntil: date('n_plus_one_until', { mode: 'string' }),
    /** Price in loyalty credits (whole crowns' worth) when it can also be bought with them; null: it cannot. */
    creditPrice: integer('credit_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Archived by an operator: hidden and not for sale, kept for the orders and documents that name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_catalog_code_idx').on(t.catalogCode),
    check('products_rating_range', sql`${t.rating} between 0 and 100`),
    check('products_credit_price_positive', sql`${t.creditPrice} is null or ${t.creditPrice} > 0`),
  ],
);

/**
 * Product texts per locale, one row per (product, locale); a missing sk/de row falls back to cs.
 * A table rather than jsonb because these are the long, searchable texts: a later search issue puts
 * one trigram / tsvector index over `name` (all locales, filtered by `locale`) without
 * per-locale expression indexes, and the catalogue reads only the locale it needs.
 */
export const productTranslations = catalogSchema.table(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['cs', 'sk', 'de'] }).notNull(),
    name: text('name').notNull(),
    perex: text('perex').notNull().default(''),
    /** HTML. */
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locale] })],
);

/**
 * A product's pictures in their order (paths of the image service's originals). The first is the
 * product's main picture and the second its hover picture: products.main_image and hover_image are
 * kept equal to them, so readers of a single picture need no join.
 */
export const productImages = catalogSchema.table(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The variant it shows, when it shows one (a colour); null: the product as a whole. */
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    position: integer('position').notNull().default(0),
    /** Alternative text per locale; a missing locale falls back to the product's name. */
    alt: jsonb('alt').$type<Partial<Translated>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** Every category a product is listed in, the main one included (is_main). */
export const productCategories = catalogSchema.table(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_listing_idx').on(t.categoryId, t.position, t.productId),
  ],
);

export const productTags = catalogSchema.table(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

export const productParameterValues = catalogSchema.table(
  'product_parameter_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parameterValueId: integer('parameter_value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.parameterValueId] }),
    index('product_parameter_values_value_idx').on(t.parameterValueId, t.productId),
  ],
);

export const variants = catalogSchema.table(
  'variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    ean: text('ean'),
    name: translated('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    availabilityCode: text('availability_code')
      .notNull()
      .references(() => availabilities.code),
    soldAvailabilityCode: text('sold_availability_code')
      .notNull()
      .references(() => availabilities.code),
    amountMin: integer('amount_min').notNull().default(1),
    amountMax: integer('amount_max'),
    /**
     * Decimals the shopper may type (0 to 3): amounts are kept in the smallest orderable unit,
     * 10^decimals of them to a shown unit (a 'bm' variant with 1 is sold by 0.1 m); prices are per
     * shown unit.
     */
    quantityDecimals: smallint('quantity_decimals').notNull().default(0),
    /** false: made to order or downloadable, stock is not checked nor decremented. */
    checkStock: boolean('check_stock').notNull().default(true),
    image: text('image'),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_ean_idx').on(t.ean),
    check(
      'variants_amount_range',
      sql`${t.amountMin} >= 1 and (${t.amountMax} is null or ${t.amountMax} >= ${t.amountMin})`,
    ),
    check('variants_quantity_decimals_range', sql`${t.quantityDecimals} between 0 and 3`),
  ],
);

export const variantParameterValues = catalogSchema.table(
  'variant_parameter_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    parameterValueId: integer('parameter_value_id')
      .notNull()
      .references(() => parameterValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.parameterValueId] }),
    index('variant_parameter_values_value_idx').on(t.parameterValueId, t.variantId),
  ],
);

/**
 * Price of a variant per currency and customer group (null group: everyone). Amounts are minor
 * units with VAT; the price without VAT is derived from the product's VAT class in the country.
 */
export const prices = catalogSchema.table(
  'prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    /** customer.customer_groups.code; null is the price without a group. */
    customerGroup: text('customer_group'),
    unitWithTax: integer('unit_with_tax').notNull(),
    /** Price before a discount; only set when greater than unit_with_tax. */
    originalWithTax: integer('original_with_tax'),
    recommendedWithTax: integer('recommended_with_tax'),
  },
  (t) => [
    // One price per variant x currency x group, the null group included (PostgreSQL 15+).
    unique('prices_variant_currency_group_uq')
      .on(t.variantId, t.currencyCode, t.customerGroup)
      .nullsNotDistinct(),
    check('prices_unit_nonnegative', sql`${t.unitWithTax} >= 0`),
    check(
      'prices_original_above_unit',
      sql`${t.originalWithTax} is null or ${t.originalWithTax} > ${t.unitWithTax}`,
    ),
  ],
);

/** Lower unit price from an amount on (volume discount). */
export const quantityPrices = catalogSchema.table(
  'quantity_prices',
  {
    priceId: bigint('price_id', { mode: 'number' })
      .notNull()
      .references(() => prices.id, { onDelete: 'cascade' }),
    fromAmount: integer('from_amount').notNull(),
    unitWithTax: integer('unit_with_tax').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceId, t.fromAmount] }),
    check('quantity_prices_from_amount', sql`${t.fromAmount} >= 1`),
  ],
);

/**
 * Past and current prices. `valid_to` (exclusive; null = still valid) is stored so that the lowest
 * price of the last 30 days is one range query on the index below:
 *   min(unit_with_tax) where variant, currency, group match and (valid_to is null or valid_to > today - 30)
 */
export const priceHistory = catalogSchema.table(
  'price_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    currencyCode: text('currency_code').notNull(),
    customerGroup: text('customer_group'),
    unitWithTax: integer('unit_with_tax').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    index('price_history_lookup_idx').on(t.variantId, t.currencyCode, t.customerGroup, t.validTo),
    check('price_history_range', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** Product reviews; rating 0 to 100 as products' rating. Written by shoppers who bought the product. */
export const reviews = catalogSchema.table(
  'reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text'),
    authorFirstName: text('author_first_name').notNull(),
    authorCity: text('author_city'),
    /** The author bought the product and the order was shipped. */
    shippedPurchase: boolean('shipped_purchase').notNull().default(true),
    /** customer.accounts.id of the author; null for reviews imported without an account. */
    accountId: integer('account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    // One review per customer and product: writing again replaces it.
    uniqueIndex('reviews_product_account_idx').on(t.productId, t.accountId),
    check('reviews_rating_range', sql`${t.rating} between 0 and 100`),
  ],
);

/** Questions and remarks about a product, with the shop's answer once given. */
export const productComments = catalogSchema.table(
  'product_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_comments_product_idx').on(t.productId, t.createdAt)],
);

/** Product feeds for the comparison sites, built after catalogue changes and stored gzipped. */
export const productFeeds = catalogSchema.table(
  'product_feeds',
  {
    format: text('format', { enum: ['heureka', 'zbozi', 'google'] }).notNull(),
    locale: text('locale', { enum: ['cs', 'sk', 'de'] }).notNull(),
    currencyCode: text('currency_code').notNull(),
    bodyGzip: bytea('body_gzip').notNull(),
    etag: text('etag').notNull(),
    productCount: integer('product_count').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.format, t.locale, t.currencyCode] })],
);

/**
 * CSV imports of products, prices and stock: a dry run or an applied run, its progress while it
 * runs (a job) and each refused row with its reason. The file is kept only until the run ends.
 */
export const catalogImports = catalogSchema.table(
  'imports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['products', 'variants', 'prices', 'stock'] }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    fileName: text('file_name').notNull(),
    source: text('source'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    appliedRows: integer('applied_rows').notNull().default(0),
    /** Of the applied rows, those that created a product or a variant. */
    createdRows: integer('created_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    refused: jsonb('refused').$type<{ row: number; reason: string }[]>().notNull().default([]),
    error: text('error'),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_created_idx').on(t.createdAt)],
);
