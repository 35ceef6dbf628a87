import { catalogueApi, type ProductCategory, groupTags } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';

/** Category list from the store is read 200 at a time. */
const PER_PAGE = 200;
/** Guard against a backend that never reports the last page. */
const MAX_PAGES = 50;

/**
 * GET /api/v1/product-categories, page by page until `currentPage` equals `totalPages`, sorted by
 * name. Shared catalogue data: cached, tag `product-categories`.
 */
export async function getProductCategories(locale: AppLocale): Promise<ProductCategory[]> {
  'use cache';
  cacheTag(groupTags.productCategories);
  cacheLife('hours');
  const all: ProductCategory[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await callBackend(catalogueApi.productCategories, {
      locale,
      query: { perPage: String(PER_PAGE), page: String(page) },
    });
    all.push(...res.data);
    if (res.currentPage >= res.totalPages || res.data.length === 0) break;
  }
  const collator = new Intl.Collator(locale);
  return all.sort((a, b) => collator.compare(a.name, b.name));
}
