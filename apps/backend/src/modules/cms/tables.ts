import {
  boolean,
  check,
  index,
  integer,
  pgSchema,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { translated } from '../../db/columns.ts';

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

export const pages = cmsSchema.table('pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  /** HTML per locale. */
  content: translated('content').notNull(),
  customMenuCode: text('custom_menu_code'),
});

/** CMS content of a store category (catalog.categories.id): texts above and below the products. */
export const categoryContents = cmsSchema.table('category_contents', {
  categoryId: integer('category_id').primaryKey(),
  description: translated('description'),
  textBelowProducts: translated('text_below_products'),
  bannerImage: text('banner_image'),
  topCategoryImage: text('top_category_image'),
});

/**
 * SEO data (page_meta) of any CMS entity, one row per entity and locale, so a page can have its own
 * slug in every language (canonical_slugs) and slugs resolve with one unique-index lookup.
 */
export const pageMeta = cmsSchema.table(
  'page_meta',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entityType: text('entity_type', { enum: ['page', 'category', 'article', 'branch'] }).notNull(),
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
