import { assertIsoDate, type IsoDate } from './calendar-date.ts';
import { isWorkingDay, nextWorkingDay, type HolidayCountry } from './holidays.ts';

/**
 * Delivery time slots of a courier (checkout field deliveryTimeSlot, GET
 * /api/v1/delivery-times): a few working days from the shipper's nearest delivery date, each split
 * into the same time windows.
 */

export interface DeliverySlot {
  /** 'YYYY-MM-DD/HH-HH', e.g. '2026-11-24/08-12': what the order-place payload sends. */
  readonly id: string;
  /** 'HH:MM' */
  readonly from: string;
  readonly to: string;
}

export interface DeliveryDay {
  readonly date: IsoDate;
  readonly slots: readonly DeliverySlot[];
}

/** The windows of a delivery day, as [from, to) hours. */
export const DELIVERY_SLOT_HOURS: readonly (readonly [number, number])[] = [
  [8, 12],
  [12, 16],
  [16, 20],
];

/** How many delivery days are offered. */
export const DELIVERY_SLOT_DAYS = 5;

export interface DeliverySlotsInput {
  /** The shipper's nearest delivery date: nothing earlier is offered. */
  readonly nearestDeliveryDate: IsoDate;
  /** Offer days from this date on, when it is later than the nearest delivery date. */
  readonly since?: IsoDate | null;
  readonly days?: number;
  /** Whose weekends and holidays are skipped. */
  readonly country: HolidayCountry;
}

const hh = (hour: number) => String(hour).padStart(2, '0');

/** The windows of one date. */
export function slotsOfDay(date: IsoDate): DeliverySlot[] {
  assertIsoDate(date);
  return DELIVERY_SLOT_HOURS.map(([from, to]) => ({
    id: `${date}/${hh(from)}-${hh(to)}`,
    from: `${hh(from)}:00`,
    to: `${hh(to)}:00`,
  }));
}

/**
 * The next `days` working days from the later of the nearest delivery date and `since`, with
 * their windows. A start on a weekend or holiday moves to the next working day.
 */
export function deliverySlots(input: DeliverySlotsInput): DeliveryDay[] {
  const days = input.days ?? DELIVERY_SLOT_DAYS;
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`days must be a non-negative integer, got ${days}`);
  }
  const nearest = assertIsoDate(input.nearestDeliveryDate);
  const since = input.since ? assertIsoDate(input.since) : null;
  const start = since !== null && since > nearest ? since : nearest;
  const out: DeliveryDay[] = [];
  let date = isWorkingDay(start, input.country) ? start : nextWorkingDay(start, input.country);
  while (out.length < days) {
    out.push({ date, slots: slotsOfDay(date) });
    date = nextWorkingDay(date, input.country);
  }
  return out;
}

/** The slot with this id among the offered days, or undefined. */
export function findDeliverySlot(days: readonly DeliveryDay[], id: string): DeliverySlot | undefined {
  for (const day of days) {
    const slot = day.slots.find((s) => s.id === id);
    if (slot) return slot;
  }
  return undefined;
}
