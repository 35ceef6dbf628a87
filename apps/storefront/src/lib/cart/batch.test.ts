import { describe, expect, it } from 'vitest';
import { batchItemsOf, MAX_BATCH_VARIANTS } from './batch';

describe('batchItemsOf', () => {
  it.each<[string, [string, unknown][], ReturnType<typeof batchItemsOf>]>([
    [
      'amounts above zero',
      [
        ['qty-5', '2'],
        ['qty-7', '1'],
      ],
      [
        { id: 5, amount: 2 },
        { id: 7, amount: 1 },
      ],
    ],
    [
      'zeros and empty fields skipped',
      [
        ['qty-5', '0'],
        ['qty-7', ''],
        ['qty-9', ' 3 '],
      ],
      [{ id: 9, amount: 3 }],
    ],
    [
      'the same variant summed',
      [
        ['qty-5', '2'],
        ['qty-5', '4'],
      ],
      [{ id: 5, amount: 6 }],
    ],
    ['capped at the cart maximum', [['qty-5', '99999']], [{ id: 5, amount: 9999 }]],
    [
      'other fields ignored',
      [
        ['locale', 'cs'],
        ['qty-5', '1'],
      ],
      [{ id: 5, amount: 1 }],
    ],
    ['nothing chosen', [['qty-5', '0']], []],
    ['a negative amount', [['qty-5', '-1']], null],
    ['a fraction', [['qty-5', '1.5']], null],
    ['a word', [['qty-5', 'dva']], null],
    ['a file instead of text', [['qty-5', { name: 'x.csv' }]], null],
    ['a bad variant id', [['qty-x', '1']], null],
    ['a zero variant id', [['qty-0', '1']], null],
  ])('%s', (_name, entries, expected) => {
    expect(batchItemsOf(entries)).toEqual(expected);
  });

  it('refuses more variants than one batch takes', () => {
    const many = Array.from({ length: MAX_BATCH_VARIANTS + 1 }, (_, i): [string, string] => [
      `qty-${i + 1}`,
      '1',
    ]);
    expect(batchItemsOf(many)).toBeNull();
    expect(batchItemsOf(many.slice(1))).toHaveLength(MAX_BATCH_VARIANTS);
  });
});
