import { integer, jsonb, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { translated, type Translated } from '../../db/columns.ts';

/** Pages: text pages and content pages, curated guides and the storefront paths that show a page. */
export const pagesSchema = pgSchema('pages');

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

export const pages = pagesSchema.table('pages', {
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

/** A storefront path that shows a CMS page (url_rewrite), per locale. */
export const urlRewrites = pagesSchema.table(
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

/** Curated guides (/pruvodce/{slug}): a subtitle, a perex and blocks with their product lists. */
export const curatedGuides = pagesSchema.table('curated_guides', {
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
