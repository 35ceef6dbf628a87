import { groupTags, marketingApi, shopCertificate, type ShopCertificate } from '@shop/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { routing } from '@/i18n/routing';
import { callBackendRaw } from '../backend';
import { BackendError } from '../http';

/**
 * GET /api/v1/shop-certification/certificate: the shop's certificate, or null when it has none
 * (204). The same for every visitor and language; kept as long as the store API lets caches keep it.
 */
export async function getShopCertificate(): Promise<ShopCertificate | null> {
  'use cache';
  cacheTag(groupTags.shopCertificate);
  cacheLife({ stale: 300, revalidate: 300, expire: 3600 });
  // Raw: a 204 has no body for the 200's schema to parse.
  const res = await callBackendRaw(marketingApi.certificate, {
    locale: routing.defaultLocale,
    headers: { accept: 'application/json' },
  });
  if (res.status === 204) return null;
  if (!res.ok) throw new BackendError(`Backend answered ${res.status}`, res.status, res.url);
  const parsed = shopCertificate.safeParse(await res.json().catch(() => null));
  if (!parsed.success) {
    throw new BackendError(`Response does not match the contract: ${parsed.error.message}`, 502, res.url);
  }
  return parsed.data;
}
