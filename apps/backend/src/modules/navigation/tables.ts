import { boolean, check, index, integer, pgSchema, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { translated } from '../../db/columns.ts';

/** Navigation: menus, the home page's top-category tiles and redirects of moved paths. */
export const navigationSchema = pgSchema('navigation');

export const menus = navigationSchema.table('menus', {
  code: text('code').primaryKey(),
  title: text('title').notNull().default(''),
});

/** A tree per menu; an item links to a store category (catalog.categories.id) or a storefront path. */
export const menuItems = navigationSchema.table(
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
export const topCategories = navigationSchema.table('top_categories', {
  id: text('id').primaryKey(),
  title: translated('title').notNull(),
  type: text('type', { enum: ['category', 'virtual_category', 'links'] }).notNull(),
  image: text('image'),
  /** catalog.categories ids, in display order. */
  categoryIds: integer('category_ids').array().notNull().default([]),
  weight: integer('weight').notNull().default(0),
});

export const topCategoryLinks = navigationSchema.table(
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

/** Moved storefront paths (without locale prefix): from → to, 301. */
export const redirects = navigationSchema.table(
  'redirects',
  {
    fromPath: text('from_path').primaryKey(),
    toPath: text('to_path').notNull(),
    status: integer('status').notNull().default(301),
  },
  (t) => [check('redirects_status', sql`${t.status} in (301, 302, 308)`)],
);
