import { addDays, deliveryDate, zonedDateTime, type IsoDate } from '@shop/rules';

/**
 * The shop's dispatch cut-off from the text catalogue (spec §1: orders before 14:00 ship the same
 * day). The shipper's own closing time and nearest delivery date replace it once the store API
 * publishes shippers (cart issue); until then the rule yields the dispatch date.
 */
const DISPATCH_CLOSES_AT = '14:00';

/** Expected dispatch date of an orderable variant (spec §9 delivery date rule); depends on now. */
export function dispatchDate(delayDays: number, now: Date): IsoDate {
  return deliveryDate({ now, delayDays, closesAt: DISPATCH_CLOSES_AT, country: 'CZ' });
}

/** 'today', 'tomorrow' or the date itself, relative to now in shop time. */
export function relativeDay(date: IsoDate, now: Date): 'today' | 'tomorrow' | IsoDate {
  const today = zonedDateTime(now).date;
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return date;
}

/** A calendar date for people: 'čtvrtek 5. 11.' in Czech. */
export function formatDay(date: IsoDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
