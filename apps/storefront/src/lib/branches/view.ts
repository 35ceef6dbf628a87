/**
 * Pure helpers of the branch pages: the closure to announce, postcodes, phone links and the
 * opening hours in schema.org form. No I/O; the time is passed in.
 */

/** A closure worth telling: one that holds now or is still to come (an ended one is not shown). */
export interface Closure {
  from: string | null;
  to: string | null;
  /** It holds at the time asked. */
  now: boolean;
}

export function closureAt(
  branch: { branch_closed_from: string | null; branch_closed_to: string | null },
  at: Date,
): Closure | null {
  const { branch_closed_from: from, branch_closed_to: to } = branch;
  if (!from && !to) return null;
  if (to && Date.parse(to) <= at.getTime()) return null;
  return { from, to, now: !from || Date.parse(from) <= at.getTime() };
}

/** A five-digit postcode as it is written: `602 00`. */
export const formatPostcode = (postcode: string): string =>
  /^\d{5}$/.test(postcode) ? `${postcode.slice(0, 3)} ${postcode.slice(3)}` : postcode;

/** A `tel:` link of a phone number as typed (`+420 228 884 121` → `tel:+420228884121`). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Alpha-3 country codes of the branches as schema.org wants them (alpha-2). */
const ALPHA2: Record<string, string> = { CZE: 'CZ', SVK: 'SK', DEU: 'DE', AUT: 'AT', POL: 'PL', HUN: 'HU' };
export const countryAlpha2 = (alpha3: string): string => ALPHA2[alpha3] ?? alpha3;

const SCHEMA_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const TIME_RANGE = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/;

const hhmm = (h: string, m: string) => `${h.padStart(2, '0')}:${m}`;

/**
 * schema.org `openingHours` from the CMS lines (one per day, Monday first, in any language):
 * `Mo-Fr 09:00-19:00`, `Sa 10:00-16:00`; days without a time range are closed and left out.
 */
export function schemaOpeningHours(lines: string[]): string[] {
  const days = SCHEMA_DAYS.map((day, i) => {
    const m = TIME_RANGE.exec(lines[i] ?? '');
    return { day, hours: m ? `${hhmm(m[1]!, m[2]!)}-${hhmm(m[3]!, m[4]!)}` : null };
  });
  const out: string[] = [];
  for (let i = 0; i < days.length;) {
    const hours = days[i]!.hours;
    let j = i;
    while (j + 1 < days.length && days[j + 1]!.hours === hours) j++;
    if (hours) out.push(`${days[i]!.day}${j > i ? `-${days[j]!.day}` : ''} ${hours}`);
    i = j + 1;
  }
  return out;
}

/** A CMS hours line split into the day and the time: `Po 9:00–19:00` → [`Po`, `9:00–19:00`]. */
export function splitHoursLine(line: string): [day: string, time: string] {
  const space = line.indexOf(' ');
  return space < 0 ? ['', line] : [line.slice(0, space), line.slice(space + 1)];
}
