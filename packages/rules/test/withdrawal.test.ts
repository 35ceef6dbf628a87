import { describe, expect, it } from 'vitest';
import { czechDate, withdrawalDeadline, withdrawalWindow } from '../src/withdrawal.ts';

describe('withdrawalDeadline', () => {
  it.each([
    // delivered, last day: 14 days later, moved past weekends and Czech public holidays
    ['2026-03-02', '2026-03-16'], // Monday -> Monday
    ['2026-03-04', '2026-03-18'], // Wednesday -> Wednesday
    ['2026-03-07', '2026-03-23'], // Saturday -> Saturday 21st -> Monday 23rd
    ['2026-03-08', '2026-03-23'], // Sunday -> Sunday 22nd -> Monday 23rd
    ['2026-12-11', '2026-12-28'], // -> Friday 25th (Christmas), Saturday, Sunday -> Monday 28th
    ['2026-12-10', '2026-12-28'], // -> Thursday 24th (Christmas Eve) -> Monday 28th
    ['2026-04-20', '2026-05-04'], // Monday -> Monday 4th May
    ['2026-04-17', '2026-05-04'], // -> Friday 1st May (holiday), weekend -> Monday 4th
    ['2026-02-16', '2026-03-02'], // across the end of February
  ])('delivered %s: in time until %s', (delivered, deadline) => {
    expect(withdrawalDeadline(delivered)).toBe(deadline);
  });

  it('follows the Slovak holidays for SK', () => {
    // Wednesday 2027-01-06 (Epiphany) is a day off in Slovakia only.
    expect(withdrawalDeadline('2026-12-23', 'SK')).toBe('2027-01-07');
    expect(withdrawalDeadline('2026-12-23', 'CZ')).toBe('2027-01-06');
  });
});

describe('withdrawalWindow', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    // delivered at (UTC), now (UTC), open, deadline
    [null, '2026-03-30T10:00:00Z', true, null], // not delivered yet: always open
    ['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', true, '2026-03-16'],
    ['2026-03-02T09:00:00Z', '2026-03-16T22:59:59Z', true, '2026-03-16'], // 23:59:59 Prague time
    ['2026-03-02T09:00:00Z', '2026-03-16T23:00:00Z', false, '2026-03-16'], // midnight in Prague
    ['2026-03-02T09:00:00Z', '2026-03-25T10:00:00Z', false, '2026-03-16'],
    ['2026-03-01T23:30:00Z', '2026-03-16T12:00:00Z', true, '2026-03-16'], // 00:30 on 2nd in Prague
  ])('delivered %s, now %s: open %s', (delivered, now, open, deadline) => {
    expect(withdrawalWindow(delivered ? at(delivered) : null, at(now))).toEqual({ open, deadline });
  });
});

describe('czechDate', () => {
  it.each([
    ['2026-03-16', '16. 3. 2026'],
    ['2026-12-01', '1. 12. 2026'],
  ])('%s -> %s', (iso, text) => expect(czechDate(iso)).toBe(text));
});
