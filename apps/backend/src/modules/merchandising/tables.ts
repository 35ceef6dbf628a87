import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { translated } from '../../db/columns.ts';

/** Merchandising: category texts, virtual and filtered categories, banners and offers, and the records of brands, colours and materials. */
export const merchandisingSchema = pgSchema('merchandising');

/** CMS content of a store category (catalog.categories.id): texts above and below the products. */
export const categoryContents = merchandisingSchema.table('category_contents', {
  categoryId: integer('category_id').primaryKey(),
  description: translated('description'),
  textBelowProducts: translated('text_below_products'),
  bannerImage: text('banner_image'),
  topCategoryImage: text('top_category_image'),
  /** category_video: an embeddable video URL and its title. */
  videoTitle: translated('video_title'),
  videoUrl: text('video_url'),
});

/** A parameter and the values chosen of it; within a parameter values are alternatives (OR). */
export interface ParameterSelection {
  entityId: number;
  values: number[];
}

/** A price range of unit prices with tax in minor units; a missing bound is open. */
export interface PriceRange {
  from?: number;
  to?: number;
}

/** Price ranges by currency code: a shop priced in two currencies names its bounds in each. */
export type PriceRanges = Partial<Record<'CZK' | 'EUR', PriceRange>>;

/**
 * A virtual category: a listing cut across the tree by tags, categories, parameter values and a
 * price range (all ANDed). Its slugs live in page_meta (entity_type 'virtual_category').
 */
export const virtualCategories = merchandisingSchema.table('virtual_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  description: translated('description'),
  tagIds: integer('tag_ids').array().notNull().default([]),
  /** catalog.categories ids; each stands for its whole subtree. */
  categoryIds: integer('category_ids').array().notNull().default([]),
  excludedCategoryIds: integer('excluded_category_ids').array().notNull().default([]),
  parameters: jsonb('parameters').$type<ParameterSelection[]>().notNull().default([]),
  /**
   * The price range in each currency it is set in, e.g. up to 500 Kč and up to 20 €: a shopper
   * paying in euros filters by the euro bounds. Empty: no price condition.
   */
  priceRanges: jsonb('price_ranges').$type<PriceRanges>().notNull().default({}),
});

/**
 * A filtered category: a store category with chosen parameter values under its own slug and texts.
 * `parameter_value_ids` is kept sorted so "the filtered category of these filters" is one equality
 * lookup on the unique index.
 */
export const filteredCategories = merchandisingSchema.table(
  'filtered_categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer('category_id').notNull(),
    title: translated('title').notNull(),
    description: translated('description'),
    parameterValueIds: integer('parameter_value_ids').array().notNull(),
  },
  (t) => [uniqueIndex('filtered_categories_values_uq').on(t.categoryId, t.parameterValueIds)],
);

export const categoryFaqs = merchandisingSchema.table(
  'category_faqs',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
    title: translated('title').notNull(),
    /** HTML. */
    content: translated('content').notNull(),
  },
  (t) => [index('category_faqs_category_idx').on(t.categoryId, t.position)],
);

/** Small banners beside a category's products; customer_groups empty = everyone. */
export const smallBanners = merchandisingSchema.table(
  'small_banners',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    title: translated('title').notNull(),
    description: translated('description'),
    weight: integer('weight').notNull().default(0),
    customerGroups: text('customer_groups').array().notNull().default([]),
    link: text('link'),
    image: text('image'),
  },
  (t) => [index('small_banners_category_idx').on(t.categoryId)],
);

/** Banners placed into a category's product grid at a position, optionally for a time window. */
export const catalogBanners = merchandisingSchema.table(
  'catalog_banners',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull(),
    image: text('image').notNull(),
    title: translated('title').notNull(),
    url: text('url'),
    customerGroups: text('customer_groups').array().notNull().default([]),
    timeLimited: boolean('time_limited').notNull().default(false),
    timeLimitStart: timestamp('time_limit_start', { withTimezone: true }),
    timeLimitEnd: timestamp('time_limit_end', { withTimezone: true }),
    itemId: text('item_id'),
    itemName: text('item_name'),
  },
  (t) => [
    index('catalog_banners_category_idx').on(t.categoryId, t.position),
    check('catalog_banners_position', sql`${t.position} >= 1`),
  ],
);

/** Limited-time offers shown on a category page (a product or a banner with a countdown). */
export const limitedOffers = merchandisingSchema.table(
  'limited_offers',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    type: text('type', { enum: ['product', 'banner'] }).notNull(),
    title: translated('title').notNull(),
    active: boolean('active').notNull().default(true),
    offerFrom: timestamp('offer_from', { withTimezone: true }),
    offerUntil: timestamp('offer_until', { withTimezone: true }).notNull(),
    textButton: translated('text_button'),
    /** Domain codes (cz, sk, de); empty = every domain. */
    domains: text('domains').array().notNull().default([]),
    productId: integer('product_id'),
  },
  (t) => [index('limited_offers_category_idx').on(t.categoryId)],
);

/** Colour records of colour parameter values (catalog.parameter_values.id): swatch colour or picture. */
export const colours = merchandisingSchema.table('colours', {
  valueId: integer('value_id').primaryKey(),
  colorHex: text('color_hex').notNull(),
  image: text('image'),
});

/** CMS side of a brand (catalog.brands.id): logo and a longer HTML description. */
export const brandContents = merchandisingSchema.table('brand_contents', {
  brandId: integer('brand_id').primaryKey(),
  logo: text('logo'),
  description: translated('description'),
});

/** Material records of material parameter values: care and lubricant compatibility (HTML). */
export const materials = merchandisingSchema.table('materials', {
  valueId: integer('value_id').primaryKey(),
  hygiene: translated('hygiene'),
  lubricants: translated('lubricants'),
  description: translated('description'),
});

/** Wide banners on the home page; a time-limited one shows only strictly inside its interval. */
export const wideBanners = merchandisingSchema.table('wide_banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  enabled: boolean('enabled').notNull().default(true),
  title: translated('title').notNull(),
  text1: translated('text_1'),
  text2: translated('text_2'),
  buttonText: translated('button_text'),
  mainImage: text('main_image'),
  url: text('url'),
  weight: integer('weight').notNull().default(0),
  timeLimited: boolean('time_limited').notNull().default(false),
  timeLimitStart: timestamp('time_limit_start', { withTimezone: true }),
  timeLimitEnd: timestamp('time_limit_end', { withTimezone: true }),
  itemId: text('item_id'),
  itemName: text('item_name'),
});

export const infoBoxes = merchandisingSchema.table('info_boxes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
  boxColor: text('box_color').notNull().default('info'),
  order: integer('order').notNull().default(0),
  /** HTML. */
  text: translated('text').notNull(),
});
