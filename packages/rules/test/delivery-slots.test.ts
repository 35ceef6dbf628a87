import { describe, expect, it } from 'vitest';
import {
  deliverySlots,
  findDeliverySlot,
  slotsOfDay,
  type DeliverySlotsInput,
} from '../src/delivery-slots.ts';

describe('slotsOfDay', () => {
  it('three windows from 8:00 to 20:00, ids by date and hours', () => {
    expect(slotsOfDay('2026-11-24')).toEqual([
      { id: '2026-11-24/08-12', from: '08:00', to: '12:00' },
      { id: '2026-11-24/12-16', from: '12:00', to: '16:00' },
      { id: '2026-11-24/16-20', from: '16:00', to: '20:00' },
    ]);
  });

  it('rejects an impossible date', () => {
    expect(() => slotsOfDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('deliverySlots', () => {
  it.each<[string, Omit<DeliverySlotsInput, 'country'>, string[]]>([
    [
      'a Monday: the working week',
      { nearestDeliveryDate: '2026-11-23' },
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
    ],
    [
      'skips the weekend and 17 November',
      { nearestDeliveryDate: '2026-11-13' },
      ['2026-11-13', '2026-11-16', '2026-11-18', '2026-11-19', '2026-11-20'],
    ],
    [
      'a Saturday start moves to Monday',
      { nearestDeliveryDate: '2026-11-14' },
      ['2026-11-16', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-23'],
    ],
    [
      'Christmas: 24 to 27 December are skipped',
      { nearestDeliveryDate: '2026-12-22' },
      ['2026-12-22', '2026-12-23', '2026-12-28', '2026-12-29', '2026-12-30'],
    ],
    [
      'Easter 2026: Good Friday and Easter Monday are skipped',
      { nearestDeliveryDate: '2026-04-02' },
      ['2026-04-02', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'],
    ],
    [
      'since later than the nearest date starts there',
      { nearestDeliveryDate: '2026-11-23', since: '2026-11-26' },
      ['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'],
    ],
    [
      'since earlier than the nearest date changes nothing',
      { nearestDeliveryDate: '2026-11-23', since: '2026-11-02' },
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'],
    ],
    [
      'New Year: 1 January 2027 is a holiday',
      { nearestDeliveryDate: '2026-12-31', days: 3 },
      ['2026-12-31', '2027-01-04', '2027-01-05'],
    ],
    ['no days asked, none given', { nearestDeliveryDate: '2026-11-23', days: 0 }, []],
  ])('%s', (_name, input, dates) => {
    const days = deliverySlots({ country: 'CZ', ...input });
    expect(days.map((d) => d.date)).toEqual(dates);
    for (const day of days) expect(day.slots).toEqual(slotsOfDay(day.date));
  });

  it.each<[string, DeliverySlotsInput]>([
    ['a negative number of days', { nearestDeliveryDate: '2026-11-23', days: -1, country: 'CZ' }],
    ['a fractional number of days', { nearestDeliveryDate: '2026-11-23', days: 1.5, country: 'CZ' }],
    ['an impossible nearest date', { nearestDeliveryDate: '2026-13-01', country: 'CZ' }],
    ['an impossible since', { nearestDeliveryDate: '2026-11-23', since: '2026-11-31', country: 'CZ' }],
  ])('rejects %s', (_name, input) => {
    expect(() => deliverySlots(input)).toThrow(RangeError);
  });
});

describe('findDeliverySlot', () => {
  const days = deliverySlots({ nearestDeliveryDate: '2026-11-23', country: 'CZ' });
  it.each([
    ['2026-11-24/08-12', { id: '2026-11-24/08-12', from: '08:00', to: '12:00' }],
    ['2026-11-27/16-20', { id: '2026-11-27/16-20', from: '16:00', to: '20:00' }],
    ['2026-11-30/08-12', undefined], // the sixth working day is not offered
    ['2026-11-28/08-12', undefined], // a Saturday
    ['2026-11-24/20-24', undefined], // no such window
    ['2026-11-24', undefined],
  ])('%s', (id, expected) => {
    expect(findDeliverySlot(days, id)).toEqual(expected);
  });
});
