import { errorCodeOfStatus, errorCodes } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { BackendError } from '@/lib/http';
import { isShipperId } from '@/lib/checkout/pickup-choice';
import { findPickupPoint, searchPickupPoints } from '@/lib/checkout/pickup-points';
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
  if (!isShipperId(shipperId))
    return privateJson(
      { errors: [{ code: errorCodes.invalid, field: 'shipperId', title: 'shipperId' }] },
      400,
    );
  const remoteId = params.get('remoteId');
  try {
    if (remoteId !== null) {
      const point = await findPickupPoint(locale, Number(shipperId), remoteId);
      return privateJson({ data: point }, point ? 200 : 404);
    }
    // The shopper's position, when they asked for the points around them.
    const lat = Number(params.get('lat'));
    const lng = Number(params.get('lng'));
    const position =
      params.has('lat') && params.has('lng') && Number.isFinite(lat) && Number.isFinite(lng)
        ? { lat, lng }
        : null;
    return privateJson(
      await searchPickupPoints(locale, Number(shipperId), {
        q: params.get('s') ?? '',
        region: params.get('region') ?? '',
        position,
      }),
    );
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
