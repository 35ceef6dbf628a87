import { addDays, type IsoDate, zonedDateTime } from './calendar-date.ts';
import { isWorkingDay, type HolidayCountry } from './holidays.ts';

/**
 * Withdrawal from a distance contract (Civil Code §1829): 14 days from taking over the goods. The
 * period starts the day after delivery; when its last day is a Saturday, Sunday or public holiday,
 * it ends on the next working day (§607). Before delivery the shopper may withdraw at any time.
 */
export const WITHDRAWAL_DAYS = 14;

export const withdrawalMessages = {
  sealedHygiene:
    'Zboží v ochranném obalu, které z hygienických důvodů nelze vrátit po porušení obalu (§ 1837 občanského zákoníku): od smlouvy lze odstoupit, jen když je obal neporušený.',
} as const;

/** The last day (shop time) on which a withdrawal from goods delivered on `deliveredOn` is in time. */
export function withdrawalDeadline(deliveredOn: IsoDate, country: HolidayCountry = 'CZ'): IsoDate {
  let last = addDays(deliveredOn, WITHDRAWAL_DAYS);
  while (!isWorkingDay(last, country)) last = addDays(last, 1);
  return last;
}

export interface WithdrawalWindow {
  /** Whether a withdrawal sent at `now` is in time. */
  open: boolean;
  /** The last day, or null while the goods are not delivered yet. */
  deadline: IsoDate | null;
}

/** Whether the shopper may still withdraw at `now` from goods delivered at `deliveredAt` (null: not yet). */
export function withdrawalWindow(
  deliveredAt: Date | null,
  now: Date,
  country: HolidayCountry = 'CZ',
): WithdrawalWindow {
  if (!deliveredAt) return { open: true, deadline: null };
  const deadline = withdrawalDeadline(zonedDateTime(deliveredAt).date, country);
  return { open: zonedDateTime(now).date <= deadline, deadline };
}

/** A deadline as Czech text, `7. 12. 2026`. */
export function czechDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)}. ${Number(m)}. ${y}`;
}
