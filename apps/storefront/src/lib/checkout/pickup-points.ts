import { shippingApi, type PickupPoint, type PickupPointsResponse, type RegionName } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { BackendError } from '../http';
import { isRemoteId } from './pickup-choice';
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
export async function searchPickupPoints(
  locale: AppLocale,
  shipperId: number,
  search: PickupPointSearch,
): Promise<PickupPointsResponse> {
  // One of the regions the answer names; the store API refuses any other.
  const region = (search.region ?? '').trim().slice(0, 100);
  const answer = await callBackend(shippingApi.branches, {
    locale,
    query: {
      shipper_id: shipperId,
      s: search.q.trim().slice(0, 100),
      perPage: PICKUP_RESULTS,
      region: (region || undefined) as RegionName | undefined,
      lat: search.position?.lat.toFixed(5),
      lng: search.position?.lng.toFixed(5),
    },
  });
  // With a shipper the store API answers its pickup points, never the shop's branches.
  if (!('total' in answer))
    throw new BackendError('Branches instead of pickup points', 502, shippingApi.branches.path);
  return answer;
}

/** One point of a shipper's network by its carrier's id, or null when the network no longer has it. */
export async function findPickupPoint(
  locale: AppLocale,
  shipperId: number,
  remoteId: string,
): Promise<PickupPoint | null> {
  if (!isRemoteId(remoteId)) return null;
  try {
    return (await callBackend(shippingApi.pickupPoint, { locale, params: { shipperId, remoteId } })).data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}
