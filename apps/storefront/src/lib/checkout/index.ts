import type { PickupPoint } from '@shop/contract';
import type { ChosenBranch } from './types';

/** How many matches the pickup-point list shows; its status tells when there are more. */
export const PICKUP_RESULTS = 50;

export function pickupPointBranch(point: PickupPoint): ChosenBranch {
  return {
    id: point.remoteId,
    kind: 'pickup-point',
    name: point.name,
    address: point.address,
    latitude: point.latitude,
    longitude: point.longitude,
  };
}

/**
 * A place's address on one line, 'Husova 111, 110 00 Praha'; the street is left out when the
 * place's name already ends with it, as pickup-point networks name their points.
 */
export function placeAddressLine(name: string, address: { street: string; postcode: string; city: string }) {
  const town = `${formatPostcode(address.postcode)} ${address.city}`;
  const street = address.street.trim();
  return street === '' || name.endsWith(street) ? town : `${street}, ${town}`;
}

/** A Czech or Slovak postcode as written on letters ('602 00'); others as they are. */
export function formatPostcode(code: string): string {
  const c = code.trim();
  return /^\d{5}$/.test(c) ? `${c.slice(0, 3)} ${c.slice(3)}` : c;
}
