import { errorCodeOfStatus, errorCodes, pickupPointResponse, pickupPointsResponse } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { BackendError, fetchJson } from '@/lib/http';
import { PICKUP_RESULTS } from '@/lib/checkout';
import { localeOf, privateJson } from '@/lib/checkout/route';
import { routeError } from '@/lib/route-errors';
import { logError } from '@/lib/log';

/**
 * GET /api/checkout/pickup-points?shipperId=2&s=brno&region=…: the pickup points of a shipper's
 * network that match the search and lie in the region (GET /api/v1/branches); with `remoteId`, that one point (GET
 * /api/v1/shippers/{id}/branches/remoteId/{remoteId}), 404 when it is gone.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = localeOf(params.get('locale'));
  const shipperId = params.get('shipperId') ?? '';
  if (!/^[1-9]\d{0,8}$/.test(shipperId))
    return privateJson(
      { errors: [{ code: errorCodes.invalid, field: 'shipperId', title: 'shipperId' }] },
      400,
    );
  const remoteId = params.get('remoteId');
  try {
    if (remoteId !== null) {
      if (!/^[\w-]{1,50}$/.test(remoteId)) return privateJson({ data: null }, 404);
      const url = `${env.storeUrl}/api/v1/shippers/${shipperId}/branches/remoteId/${encodeURIComponent(remoteId)}`;
      return privateJson(await fetchJson(url, pickupPointResponse, { locale, cache: 'no-store' }));
    }
    const qs = new URLSearchParams({
      shipper_id: shipperId,
      s: (params.get('s') ?? '').trim().slice(0, 100),
      perPage: String(PICKUP_RESULTS),
    });
    // One of the regions the answer names; the store API refuses any other.
    const region = (params.get('region') ?? '').trim().slice(0, 100);
    if (region) qs.set('region', region);
    // The shopper's position, when they asked for the points around them.
    const lat = Number(params.get('lat'));
    const lng = Number(params.get('lng'));
    if (params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)) {
      qs.set('lat', lat.toFixed(5));
      qs.set('lng', lng.toFixed(5));
    }
    const res = await fetchJson(`${env.storeUrl}/api/v1/branches?${qs}`, pickupPointsResponse, {
      locale,
      cache: 'no-store',
    });
    return privateJson(res);
  } catch (e) {
    const status = e instanceof BackendError && e.status < 500 ? e.status : 502;
    if (status >= 500) logError('pickup points', e);
    const errors =
      e instanceof BackendError && e.errors.length > 0
        ? e.errors
        : [{ code: errorCodeOfStatus(status), title: await routeError(locale, 'failed') }];
    return privateJson({ errors }, status);
  }
}
