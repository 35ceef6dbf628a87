import { boolean, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { catalogSchema } from '../schema.ts';
import { products } from '../tables.ts';

/**
 * Read model of the listings (category, brand, search pages): one narrow row per visible product
 * with everything a listing filters, counts and sorts by, so the state of a 20 000-product category
 * with facets is one scan of compact rows instead of joins over variants, prices and stock.
 * Rebuilt by `refreshProductListing` (listing/refresh.ts) after catalogue, price or stock writes.
 */
export const productListing = catalogSchema.table(
  'product_listing',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Every category the product is listed in (not their ancestors). */
    categoryIds: integer('category_ids').array().notNull(),
    brandId: integer('brand_id'),
    tagIds: integer('tag_ids').array().notNull(),
    /** Descriptive values of the product and variant-defining values of any of its variants. */
    valueIds: integer('value_ids').array().notNull(),
    defaultVariantId: integer('default_variant_id').notNull(),
    /** Unit price with VAT of the default variant for everyone, minor units. */
    unitPriceCzk: integer('unit_price_czk'),
    unitPriceEur: integer('unit_price_eur'),
    /** Some variant has pieces in some warehouse. */
    inStock: boolean('in_stock').notNull(),
    /** Position in the main category (DefaultSort). */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** shop_unaccent(lower(…)) of the Czech name: ranks name matches first. */
    searchName: text('search_name').notNull(),
    /** shop_unaccent(lower(…)) of the names in all locales, brand, codes and category names. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('product_listing_categories_idx').using('gin', t.categoryIds),
    index('product_listing_brand_idx').on(t.brandId),
    index('product_listing_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Every word of the listing's search texts (unaccented, lower case), with a trigram index: a search
 * term is expanded here to the words that contain it or are one typo away, on a table of thousands
 * of short words rather than on 100 000 long texts; the listing index maps the words to products.
 */
export const searchWords = catalogSchema.table('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
