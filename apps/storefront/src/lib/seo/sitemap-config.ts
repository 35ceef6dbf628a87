import { groupTags } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { pageUrls, productChunkCount, SITEMAP_CHUNK } from './sitemap';

/** One file of the sitemap index and what it holds. */
export interface SitemapFile {
  file: string;
  what: 'pages' | 'products';
  /** Addresses in it when counting them is cheap (pages), else the most it may hold. */
  urls: number | null;
}

/**
 * What /sitemap.xml lists, from the same functions that build it, so the overview cannot drift
 * from the file: the pages file (home and categories) and the product chunks. Tag `catalog`.
 */
export async function sitemapOverview(): Promise<{
  files: SitemapFile[];
  categories: number;
  chunkSize: number;
}> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const [pages, chunks] = await Promise.all([pageUrls(), productChunkCount()]);
  return {
    files: [
      { file: 'pages.xml', what: 'pages', urls: pages.length },
      ...Array.from({ length: chunks }, (_, i) => ({
        file: `products-${i}.xml`,
        what: 'products' as const,
        urls: null,
      })),
    ],
    categories: pages.length - 1,
    chunkSize: SITEMAP_CHUNK,
  };
}
