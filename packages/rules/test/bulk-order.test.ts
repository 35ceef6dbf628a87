import { describe, expect, it } from 'vitest';
import { addToBulkOrder, MAX_BULK_ORDER_AMOUNT, MAX_BULK_ORDER_LINES } from '../src/bulk-order.ts';

type Line = { variantId: number; amount: number; name: string };

describe('addToBulkOrder', () => {
  it.each<[string, Line[], Omit<Line, 'amount'>, Line[]]>([
    [
      'a new product comes with one piece',
      [],
      { variantId: 5, name: 'Gel' },
      [{ variantId: 5, name: 'Gel', amount: 1 }],
    ],
    [
      'a product already on it gets one more',
      [{ variantId: 5, name: 'Gel', amount: 2 }],
      { variantId: 5, name: 'Gel' },
      [{ variantId: 5, name: 'Gel', amount: 3 }],
    ],
    [
      'a new one goes to the end, the others stay',
      [{ variantId: 5, name: 'Gel', amount: 2 }],
      { variantId: 7, name: 'Olej' },
      [
        { variantId: 5, name: 'Gel', amount: 2 },
        { variantId: 7, name: 'Olej', amount: 1 },
      ],
    ],
    [
      'never above the maximum',
      [{ variantId: 5, name: 'Gel', amount: MAX_BULK_ORDER_AMOUNT }],
      { variantId: 5, name: 'Gel' },
      [{ variantId: 5, name: 'Gel', amount: MAX_BULK_ORDER_AMOUNT }],
    ],
  ])('%s', (_name, lines, line, expected) => {
    expect(addToBulkOrder(lines, line)).toEqual(expected);
  });

  it('a full order takes no new product but still counts up one it has', () => {
    const full: Line[] = Array.from({ length: MAX_BULK_ORDER_LINES }, (_, i) => ({
      variantId: i + 1,
      name: 'x',
      amount: 1,
    }));
    expect(addToBulkOrder(full, { variantId: 1000, name: 'y' })).toHaveLength(MAX_BULK_ORDER_LINES);
    expect(addToBulkOrder(full, { variantId: 1, name: 'x' })[0]!.amount).toBe(2);
  });

  it('leaves the given list as it was', () => {
    const lines: Line[] = [{ variantId: 5, name: 'Gel', amount: 1 }];
    addToBulkOrder(lines, { variantId: 5, name: 'Gel' });
    expect(lines).toEqual([{ variantId: 5, name: 'Gel', amount: 1 }]);
  });
});
