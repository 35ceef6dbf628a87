import { doubleBranches } from '../../integrations/packeta/packeta-feed-double.ts';
import { pointsOfFeed } from '../../integrations/packeta/packeta-feed.ts';
import type { PickupPointRow } from '../dataset.ts';

/**
 * The demo pickup-point network: the points of the Packeta feed double (about 10,000 in the real
 * Czech and Slovak municipalities), as its first import would store them, without their photos,
 * which the import adds from the feed. Served by the 'pickup-point' shipper.
 */
export function pickupPoints(shipperCode: string): PickupPointRow[] {
  const { points } = pointsOfFeed({ data: doubleBranches('') });
  return points.map(({ photoUrl: _photo, ...point }) => ({ ...point, shipperCode }));
}
