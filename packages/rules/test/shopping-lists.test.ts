import { describe, expect, it } from 'vitest';
import {
  amountAfterAdd,
  batchOutcome,
  listAmountError,
  listNameError,
  listNoteError,
  normaliseListName,
  SHOPPING_LIST_LIMITS,
  shoppingListMessages,
  WISHLIST_CODE,
} from '../src/index.ts';

describe('shopping list name', () => {
  it.each([
    ['Na chatu', null],
    ['  Na   chatu ', null],
    ['', shoppingListMessages.nameRequired],
    ['   \t ', shoppingListMessages.nameRequired],
    ['x'.repeat(100), null],
    ['ž'.repeat(100), null],
    ['x'.repeat(101), 'Název seznamu může mít nejvýše 100 znaků'],
  ])('%j -> %s', (name, error) => {
    expect(listNameError(name)).toBe(error);
  });

  it('keeps the name trimmed with single spaces', () => {
    expect(normaliseListName('  Dárky \n pro  mámu ')).toBe('Dárky pro mámu');
  });
});

describe('shopping list item', () => {
  const amountError = 'Množství musí být celé číslo od 1 do 9999';
  it.each([
    [undefined, null],
    [1, null],
    [9999, null],
    [0, amountError],
    [-3, amountError],
    [10000, amountError],
    [1.5, amountError],
    [Number.NaN, amountError],
  ])('amount %s -> %s', (amount, error) => {
    expect(listAmountError(amount)).toBe(error);
  });

  it.each([
    [null, null],
    [undefined, null],
    ['do koupelny', null],
    ['x'.repeat(SHOPPING_LIST_LIMITS.noteLength), null],
    ['x'.repeat(SHOPPING_LIST_LIMITS.noteLength + 1), 'Poznámka může mít nejvýše 500 znaků'],
  ])('note %j -> %s', (note, error) => {
    expect(listNoteError(note)).toBe(error);
  });

  it.each([
    [WISHLIST_CODE, 1, 1, 1],
    [WISHLIST_CODE, 1, 5, 1],
    ['a1b2c3', 2, 3, 5],
    ['a1b2c3', 9000, 2000, 9999],
  ])('on %s, %i and %i more -> %i', (code, kept, added, result) => {
    expect(amountAfterAdd(code, kept, added)).toBe(result);
  });
});

describe('batch outcome', () => {
  it.each([
    [3, 3, 'all'],
    [1, 3, 'some'],
    [0, 3, 'none'],
    [0, 0, 'none'],
  ] as const)('%i of %i -> %s', (added, total, outcome) => {
    expect(batchOutcome(added, total)).toBe(outcome);
  });
});
