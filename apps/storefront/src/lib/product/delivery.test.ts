import { describe, expect, it } from 'vitest';
import { deliveryDate, zonedDateTime } from '@shop/rules';
import { dispatchSchedule } from './delivery';

describe('dispatch schedule of a cached product page', () => {
  // 23 December 2026 is a Wednesday; 24 to 26 December are holidays, 27 is a Sunday.
  const schedule = dispatchSchedule(0, new Date('2026-12-23T08:00:00Z'));

  it('starts today in shop time and covers a week', () => {
    expect(schedule.map((d) => d.date)).toEqual([
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
    ]);
  });

  it.each([
    // date, before 14:00, after 14:00
    ['2026-12-23', '2026-12-23', '2026-12-28'],
    ['2026-12-24', '2026-12-28', '2026-12-28'],
    ['2026-12-27', '2026-12-28', '2026-12-28'],
    ['2026-12-28', '2026-12-28', '2026-12-29'],
  ])('an order on %s ships on %s before and %s after the closing time', (date, before, after) => {
    expect(schedule.find((d) => d.date === date)).toEqual({ date, before, after });
  });

  it('agrees with the rule at any minute of the week (delay of 2 days)', () => {
    const start = new Date('2026-12-23T00:30:00+01:00');
    const twoDays = dispatchSchedule(2, start);
    for (let minutes = 0; minutes < 6 * 24 * 60; minutes += 37) {
      const now = new Date(start.getTime() + minutes * 60_000);
      const prague = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Prague',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
      }).formatToParts(now);
      const part = (t: string) => prague.find((p) => p.type === t)!.value;
      const day = twoDays.find((d) => d.date === `${part('year')}-${part('month')}-${part('day')}`)!;
      const picked = Number(part('hour')) >= 14 ? day.after : day.before;
      // Exactly 14:00 still counts as in time; the walk never lands on a whole hour and minute 0.
      expect(picked).toBe(deliveryDate({ now, delayDays: 2, closesAt: '14:00', country: 'CZ' }));
    }
  });
});

describe('delivery schedule by the fastest shipper', () => {
  // A courier that delivers the next working day and closes at 15:30.
  const courier = { closesAt: '15:30', deliveryDays: 1 };
  const schedule = dispatchSchedule(0, new Date('2026-12-22T08:00:00Z'), courier);

  it.each([
    // date, ordered before 15:30, after 15:30
    ['2026-12-22', '2026-12-23', '2026-12-28'],
    ['2026-12-23', '2026-12-28', '2026-12-29'],
    ['2026-12-24', '2026-12-29', '2026-12-29'],
    ['2026-12-28', '2026-12-29', '2026-12-30'],
  ])('an order on %s is delivered on %s before and %s after its closing time', (date, before, after) => {
    expect(schedule.find((d) => d.date === date)).toEqual({ date, before, after });
  });

  it('applies the rule to the shipper’s nearest date at any minute (delay of 2 days)', () => {
    const start = new Date('2026-12-22T00:30:00+01:00');
    const days = dispatchSchedule(2, start, courier);
    for (let minutes = 0; minutes < 6 * 24 * 60; minutes += 41) {
      const now = new Date(start.getTime() + minutes * 60_000);
      const { date, secondsOfDay } = zonedDateTime(now);
      const day = days.find((d) => d.date === date)!;
      const picked = secondsOfDay > 15.5 * 3600 ? day.after : day.before;
      const nearest = deliveryDate({ now, delayDays: 1, country: 'CZ' });
      expect(picked).toBe(
        deliveryDate({ now, nearestDeliveryDate: nearest, delayDays: 2, closesAt: '15:30', country: 'CZ' }),
      );
    }
  });
});
