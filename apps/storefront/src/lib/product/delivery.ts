import { addDays, deliveryDate, zonedDateTime, type IsoDate } from '@shop/rules';

/**
 * The shop's dispatch cut-off from the text catalogue (orders before 14:00 ship the same
 * day). The shipper's own closing time and nearest delivery date replace it once the store API
 * publishes shippers (cart issue); until then the rule yields the dispatch date.
 */
export const DISPATCH_CLOSES_AT = '14:00';
export const DISPATCH_CLOSES_AT_SECONDS = 14 * 3600;

/** How many days ahead a cached page can tell the dispatch date (pages are re-rendered hourly). */
const SCHEDULE_DAYS = 7;

/** The dispatch date of an order placed on `date`: before and after the closing time. */
export interface DispatchDay {
  date: IsoDate;
  before: IsoDate;
  after: IsoDate;
}

/**
 * The delivery date rule for the next days, from the server's today on. The date depends only
 * on the calendar day and on whether the closing time has passed, so the page can be cached and the
 * browser just picks today's line (and needs none of the holiday rules).
 */
export function dispatchSchedule(delayDays: number, now: Date): DispatchDay[] {
  const today = zonedDateTime(now).date;
  return Array.from({ length: SCHEDULE_DAYS }, (_, i) => {
    const date = addDays(today, i);
    // 09:00 and 20:00 UTC are the same calendar day in Prague, before and after 14:00.
    const at = (hourUtc: number) => new Date(`${date}T${String(hourUtc).padStart(2, '0')}:00:00Z`);
    const rule = (instant: Date) =>
      deliveryDate({ now: instant, delayDays, closesAt: DISPATCH_CLOSES_AT, country: 'CZ' });
    return { date, before: rule(at(9)), after: rule(at(20)) };
  });
}
