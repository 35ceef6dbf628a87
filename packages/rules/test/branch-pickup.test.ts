import { describe, expect, it } from 'vitest';
import { branchPickupDelayDays, type PickupLine } from '../src/branch-pickup.ts';
import { deliveryDate } from '../src/delivery-date.ts';

const line = (amount: number, delayDays: number, stock: Record<number, number>): PickupLine => ({
  amount,
  delayDays,
  warehouses: Object.entries(stock).map(([id, s]) => ({ id: Number(id), stock: s })),
});

describe('branchPickupDelayDays (branch warehouse 2, central warehouse 1)', () => {
  it.each<[string, PickupLine[], number]>([
    ['an empty cart waits for nothing', [], 0],
    ['the branch holds every line', [line(2, 5, { 1: 0, 2: 2 }), line(1, 3, { 2: 9 })], 0],
    [
      'one piece short at the branch, the central warehouse has it: a transfer',
      [line(3, 5, { 1: 10, 2: 2 })],
      1,
    ],
    ['branch and central together make up the amount: a transfer', [line(5, 5, { 1: 3, 2: 2 })], 1],
    ['no warehouse has enough: the delay plus the transfer', [line(5, 4, { 1: 1, 2: 1 })], 5],
    ['the slowest line decides', [line(1, 0, { 2: 1 }), line(1, 2, { 1: 0 }), line(1, 0, { 1: 5 })], 3],
    ['negative stock counts as none', [line(1, 2, { 1: -4, 2: -1 })], 3],
    ['a variant unknown to the branch comes from central', [line(1, 0, { 1: 1 })], 1],
  ])('%s', (_name, lines, days) => {
    expect(branchPickupDelayDays(lines, 2)).toBe(days);
  });

  it('gives the pickup date through the delivery date rule (weekend and holidays skipped)', () => {
    // Wednesday 23 December 2026, 10:00: 24 to 26 December are holidays, 27 is a Sunday.
    const now = new Date('2026-12-23T10:00:00+01:00');
    const pickup = (lines: PickupLine[]) =>
      deliveryDate({ now, delayDays: branchPickupDelayDays(lines, 2), closesAt: '14:00', country: 'CZ' });
    expect(pickup([line(1, 3, { 2: 1 })])).toBe('2026-12-23');
    expect(pickup([line(2, 3, { 1: 5, 2: 1 })])).toBe('2026-12-28');
    expect(pickup([line(2, 3, { 2: 1 })])).toBe('2026-12-31');
  });
});
