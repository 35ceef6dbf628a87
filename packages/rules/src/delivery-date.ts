import { assertIsoDate, parseTimeOfDay, zonedDateTime, type IsoDate } from './calendar-date.ts';
import { isWorkingDay, nextWorkingDay, type HolidayCountry } from './holidays.ts';

export interface DeliveryDateInput {
  /** The current instant; passed in so the rule stays pure and testable. */
  readonly now: Date;
  /** The shipper's nearest delivery date ('YYYY-MM-DD'), if it reports one. */
  readonly nearestDeliveryDate?: IsoDate | null;
  /** Working days the product needs before it can ship (availability.delayDays). */
  readonly delayDays?: number;
  /** The shipper's closing time 'HH:MM' in shop time; orders after it count from the next day. */
  readonly closesAt?: string | null;
  /** Whose weekends and holidays are skipped. */
  readonly country: HolidayCountry;
}

/**
 * Expected delivery date: the later of today (shop time) and the shipper's nearest delivery date,
 * then delayDays working days, then one more working day when now is past the closing time
 * of a working day.
 * The result is always a working day: a start on a weekend or holiday moves to the next working day.
 */
export function deliveryDate(input: DeliveryDateInput): IsoDate {
  const delayDays = input.delayDays ?? 0;
  if (!Number.isInteger(delayDays) || delayDays < 0) {
    throw new RangeError(`delayDays must be a non-negative integer, got ${delayDays}`);
  }
  const now = zonedDateTime(input.now);
  const nearest = input.nearestDeliveryDate ? assertIsoDate(input.nearestDeliveryDate) : null;
  const start = nearest !== null && nearest > now.date ? nearest : now.date;
  // The closing time is a cut-off of working days: on a weekend or holiday the start already moves
  // to the next working day, and a second day for the same missed dispatch would double count.
  // Exactly at closing time still counts as in time.
  const pastClosing =
    !!input.closesAt &&
    now.secondsOfDay > parseTimeOfDay(input.closesAt) &&
    isWorkingDay(now.date, input.country);

  let date = isWorkingDay(start, input.country) ? start : nextWorkingDay(start, input.country);
  for (let day = 0; day < delayDays + (pastClosing ? 1 : 0); day++) {
    date = nextWorkingDay(date, input.country);
  }
  return date;
}
