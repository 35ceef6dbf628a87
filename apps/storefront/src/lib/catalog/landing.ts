import {
  catalogueApi,
  categoryContentQuery,
  categoryContentResult,
  filteredCategoryQuery,
  filteredCategoryResult,
  virtualCategoryQuery,
  virtualCategoryResult,
  type CatalogCategory,
  type CategoryContent,
  type FilteredCategory,
  type VirtualCategory,
  groupTags,
  itemTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { getCategoryBySlug } from '../cms';
import { cmsGraphql } from '../cms/graphql';
import { callBackend } from '../backend';
import { logAndReturn } from '../http';

/**
 * What a top-level slug `/{slug}` shows. The catch-all asks in this order: a store category, a
 * filtered category (a category with preset filter values and its own SEO), a virtual category (a
 * product selection across categories); none of them is a 404 (or a CMS page, another branch).
 */
export type Landing =
  | { kind: 'category'; category: CatalogCategory }
  | { kind: 'filtered_category'; filtered: FilteredCategory; category: CatalogCategory }
  | { kind: 'virtual_category'; virtual: VirtualCategory };

/** CMS `filtered_category(slugs)`; tag `filtered-category:<slug>`. */
export async function getFilteredCategory(slug: string, locale: AppLocale): Promise<FilteredCategory | null> {
  'use cache';
  cacheTag(groupTags.filteredCategories, itemTags.filteredCategory(slug));
  cacheLife('hours');
  const res = await cmsGraphql(locale, filteredCategoryResult, filteredCategoryQuery, 'FilteredCategory', {
    slugs: [slug],
  });
  return (
    res.data.filtered_category.find((c) => c.page_meta.slug === slug) ?? res.data.filtered_category[0] ?? null
  );
}

/** CMS `virtual_category(slugs)`; tag `virtual-category:<slug>`. */
export async function getVirtualCategory(slug: string, locale: AppLocale): Promise<VirtualCategory | null> {
  'use cache';
  cacheTag(groupTags.virtualCategories, itemTags.virtualCategory(slug));
  cacheLife('hours');
  const res = await cmsGraphql(locale, virtualCategoryResult, virtualCategoryQuery, 'VirtualCategory', {
    slugs: [slug],
  });
  return (
    res.data.virtual_category.find((c) => c.page_meta.slug === slug) ?? res.data.virtual_category[0] ?? null
  );
}

/** GET /catalog/category?ids=…; tag `category-id:<id>`. */
export async function getCategoryById(id: number, locale: AppLocale): Promise<CatalogCategory | null> {
  'use cache';
  cacheTag(groupTags.categories, itemTags.categoryId(id));
  cacheLife('hours');
  const res = await callBackend(catalogueApi.categories, {
    locale,
    query: { ids: String(id), checkPermissions: 'true' },
  });
  return res.data.find((c) => c.id === id) ?? null;
}

/**
 * CMS `category(store_id)`: FAQ, banners, text below products, linked articles, video. Optional page
 * furniture: a failure logs and the page renders without it. Tag `category:<slug>` (the backend
 * revalidates it together with the category's texts).
 */
export async function getCategoryContent(
  storeId: number,
  slug: string,
  locale: AppLocale,
): Promise<CategoryContent | null> {
  'use cache';
  cacheTag(groupTags.categoryContent, itemTags.category(slug));
  cacheLife('hours');
  const res = await cmsGraphql(locale, categoryContentResult, categoryContentQuery, 'CategoryContent', {
    storeId,
  });
  return res.data.category;
}

export function getOptionalCategoryContent(storeId: number, slug: string, locale: AppLocale) {
  return getCategoryContent(storeId, slug, locale).catch(logAndReturn(`category content ${storeId}`, null));
}

/** Resolves `/{slug}`; null when nothing has the slug. A backend failure throws (error page). */
export async function resolveLanding(slug: string, locale: AppLocale): Promise<Landing | null> {
  const category = await getCategoryBySlug(slug, locale);
  if (category) return { kind: 'category', category };
  const filtered = await getFilteredCategory(slug, locale);
  if (filtered) {
    const base = await getCategoryById(filtered.store_category_id, locale);
    if (base) return { kind: 'filtered_category', filtered, category: base };
  }
  const virtual = await getVirtualCategory(slug, locale);
  if (virtual) return { kind: 'virtual_category', virtual };
  return null;
}
