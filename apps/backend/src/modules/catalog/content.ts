import type { CurrencyCode, Locale, PageMeta } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { ListingScope } from './listing/scope.ts';

/** A listing the CMS defines (a virtual or filtered category), as the catalogue lists it. */
export interface ContentListing {
  title: string;
  scope: ListingScope;
}

/**
 * What the catalogue shows of what the CMS keeps: the texts and SEO data of store categories, and
 * the listings the CMS defines. The CMS depends on the catalogue, so the app hands these to the
 * catalogue when it is put together instead of the catalogue importing the CMS.
 */
export interface CatalogContent {
  categoryContents(
    db: Db,
    categoryIds: number[],
    locale: Locale,
  ): Promise<Map<number, { description: string | null; pageMeta: PageMeta | null }>>;
  /** A virtual category's listing; its price range in `currency`, the shopper's. */
  virtualCategory(
    db: Db,
    slug: string,
    locale: Locale,
    currency: CurrencyCode,
  ): Promise<ContentListing | null>;
  filteredCategory(db: Db, slug: string, locale: Locale): Promise<ContentListing | null>;
  /** The filtered category that is exactly a category with these parameter values, if there is one. */
  canonicalFilteredCategory(
    db: Db,
    categoryId: number,
    valueIds: number[],
    locale: Locale,
  ): Promise<{ slug: string; title: string; page_meta: PageMeta } | null>;
}
