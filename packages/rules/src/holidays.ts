import { addDays, assertIsoDate, dayOfWeek, isoDate, type IsoDate } from './calendar-date.ts';

export type HolidayCountry = 'CZ' | 'SK';

/** A holiday on a fixed day of the year, optionally only a day off in some years. */
export interface FixedHoliday {
  readonly month: number;
  readonly day: number;
  readonly name: string;
  /** Last year the day is a day off; later it stays a state holiday but is worked. */
  readonly dayOffUntil?: number;
  /** Years in which the day is worked by exception. */
  readonly workedIn?: readonly number[];
}

/** Holidays moving with Easter, as offsets in days from Easter Sunday. */
export interface EasterHoliday {
  readonly offsetFromEaster: number;
  readonly name: string;
}

export interface HolidayCalendar {
  readonly fixed: readonly FixedHoliday[];
  readonly easter: readonly EasterHoliday[];
}

const GOOD_FRIDAY: EasterHoliday = { offsetFromEaster: -2, name: 'Velký pátek' };
const EASTER_MONDAY: EasterHoliday = { offsetFromEaster: 1, name: 'Velikonoční pondělí' };

/**
 * Days off, not all state holidays. CZ: the specification's list plus 8 May, Good Friday and
 * Easter Monday, which Czech law (zákon č. 245/2000 Sb.) also makes days off.
 *
 * SK follows zákon č. 241/1993 Z. z. as amended by the consolidation packages: 1 September is
 * worked since 2024, 17 November since 2025, and 8 May and 15 September are worked in 2026 only.
 */
export const HOLIDAY_CALENDARS: Readonly<Record<HolidayCountry, HolidayCalendar>> = {
  CZ: {
    fixed: [
      { month: 1, day: 1, name: 'Den obnovy samostatného českého státu, Nový rok' },
      { month: 5, day: 1, name: 'Svátek práce' },
      { month: 5, day: 8, name: 'Den vítězství' },
      { month: 7, day: 5, name: 'Den slovanských věrozvěstů Cyrila a Metoděje' },
      { month: 7, day: 6, name: 'Den upálení mistra Jana Husa' },
      { month: 9, day: 28, name: 'Den české státnosti' },
      { month: 10, day: 28, name: 'Den vzniku samostatného československého státu' },
      { month: 11, day: 17, name: 'Den boje za svobodu a demokracii' },
      { month: 12, day: 24, name: 'Štědrý den' },
      { month: 12, day: 25, name: '1. svátek vánoční' },
      { month: 12, day: 26, name: '2. svátek vánoční' },
    ],
    easter: [GOOD_FRIDAY, EASTER_MONDAY],
  },
  SK: {
    fixed: [
      { month: 1, day: 1, name: 'Deň vzniku Slovenskej republiky' },
      { month: 1, day: 6, name: 'Zjavenie Pána' },
      { month: 5, day: 1, name: 'Sviatok práce' },
      { month: 5, day: 8, name: 'Deň víťazstva nad fašizmom', workedIn: [2026] },
      { month: 7, day: 5, name: 'Sviatok svätého Cyrila a svätého Metoda' },
      { month: 8, day: 29, name: 'Výročie Slovenského národného povstania' },
      { month: 9, day: 1, name: 'Deň Ústavy Slovenskej republiky', dayOffUntil: 2023 },
      { month: 9, day: 15, name: 'Sedembolestná Panna Mária', workedIn: [2026] },
      { month: 11, day: 1, name: 'Sviatok Všetkých svätých' },
      { month: 11, day: 17, name: 'Deň boja za slobodu a demokraciu', dayOffUntil: 2024 },
      { month: 12, day: 24, name: 'Štedrý deň' },
      { month: 12, day: 25, name: 'Prvý sviatok vianočný' },
      { month: 12, day: 26, name: 'Druhý sviatok vianočný' },
    ],
    easter: [
      { ...GOOD_FRIDAY, name: 'Veľký piatok' },
      { ...EASTER_MONDAY, name: 'Veľkonočný pondelok' },
    ],
  },
};

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583) throw new RangeError(`year must be Gregorian, got ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

function isDayOffIn(holiday: FixedHoliday, year: number): boolean {
  if (holiday.dayOffUntil !== undefined && year > holiday.dayOffUntil) return false;
  return !holiday.workedIn?.includes(year);
}

/** The days off of a year, sorted. */
export function holidaysOf(year: number, country: HolidayCountry): IsoDate[] {
  const calendar = HOLIDAY_CALENDARS[country];
  const easter = easterSunday(year);
  const fixed = calendar.fixed
    .filter((holiday) => isDayOffIn(holiday, year))
    .map((holiday) => isoDate(year, holiday.month, holiday.day));
  const moving = calendar.easter.map((holiday) => addDays(easter, holiday.offsetFromEaster));
  return [...fixed, ...moving].sort();
}

export function isHoliday(date: IsoDate, country: HolidayCountry): boolean {
  return holidaysOf(Number(assertIsoDate(date).slice(0, 4)), country).includes(date);
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

export function isWorkingDay(date: IsoDate, country: HolidayCountry): boolean {
  return !isWeekend(date) && !isHoliday(date, country);
}

/** The first working day strictly after the date. */
export function nextWorkingDay(date: IsoDate, country: HolidayCountry): IsoDate {
  let next = addDays(date, 1);
  while (!isWorkingDay(next, country)) next = addDays(next, 1);
  return next;
}
