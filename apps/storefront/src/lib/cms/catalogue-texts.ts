import {
  brandsQuery,
  brandsResult,
  groupTags,
  materialQuery,
  materialResult,
  type CmsBrand,
  type Material,
} from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import type { AppLocale } from '@/i18n/routing';
import { cmsGraphql } from './graphql';

/**
 * The CMS records of catalogue entities: brands (with their logos and texts) and materials (care
 * texts of a material parameter value). Both describe the store's catalogue, so they are tagged
 * `catalog` and go stale with it. Errors are thrown, not cached.
 */

/** POST /graphql `brands`: every brand, heaviest first (the CMS orders them by weight). */
export async function getBrandList(locale: AppLocale): Promise<CmsBrand[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const res = await cmsGraphql(locale, brandsResult, brandsQuery, 'Brands');
  return res.data.brands;
}

/**
 * POST /graphql `material(ids)` for parameter value ids: the materials among them with their care
 * and lubricant texts, in the order asked. Values that are no material are simply not returned.
 */
export async function getMaterials(valueIds: number[], locale: AppLocale): Promise<Material[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  if (valueIds.length === 0) return [];
  const res = await cmsGraphql(locale, materialResult, materialQuery, 'Material', { ids: valueIds });
  return res.data.material;
}
