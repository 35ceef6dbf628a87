import { errorCodes } from '@shop/contract';
import type { NextRequest } from 'next/server';
import { isShipperId } from '@/lib/checkout/pickup-choice';
import { findPickupPoint, searchPickupPoints } from '@/lib/checkout/pickup-points';
import { localeOf } from '@/lib/checkout/route';
import { privateJson } from '@/lib/private-answers';
import { failedCall } from '@/lib/route-errors';

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
    return failedCall('pickup points', e, locale);
  }
}
