import { addDays, deliveryDate, zonedDateTime, type IsoDate } from '@shop/rules';

/**
 * The shop's dispatch cut-off from the text catalogue (orders before 14:00 ship the same day):
 * used only when the shop has no shipper to tell its own closing time and delivery date.
 */
export const DISPATCH_CLOSES_AT = '14:00';

/** How many days ahead a cached page can tell the dispatch date (pages are re-rendered hourly). */
const SCHEDULE_DAYS = 7;

/** The dispatch date of an order placed on `date`: before and after the closing time. */
export interface DispatchDay {
  date: IsoDate;
  before: IsoDate;
  after: IsoDate;
}

/** The shipper whose dates a product page shows (the fastest one). */
export interface ScheduleShipper {
  closesAt: string;
  /** Working days from handing over to delivery. */
  deliveryDays: number;
}

/**
 * The delivery date rule for the next days, from the server's today on. The date depends only
 * on the calendar day and on whether the closing time has passed, so the page can be cached and the
 * browser just picks today's line (and needs none of the holiday rules).
 *
 * With a shipper: the later of today and the shipper's nearest delivery date, plus the product's
 * delay, plus a day past the shipper's closing time. The shipper's nearest date is worked out for
 * each day from its delivery days (the API's date is for the moment of the request only). Without
 * one: the dispatch date by the shop's 14:00 cut-off.
 */
export function dispatchSchedule(delayDays: number, now: Date, shipper?: ScheduleShipper): DispatchDay[] {
  const today = zonedDateTime(now).date;
  const closesAt = shipper?.closesAt ?? DISPATCH_CLOSES_AT;
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => {
    const date = addDays(today, i);
    // Early morning and late evening of the same calendar day in Prague, in winter and summer time.
    const before = new Date(`${date}T01:30:00+01:00`);
    const after = new Date(`${date}T23:00:00+02:00`);
    const rule = (instant: Date) =>
      deliveryDate({
        now: instant,
        nearestDeliveryDate: shipper
          ? deliveryDate({ now: instant, delayDays: shipper.deliveryDays, country: 'CZ' })
          : null,
        delayDays,
        closesAt,
        country: 'CZ',
      });
    return { date, before: rule(before), after: rule(after) };
  });
}
