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
import { env } from '../env';
import { fetchJson } from '../http';

/**
 * The CMS records of catalogue entities: brands (with their logos and texts) and materials (care
 * texts of a material parameter value). Both describe the store's catalogue, so they are tagged
 * `catalog` and go stale with it. Errors are thrown, not cached.
 */

type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
};

function graphql<T>(
  locale: AppLocale,
  schema: Schema<T>,
  query: string,
  operationName: string,
  variables: object = {},
): Promise<T> {
  return fetchJson(`${env.cmsUrl}/graphql`, schema, {
    locale,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, operationName, variables }),
  });
}

/** POST /graphql `brands`: every brand, heaviest first (the CMS orders them by weight). */
export async function getBrandList(locale: AppLocale): Promise<CmsBrand[]> {
  'use cache';
  cacheTag(groupTags.catalog);
  cacheLife('hours');
  const res = await graphql(locale, brandsResult, brandsQuery, 'Brands');
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
  const res = await graphql(locale, materialResult, materialQuery, 'Material', { ids: valueIds });
  return res.data.material;
}
