import { describe, expect, it } from 'vitest';
import { easterSunday, holidaysOf, isHoliday, isWorkingDay, nextWorkingDay } from '../src/holidays.ts';

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'], // early Easter
    [2011, '2011-04-24'], // late Easter
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'], // latest possible date
    [2285, '2285-03-22'], // earliest possible date
  ])('%i -> %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it.each([[1500], [2026.5], [Number.NaN]])('rejects year %s', (year) => {
    expect(() => easterSunday(year)).toThrow(RangeError);
  });
});

describe('Czech days off', () => {
  it('2026: the specification list plus 8 May, Good Friday and Easter Monday', () => {
    expect(holidaysOf(2026, 'CZ')).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it.each(['1.1', '1.5', '5.7', '6.7', '28.9', '28.10', '17.11', '24.12', '25.12', '26.12'])(
    'spec holiday %s is a holiday every year',
    (dayMonth) => {
      const [day, month] = dayMonth.split('.');
      for (const year of [2025, 2026, 2030]) {
        expect(isHoliday(`${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`, 'CZ')).toBe(true);
      }
    },
  );
});

describe('Slovak days off', () => {
  it.each([
    ['2026-01-06', true], // Epiphany
    ['2026-04-03', true], // Good Friday
    ['2026-04-06', true], // Easter Monday
    ['2026-08-29', true],
    ['2026-11-01', true],
    ['2026-07-06', false], // Czech only (Jan Hus)
    ['2026-09-28', false], // Czech only
    ['2026-10-28', false], // Czech only
    ['2023-09-01', true], // Constitution Day, still a day off in 2023
    ['2025-09-01', false], // worked since the 2024 consolidation
    ['2024-11-17', true], // last year 17 November was a day off
    ['2025-11-17', false],
    ['2026-11-17', false],
    ['2025-05-08', true],
    ['2026-05-08', false], // worked in 2026 only
    ['2027-05-08', true],
    ['2025-09-15', true],
    ['2026-09-15', false], // worked in 2026 only
    ['2027-09-15', true],
  ])('%s is a holiday: %s', (date, expected) => {
    expect(isHoliday(date, 'SK')).toBe(expected);
  });
});

describe('isWorkingDay', () => {
  it.each([
    ['2026-04-02', 'CZ', true], // Thursday before Easter
    ['2026-04-03', 'CZ', false], // Good Friday
    ['2026-04-04', 'CZ', false], // Saturday
    ['2026-04-05', 'CZ', false], // Easter Sunday
    ['2026-04-06', 'CZ', false], // Easter Monday
    ['2026-04-07', 'CZ', true],
    ['2026-10-28', 'CZ', false], // Wednesday, state holiday
    ['2026-10-28', 'SK', true],
    ['2026-11-17', 'CZ', false],
    ['2026-11-17', 'SK', true],
    ['2026-05-08', 'CZ', false],
    ['2026-05-08', 'SK', true],
    ['2026-12-28', 'CZ', true],
  ] as const)('%s in %s -> %s', (date, country, expected) => {
    expect(isWorkingDay(date, country)).toBe(expected);
  });

  it.each([['2026-02-30'], ['2026-4-1'], ['']])('rejects %j', (date) => {
    expect(() => isWorkingDay(date, 'CZ')).toThrow(RangeError);
  });
});

describe('nextWorkingDay', () => {
  it.each([
    ['2026-04-02', 'CZ', '2026-04-07'], // over Easter
    ['2026-12-23', 'CZ', '2026-12-28'], // over Christmas and a weekend
    ['2026-10-27', 'CZ', '2026-10-29'],
    ['2026-10-27', 'SK', '2026-10-28'],
    ['2026-12-31', 'CZ', '2027-01-04'], // New Year, then a weekend
  ] as const)('after %s in %s: %s', (date, country, expected) => {
    expect(nextWorkingDay(date, country)).toBe(expected);
  });
});
