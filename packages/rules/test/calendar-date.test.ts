import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  isIsoDate,
  isoDate,
  parseTimeOfDay,
  zonedDateTime,
} from '../src/calendar-date.ts';

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'], // leap year
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 2, '2026-03-30'], // across the spring DST change
    ['2026-10-24', 2, '2026-10-26'], // across the autumn DST change
    ['2026-01-01', -1, '2025-12-31'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-04-03', 5], // Good Friday
    ['2026-04-04', 6],
    ['2026-04-05', 0],
    ['2026-12-24', 4],
  ])('dayOfWeek(%s) = %i', (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  it.each([
    ['2026-04-03', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-4-3', false],
    ['03.04.2026', false],
    ['', false],
  ])('isIsoDate(%j) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('builds padded dates and rejects impossible ones', () => {
    expect(isoDate(2026, 4, 3)).toBe('2026-04-03');
    expect(() => isoDate(2026, 2, 30)).toThrow(RangeError);
  });

  it.each([
    ['14:00', 50_400],
    ['00:00', 0],
    ['23:59:59', 86_399],
    ['09:30', 34_200],
  ])('parseTimeOfDay(%s) = %i', (time, seconds) => {
    expect(parseTimeOfDay(time)).toBe(seconds);
  });

  it.each([['24:00'], ['9:30'], ['14:60'], ['2 PM'], ['']])('parseTimeOfDay rejects %j', (time) => {
    expect(() => parseTimeOfDay(time)).toThrow(RangeError);
  });

  it.each([
    ['2026-01-15T13:00:00Z', '2026-01-15', 14 * 3600], // CET, UTC+1
    ['2026-07-15T12:00:00Z', '2026-07-15', 14 * 3600], // CEST, UTC+2
    ['2026-04-01T22:30:00Z', '2026-04-02', 30 * 60], // already tomorrow in Prague
    ['2026-03-29T00:59:59Z', '2026-03-29', 3600 + 59 * 60 + 59], // 01:59:59 CET just before the change
    ['2026-03-29T01:00:00Z', '2026-03-29', 3 * 3600], // clocks jump to 03:00 CEST
    ['2026-10-25T00:30:00Z', '2026-10-25', 2.5 * 3600], // first 02:30 (CEST)
    ['2026-10-25T01:30:00Z', '2026-10-25', 2.5 * 3600], // second 02:30 (CET)
  ])('%s is %s at second %i in Prague', (instant, date, secondsOfDay) => {
    expect(zonedDateTime(new Date(instant))).toEqual({ date, secondsOfDay });
  });

  it('rejects an invalid Date', () => {
    expect(() => zonedDateTime(new Date('nonsense'))).toThrow(RangeError);
  });
});
