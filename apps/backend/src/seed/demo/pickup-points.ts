import { readFileSync } from 'node:fs';
import type { PickupPointRow } from '../dataset.ts';

/**
 * The demo pickup-point network: 285 points in all 14 Czech and 8 Slovak regions, placed in real
 * municipalities at their postcodes and coordinates (from the statistical office's and the postal
 * registers); the places and street numbers are invented. Served by the 'pickup-point' shipper.
 */
export function pickupPoints(shipperCode: string): PickupPointRow[] {
  const points = JSON.parse(readFileSync(new URL('./pickup-points.json', import.meta.url), 'utf8')) as Omit<
    PickupPointRow,
    'shipperCode'
  >[];
  return points.map((p) => ({ ...p, shipperCode }));
}
