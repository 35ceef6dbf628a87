import { groupTags, shopCertificate, type ShopCertificate } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { routing } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson } from '../http';

/**
 * GET /api/v1/shop-certification/certificate: the shop's certificate, or null when it has none
 * (204). The same for every visitor and language; kept as long as the store API lets caches keep it.
 */
export async function getShopCertificate(): Promise<ShopCertificate | null> {
  'use cache';
  cacheTag(groupTags.shopCertificate);
  cacheLife({ stale: 300, revalidate: 300, expire: 3600 });
  return fetchJson(`${env.storeUrl}/api/v1/shop-certification/certificate`, shopCertificate.nullable(), {
    locale: routing.defaultLocale,
  });
}
