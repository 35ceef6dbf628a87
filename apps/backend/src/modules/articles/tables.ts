import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { translated } from '../../db/columns.ts';
import type { ContentBlock } from '../pages/index.ts';

/** Articles: the magazine's articles, their authors, categories and tags, and the articles linked from category pages. */
export const articlesSchema = pgSchema('articles');

/** Article categories; a category with a master category is listed under it (/clanky/{master}/{child}). */
export const articleCategories = articlesSchema.table('article_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  menuTitle: translated('menu_title'),
  perex: translated('perex'),
  weight: integer('weight').notNull().default(0),
  masterCategoryId: integer('master_category_id').references((): AnyPgColumn => articleCategories.id, {
    onDelete: 'set null',
  }),
});

export const articleTags = articlesSchema.table('article_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: translated('title').notNull(),
  perex: translated('perex'),
});

export const authors = articlesSchema.table('authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  perex: translated('perex'),
  image: text('image'),
  /** HTML. */
  content: translated('content'),
  hasPage: boolean('has_page').notNull().default(false),
});

/** An article is public once date_published has passed and it is enabled for the site. */
export const articles = articlesSchema.table(
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

export const articleTagLinks = articlesSchema.table(
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
export const articleListConfiguration = articlesSchema.table('article_list_configuration', {
  id: integer('id').primaryKey().default(1),
  title: translated('title').notNull(),
  perex: translated('perex'),
  featuredArticleIds: integer('featured_article_ids').array().notNull().default([]),
});

/** Articles linked from a category page (store category id), in order. */
export const categoryLinkedArticles = articlesSchema.table(
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
