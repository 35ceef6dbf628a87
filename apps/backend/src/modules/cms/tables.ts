import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { translated, type Translated } from '../../db/columns.ts';

/** Content: menus, top categories, pages, category content and the SEO data of all of them. */
export const cmsSchema = pgSchema('cms');

export const menus = cmsSchema.table('menus', {
  code: text('code').primaryKey(),
  title: text('title').notNull().default(''),
});

/** A tree per menu; an item links to a store category (catalog.categories.id) or a storefront path. */
export const menuItems = cmsSchema.table(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    menuCode: text('menu_code')
      .notNull()
      .references(() => menus.code, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: translated('title').notNull(),
    categoryId: integer('category_id'),
    path: text('path'),
    /** Shown in the first row of the main menu. */
    main: boolean('main').notNull().default(false),
  },
  (t) => [
    index('menu_items_tree_idx').on(t.menuCode, t.parentId, t.position),
    check('menu_items_target', sql`(${t.categoryId} is null) <> (${t.path} is null)`),
  ],
);

/** configuration_top_categories: tiles on the home page, a category or a list of links. */
export const topCategories = cmsSchema.table('top_categories', {
  id: text('id').primaryKey(),
  title: translated('title').notNull(),
  type: text('type', { enum: ['category', 'virtual_category', 'links'] }).notNull(),
  image: text('image'),
  /** catalog.categories ids, in display order. */
  categoryIds: integer('category_ids').array().notNull().default([]),
  weight: integer('weight').notNull().default(0),
});

export const topCategoryLinks = cmsSchema.table(
  'top_category_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    topCategoryId: text('top_category_id')
      .notNull()
      .references(() => topCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: translated('title').notNull(),
    categoryId: integer('category_id'),
    path: text('path'),
    targetBlank: boolean('target_blank').notNull().default(false),
  },
  (t) => [index('top_category_links_parent_idx').on(t.topCategoryId, t.position)],
);

/** A CMS content block: `type` is one of the block types, the rest are that type's fields. */
export interface ContentBlock {
  type: string;
  [field: string]: unknown;
}

/** The contact box under a page: a title, a description and whether it offers the contact button. */
export interface ContactBox {
  title: Translated;
  description: Translated;
  showButton: boolean;
}

export const pages = cmsSchema.table('pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  title: translated('title').notNull(),
  /** HTML per locale. */
  content: translated('content').notNull(),
  customMenuCode: text('custom_menu_code'),
  /** 'content_page' pages are built of blocks, shown blocks_per_page at a time. */
  kind: text('kind', { enum: ['page', 'content_page'] })
    .notNull()
    .default('page'),
  contentBlocks: jsonb('content_blocks').$type<ContentBlock[]>().notNull().default([]),
  contactBox: jsonb('contact_box').$type<ContactBox>(),
  blocksPerPage: integer('blocks_per_page'),
  backgroundImage: text('background_image'),
});

/** CMS content of a store category (catalog.categories.id): texts above and below the products. */
export const categoryContents = cmsSchema.table('category_contents', {
  categoryId: integer('category_id').primaryKey(),
  description: translated('description'),
  textBelowProducts: translated('text_below_products'),
  bannerImage: text('banner_image'),
  topCategoryImage: text('top_category_image'),
  /** category_video: an embeddable video URL and its title. */
  videoTitle: translated('video_title'),
  videoUrl: text('video_url'),
});

/**
 * SEO data (page_meta) of any CMS entity, one row per entity and locale, so a page can have its own
 * slug in every language (canonical_slugs) and slugs resolve with one unique-index lookup.
 */
export const pageMeta = cmsSchema.table(
  'page_meta',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type', {
      enum: [
        'page',
        'category',
        'article',
        'article_category',
        'article_tag',
        'author',
        'branch',
        'virtual_category',
        'filtered_category',
        'brand',
        'glossary_term',
        'infomail',
        'curated_guide',
      ],
    }).notNull(),
    entityId: integer('entity_id').notNull(),
    locale: text('locale', { enum: ['cs', 'sk', 'de'] }).notNull(),
    slug: text('slug').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    shareImage: text('share_image'),
    metaNoindex: boolean('meta_noindex').notNull().default(false),
    metaNofollow: boolean('meta_nofollow').notNull().default(false),
  },
  (t) => [
    unique('page_meta_entity_uq').on(t.entityType, t.entityId, t.locale),
    unique('page_meta_slug_uq').on(t.entityType, t.locale, t.slug),
  ],
);

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
export const virtualCategories = cmsSchema.table('virtual_categories', {
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
export const filteredCategories = cmsSchema.table(
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

export const categoryFaqs = cmsSchema.table(
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
export const smallBanners = cmsSchema.table(
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
export const catalogBanners = cmsSchema.table(
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
export const limitedOffers = cmsSchema.table(
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
export const colours = cmsSchema.table('colours', {
  valueId: integer('value_id').primaryKey(),
  colorHex: text('color_hex').notNull(),
  image: text('image'),
});

/** CMS side of a brand (catalog.brands.id): logo and a longer HTML description. */
export const brandContents = cmsSchema.table('brand_contents', {
  brandId: integer('brand_id').primaryKey(),
  logo: text('logo'),
  description: translated('description'),
});

/** Material records of material parameter values: care and lubricant compatibility (HTML). */
export const materials = cmsSchema.table('materials', {
  valueId: integer('value_id').primaryKey(),
  hygiene: translated('hygiene'),
  lubricants: translated('lubricants'),
  description: translated('description'),
});

/** Moved storefront paths (without locale prefix): from → to, 301. */
export const redirects = cmsSchema.table(
  'redirects',
  {
    fromPath: text('from_path').primaryKey(),
    toPath: text('to_path').notNull(),
    status: integer('status').notNull().default(301),
  },
  (t) => [check('redirects_status', sql`${t.status} in (301, 302, 308)`)],
);

/** A storefront path that shows a CMS page (url_rewrite), per locale. */
export const urlRewrites = cmsSchema.table(
  'url_rewrites',
  {
    locale: text('locale', { enum: ['cs', 'sk', 'de'] }).notNull(),
    path: text('path').notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.locale, t.path] })],
);

/** Article categories; a category with a master category is listed under it (/clanky/{master}/{child}). */
export const articleCategories = cmsSchema.table('article_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  menuTitle: translated('menu_title'),
  perex: translated('perex'),
  weight: integer('weight').notNull().default(0),
  masterCategoryId: integer('master_category_id').references((): AnyPgColumn => articleCategories.id, {
    onDelete: 'set null',
  }),
});

export const articleTags = cmsSchema.table('article_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  perex: translated('perex'),
});

export const authors = cmsSchema.table('authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  perex: translated('perex'),
  image: text('image'),
  /** HTML. */
  content: translated('content'),
  hasPage: boolean('has_page').notNull().default(false),
});

/** An article is public once date_published has passed and it is enabled for the site. */
export const articles = cmsSchema.table(
  'articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    datePublished: timestamp('date_published', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    title: translated('title').notNull(),
    shortTitle: translated('short_title'),
    perex: translated('perex'),
    /** HTML. */
    content: translated('content').notNull(),
    contentBlocks: jsonb('content_blocks').$type<ContentBlock[]>().notNull().default([]),
    image: text('image'),
    imageAlt: translated('image_alt'),
    siteEnabled: boolean('site_enabled').notNull().default(true),
    authorId: integer('author_id').references(() => authors.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => articleCategories.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('articles_published_idx').on(t.datePublished),
    index('articles_category_idx').on(t.categoryId, t.datePublished),
    index('articles_author_idx').on(t.authorId, t.datePublished),
  ],
);

export const articleTagLinks = cmsSchema.table(
  'article_tag_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => articleTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.tagId] }), index('article_tag_links_tag_idx').on(t.tagId)],
);

/** configuration_article_list: the article list page's title, perex and featured articles. */
export const articleListConfiguration = cmsSchema.table('article_list_configuration', {
  id: integer('id').primaryKey().default(1),
  title: translated('title').notNull(),
  perex: translated('perex'),
  featuredArticleIds: integer('featured_article_ids').array().notNull().default([]),
});

/** The CMS side of a branch: texts, pictures, people; store_id is the store's branch (shipping.branches.id). */
export const branchContents = cmsSchema.table(
  'branch_contents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public from this instant; null: a draft; in the future: scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    storeId: integer('store_id'),
    primary: boolean('primary').notNull().default(false),
    title: translated('title').notNull(),
    /** HTML. */
    description: translated('description'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postcode: text('postcode').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** One line per day, Monday first. */
    openingHours: jsonb('opening_hours').$type<Translated[]>().notNull().default([]),
    gpsLatitude: doublePrecision('gps_latitude').notNull(),
    gpsLongitude: doublePrecision('gps_longitude').notNull(),
    googleMapLink: text('google_map_link'),
    mapDescription: translated('map_description'),
    mainImage: text('main_image'),
    images: text('images').array().notNull().default([]),
    carAccessibility: translated('car_accessibility'),
    publicTransportationAccessibility: translated('public_transportation_accessibility'),
    payWithCard: boolean('pay_with_card').notNull().default(true),
    reviewLink: text('review_link'),
    closedFrom: timestamp('closed_from', { withTimezone: true }),
    closedTo: timestamp('closed_to', { withTimezone: true }),
    services: jsonb('services').$type<Translated[]>().notNull().default([]),
    weight: integer('weight').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('branch_contents_weight_idx').on(t.weight), index('branch_contents_store_idx').on(t.storeId)],
);

export const branchEmployees = cmsSchema.table(
  'branch_employees',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branchContents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    jobTitle: translated('job_title'),
    email: text('email'),
    phone: text('phone'),
    photo: text('photo'),
  },
  (t) => [index('branch_employees_branch_idx').on(t.branchId, t.position)],
);

/** Wide banners on the home page; a time-limited one shows only strictly inside its interval. */
export const wideBanners = cmsSchema.table('wide_banners', {
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

export const infoBoxes = cmsSchema.table('info_boxes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  enabled: boolean('enabled').notNull().default(true),
  boxColor: text('box_color').notNull().default('info'),
  order: integer('order').notNull().default(0),
  /** HTML. */
  text: translated('text').notNull(),
});

/** Frequently asked questions of the FAQ page, grouped by topic. */
export const faqEntries = cmsSchema.table(
  'faq_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Public from this instant; null: a draft; in the future: scheduled. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    topic: translated('topic').notNull(),
    question: translated('question').notNull(),
    /** HTML. */
    answer: translated('answer').notNull(),
    weight: integer('weight').notNull().default(0),
  },
  (t) => [index('faq_entries_weight_idx').on(t.weight)],
);

/** Glossary terms with their references to categories, products, virtual categories and other terms. */
export const glossaryTerms = cmsSchema.table('glossary_terms', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  title: translated('title').notNull(),
  perex: translated('perex'),
  /** HTML. */
  description: translated('description').notNull(),
  categoryIds: integer('category_ids').array().notNull().default([]),
  productIds: integer('product_ids').array().notNull().default([]),
  virtualCategoryIds: integer('virtual_category_ids').array().notNull().default([]),
  termIds: integer('term_ids').array().notNull().default([]),
});

export const infomails = cmsSchema.table('infomails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  title: translated('title').notNull(),
  /** The e-mail as sent (HTML), shown sanitised. */
  infomailHtml: translated('infomail_html'),
  /** HTML. */
  content: translated('content'),
});

/** Curated guides (/pruvodce/{slug}): a subtitle, a perex and blocks with their product lists. */
export const curatedGuides = cmsSchema.table('curated_guides', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Public from this instant; null: a draft; in the future: scheduled. */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  title: translated('title').notNull(),
  subtitle: translated('subtitle'),
  perex: translated('perex'),
  image: text('image'),
  weight: integer('weight').notNull().default(0),
  contentBlocks: jsonb('content_blocks').$type<ContentBlock[]>().notNull().default([]),
});

/** Articles linked from a category page (store category id), in order. */
export const categoryLinkedArticles = cmsSchema.table(
  'category_linked_articles',
  {
    categoryId: integer('category_id').notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.articleId] })],
);
