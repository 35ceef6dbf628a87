import {
  catalogueApi,
  contentApi,
  topCategoriesQuery,
  topCategoriesResult,
  type CatalogCategory,
  type MenuItem,
  type TopCategory,
  type menuCodes,
  groupTags,
  itemTags,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { cmsGraphql } from './graphql';
import { logAndReturn } from '../http';

export type MenuCode = (typeof menuCodes)[number];

/**
 * CMS and catalogue content. Every function here is a `'use cache'` function keyed by its
 * arguments (locale, slug…) and tagged for on-demand revalidation; none of them sees per-shopper
 * data. Errors are thrown (and so not cached); callers decide whether content is optional.
 */

/** GET /menu-object/{code}; tag `menu:<code>`. */
export async function getMenu(code: MenuCode, locale: AppLocale): Promise<MenuItem[]> {
  'use cache';
  cacheTag(groupTags.menus, itemTags.menu(code));
  cacheLife('hours');
  const res = await callBackend(contentApi.menu, { locale, params: { code } });
  return res.items;
}

/** A menu for optional page furniture: a failure logs and yields an empty menu. */
export function getOptionalMenu(code: MenuCode, locale: AppLocale): Promise<MenuItem[]> {
  return getMenu(code, locale).catch(logAndReturn(`menu ${code}`, []));
}

/** POST /graphql `configuration_top_categories`; tag `top-categories`. */
export async function getTopCategories(locale: AppLocale): Promise<TopCategory[]> {
  'use cache';
  cacheTag(groupTags.topCategories);
  cacheLife('hours');
  const res = await cmsGraphql(locale, topCategoriesResult, topCategoriesQuery, 'TopCategories');
  return res.data.configuration_top_categories;
}

/**
 * GET /catalog/category?slugs=…; tag `category:<slug>`. Returns null when no category has the slug
 * (a legitimate, cacheable answer); throws when the backend fails.
 */
export async function getCategoryBySlug(slug: string, locale: AppLocale): Promise<CatalogCategory | null> {
  'use cache';
  cacheTag(groupTags.categories, itemTags.category(slug));
  cacheLife('hours');
  const res = await callBackend(catalogueApi.categories, {
    locale,
    query: { slugs: slug, checkPermissions: 'true' },
  });
  return res.data.find((c) => c.slug === slug) ?? null;
}
