import {
  pickupPointResponse,
  pickupPointsResponse,
  type PickupPoint,
  type PickupPointsResponse,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { BackendError, fetchJson } from '../http';
import { PICKUP_RESULTS } from '.';

/** What a shopper searches pickup points by: words, a region, or a position. */
export interface PickupPointSearch {
  q: string;
  region?: string;
  position?: { lat: number; lng: number } | null;
}

/**
 * A shipper's pickup points matching the search, nearest first (GET /api/v1/branches); the
 * shopper's own answer, never cached (a point may close any hour).
 */
export function searchPickupPoints(
  locale: AppLocale,
  shipperId: number,
  search: PickupPointSearch,
): Promise<PickupPointsResponse> {
  const qs = new URLSearchParams({
    shipper_id: String(shipperId),
    s: search.q.trim().slice(0, 100),
    perPage: String(PICKUP_RESULTS),
  });
  // One of the regions the answer names; the store API refuses any other.
  const region = (search.region ?? '').trim().slice(0, 100);
  if (region) qs.set('region', region);
  if (search.position) {
    qs.set('lat', search.position.lat.toFixed(5));
    qs.set('lng', search.position.lng.toFixed(5));
  }
  return fetchJson(`${env.storeUrl}/api/v1/branches?${qs}`, pickupPointsResponse, {
    locale,
    cache: 'no-store',
  });
}

/** One point of a shipper's network by its carrier's id, or null when the network no longer has it. */
export async function findPickupPoint(
  locale: AppLocale,
  shipperId: number,
  remoteId: string,
): Promise<PickupPoint | null> {
  if (!isRemoteId(remoteId)) return null;
  const url = `${env.storeUrl}/api/v1/shippers/${shipperId}/branches/remoteId/${encodeURIComponent(remoteId)}`;
  try {
    return (await fetchJson(url, pickupPointResponse, { locale, cache: 'no-store' })).data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}

export const isRemoteId = (value: string): boolean => /^[\w-]{1,50}$/.test(value);

export const isShipperId = (value: string): boolean => /^[1-9]\d{0,8}$/.test(value);
