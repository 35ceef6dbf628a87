import { index, integer, pgSchema, timestamp } from 'drizzle-orm/pg-core';
import { translated } from '../../db/columns.ts';

/** Content: FAQ, glossary and infomails. */
export const contentSchema = pgSchema('content');

/** Frequently asked questions of the FAQ page, grouped by topic. */
export const faqEntries = contentSchema.table(
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
export const glossaryTerms = contentSchema.table('glossary_terms', {
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

export const infomails = contentSchema.table('infomails', {
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
