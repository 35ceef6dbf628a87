import { describe, expect, it } from 'vitest';
import { pluralCategory, pluralize, type PluralForms } from '../src/plural.ts';

const KUS: PluralForms = { one: 'kus', few: 'kusy', many: 'kusu', other: 'kusů' };
const PRODUKT_SK: PluralForms = { one: 'produkt', few: 'produkty', many: 'produktu', other: 'produktov' };

describe('pluralCategory (0, 1, 2 to 4, 5 or more; decimals)', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'other'],
    [11, 'other'],
    [21, 'other'],
    [22, 'other'],
    [100, 'other'],
    [1.5, 'many'],
    [0.5, 'many'],
    [-1, 'one'],
    [-3, 'few'],
  ] as const)('cs and sk: %s -> %s', (count, category) => {
    expect(pluralCategory(count, 'cs')).toBe(category);
    expect(pluralCategory(count, 'sk')).toBe(category);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('rejects %s', (count) => {
    expect(() => pluralCategory(count, 'cs')).toThrow(RangeError);
  });
});

describe('pluralize', () => {
  it.each([
    [0, 'kusů'],
    [1, 'kus'],
    [2, 'kusy'],
    [4, 'kusy'],
    [5, 'kusů'],
    [21, 'kusů'],
    [22, 'kusů'],
    [1.5, 'kusu'],
  ])('cs %s %s', (count, word) => {
    expect(pluralize(count, 'cs', KUS)).toBe(word);
  });

  it.each([
    [1, 'produkt'],
    [3, 'produkty'],
    [5, 'produktov'],
    [2.5, 'produktu'],
  ])('sk %s %s', (count, word) => {
    expect(pluralize(count, 'sk', PRODUKT_SK)).toBe(word);
  });

  it.each([
    [1, 'Stück'],
    [3, 'Stücke'],
  ])('de %s %s (no few form needed)', (count, word) => {
    expect(pluralize(count, 'de', { one: 'Stück', other: 'Stücke' })).toBe(word);
  });

  it('falls back to the other form when few or many is missing', () => {
    expect(pluralize(3, 'cs', { one: 'ks', other: 'ks.' })).toBe('ks.');
    expect(pluralize(1.5, 'cs', { one: 'ks', other: 'ks.' })).toBe('ks.');
  });
});
