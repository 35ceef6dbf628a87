/** Calendar dates are 'YYYY-MM-DD' strings; they compare correctly as plain strings. */
export type IsoDate = string;

/** Shop clock. The storefront config says Europe/Paris; both follow the same CET/CEST rules. */
export const SHOP_TIME_ZONE = 'Europe/Prague';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of the date: UTC arithmetic has no DST, so adding days is exact. */
function toUtcMs(date: IsoDate): number {
  const match = ISO_DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(year, month - 1, day);
    // Date.UTC rolls 2026-02-30 over to March; a round trip catches impossible dates.
    if (new Date(ms).toISOString().slice(0, 10) === date) return ms;
  }
  throw new RangeError(`expected a real date as YYYY-MM-DD, got '${date}'`);
}

function fromUtcMs(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(value: string): boolean {
  try {
    toUtcMs(value);
    return true;
  } catch {
    return false;
  }
}

export function assertIsoDate(value: string): IsoDate {
  toUtcMs(value);
  return value;
}

export function isoDate(year: number, month: number, day: number): IsoDate {
  return assertIsoDate(
    `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** 0 is Sunday, 6 is Saturday (as Date#getDay). */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export interface ZonedDateTime {
  readonly date: IsoDate;
  /** Seconds since local midnight. */
  readonly secondsOfDay: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date and time of an instant in a time zone, DST included. */
export function zonedDateTime(instant: Date, timeZone: string = SHOP_TIME_ZONE): ZonedDateTime {
  if (Number.isNaN(instant.getTime())) throw new RangeError('invalid Date');
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const secondsOfDay = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { date, secondsOfDay };
}

/** Seconds since midnight of a 'HH:MM' or 'HH:MM:SS' time. */
export function parseTimeOfDay(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time);
  if (!match) throw new RangeError(`expected a time as HH:MM, got '${time}'`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}
