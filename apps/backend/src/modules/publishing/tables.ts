import { boolean, integer, pgSchema, text, unique } from 'drizzle-orm/pg-core';

/** Publishing: the SEO data and slugs (page_meta) of every content entity, whichever module owns it. */
export const publishingSchema = pgSchema('publishing');

/**
 * SEO data (page_meta) of any CMS entity, one row per entity and locale, so a page can have its own
 * slug in every language (canonical_slugs) and slugs resolve with one unique-index lookup.
 */
export const pageMeta = publishingSchema.table(
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
