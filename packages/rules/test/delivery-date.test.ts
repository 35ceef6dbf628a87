import { describe, expect, it } from 'vitest';
import { deliveryDate, type DeliveryDateInput } from '../src/delivery-date.ts';

/** Prague wall-clock time to an instant; offsets written out so the table shows DST. */
const prague = (localDateTime: string, offset: '+01:00' | '+02:00'): Date =>
  new Date(`${localDateTime}${offset}`);

describe('deliveryDate', () => {
  it.each<[string, Omit<DeliveryDateInput, 'country'> & { country?: DeliveryDateInput['country'] }, string]>([
    [
      'before closing on a working day: today',
      { now: prague('2026-04-02T13:00', '+02:00'), closesAt: '14:00' },
      '2026-04-02',
    ],
    [
      'exactly at closing time is still in time',
      { now: prague('2026-04-02T14:00', '+02:00'), closesAt: '14:00' },
      '2026-04-02',
    ],
    [
      'Thursday after 14:00 before Easter: skips Good Friday, the weekend and Easter Monday',
      { now: prague('2026-04-02T14:01', '+02:00'), closesAt: '14:00' },
      '2026-04-07',
    ],
    [
      'Friday after 14:00 a week before Easter: Monday',
      { now: prague('2026-03-27T15:00', '+01:00'), closesAt: '14:00' },
      '2026-03-30',
    ],
    [
      'Friday after 14:00, 4 delay days: five working days over Easter',
      { now: prague('2026-03-27T15:00', '+01:00'), closesAt: '14:00', delayDays: 4 },
      '2026-04-07',
    ],
    [
      'delay days count working days, not calendar days',
      { now: prague('2026-04-02T10:00', '+02:00'), closesAt: '14:00', delayDays: 1 },
      '2026-04-07',
    ],
    [
      'Christmas 2026: the 23rd after closing goes to Monday the 28th',
      { now: prague('2026-12-23T16:30', '+01:00'), closesAt: '14:00' },
      '2026-12-28',
    ],
    [
      'Christmas 2026 with 2 delay days, before closing',
      { now: prague('2026-12-22T09:00', '+01:00'), closesAt: '14:00', delayDays: 2 },
      '2026-12-28',
    ],
    [
      '28 October 2026 (Wednesday) is skipped',
      { now: prague('2026-10-27T15:00', '+01:00'), closesAt: '14:00' },
      '2026-10-29',
    ],
    [
      '28 October is a Slovak working day',
      { now: prague('2026-10-27T15:00', '+01:00'), closesAt: '14:00', country: 'SK' },
      '2026-10-28',
    ],
    [
      '8 May 2026: a Czech holiday, worked in Slovakia that year',
      { now: prague('2026-05-07T15:00', '+02:00'), closesAt: '14:00' },
      '2026-05-11',
    ],
    [
      '8 May 2026 in Slovakia',
      { now: prague('2026-05-07T15:00', '+02:00'), closesAt: '14:00', country: 'SK' },
      '2026-05-08',
    ],
    [
      'ordered on a Saturday: the next working day, and no extra day for the closing time',
      { now: prague('2026-04-11T18:00', '+02:00'), closesAt: '14:00' },
      '2026-04-13',
    ],
    [
      'ordered on a holiday morning: the next working day',
      { now: prague('2026-10-28T09:00', '+01:00'), closesAt: '14:00' },
      '2026-10-29',
    ],
    [
      'a later nearest delivery date wins over today',
      { now: prague('2026-04-07T10:00', '+02:00'), nearestDeliveryDate: '2026-04-10', closesAt: '14:00' },
      '2026-04-10',
    ],
    [
      'a later nearest delivery date plus delay and past closing',
      {
        now: prague('2026-04-07T15:00', '+02:00'),
        nearestDeliveryDate: '2026-04-10',
        closesAt: '14:00',
        delayDays: 1,
      },
      '2026-04-14',
    ],
    [
      'a nearest delivery date in the past is ignored',
      { now: prague('2026-04-07T10:00', '+02:00'), nearestDeliveryDate: '2026-04-01', closesAt: '14:00' },
      '2026-04-07',
    ],
    [
      'a nearest delivery date on a holiday moves to the next working day',
      { now: prague('2026-04-01T10:00', '+02:00'), nearestDeliveryDate: '2026-04-06' },
      '2026-04-07',
    ],
    ['no closing time: never past closing', { now: prague('2026-04-07T23:59', '+02:00') }, '2026-04-07'],
    [
      'an empty closing time counts as none',
      { now: prague('2026-04-07T23:59', '+02:00'), closesAt: '' },
      '2026-04-07',
    ],
    [
      'Prague time decides the day: 23:30 UTC is already Wednesday in Prague',
      { now: new Date('2026-04-07T23:30:00Z'), closesAt: '14:00' },
      '2026-04-08',
    ],
    [
      'DST: 12:30 UTC on 30 March is 14:30 CEST, past closing',
      { now: new Date('2026-03-30T12:30:00Z'), closesAt: '14:00' },
      '2026-03-31',
    ],
    [
      'DST: 12:30 UTC on 27 March is 13:30 CET, in time',
      { now: new Date('2026-03-27T12:30:00Z'), closesAt: '14:00' },
      '2026-03-27',
    ],
    [
      'closing time with seconds',
      { now: prague('2026-04-07T14:00:30', '+02:00'), closesAt: '14:00:00' },
      '2026-04-08',
    ],
  ])('%s', (_case, input, expected) => {
    expect(deliveryDate({ country: 'CZ', ...input })).toBe(expected);
  });

  it.each<[string, Partial<DeliveryDateInput>]>([
    ['negative delay', { delayDays: -1 }],
    ['fractional delay', { delayDays: 1.5 }],
    ['malformed closing time', { closesAt: '2 PM' }],
    ['malformed nearest date', { nearestDeliveryDate: '10.4.2026' }],
    ['impossible nearest date', { nearestDeliveryDate: '2026-02-30' }],
    ['invalid clock', { now: new Date(Number.NaN) }],
  ])('rejects %s', (_case, overrides) => {
    expect(() =>
      deliveryDate({
        now: prague('2026-04-07T10:00', '+02:00'),
        country: 'CZ',
        closesAt: '14:00',
        ...overrides,
      }),
    ).toThrow(RangeError);
  });
});
