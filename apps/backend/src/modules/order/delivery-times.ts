import type { DeliveryTimesResponse, Shipper } from '@shop/contract';
import { deliverySlots, findDeliverySlot } from '@shop/rules';

/**
 * The delivery time slots a shipper offers (GET /api/v1/delivery-times): only a courier comes at
 * an agreed time; the days start at its nearest delivery date and skip Czech weekends and holidays.
 */
export function offeredDeliveryTimes(shipper: Shipper, since?: string | null): DeliveryTimesResponse['data'] {
  if (shipper.type !== 'COURIER') return [];
  return deliverySlots({
    nearestDeliveryDate: shipper.delivery.nearestDeliveryDate,
    since,
    country: 'CZ',
  }).map((day) => ({ date: day.date, slots: day.slots.map((s) => ({ ...s })) }));
}

/** The slot is one the shipper offers now (from its nearest delivery date). */
export function isOfferedSlot(shipper: Shipper, slotId: string): boolean {
  return findDeliverySlot(offeredDeliveryTimes(shipper), slotId) !== undefined;
}
