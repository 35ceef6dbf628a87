import { describe, expect, it } from 'vitest';
import { isListNotice, listAddressOf, listPagePath } from './list-pages';

describe('list addresses from forms', () => {
  it.each([
    ['wishlist', 'wishlist'],
    ['12', 12],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['012', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    ['WISHLIST', null],
    ['12 ', null],
  ])('%j -> %j', (raw, address) => {
    expect(listAddressOf(raw)).toBe(address);
  });

  it('the wish list has a page of its own', () => {
    expect(listPagePath('wishlist')).toBe('/uzivatel/oblibene');
    expect(listPagePath(7)).toBe('/uzivatel/nakupni-seznamy/7');
  });

  it.each([
    ['smazano', true],
    ['chyba', true],
    ['jine', false],
    [undefined, false],
  ])('notice %j known: %s', (raw, known) => {
    expect(isListNotice(raw)).toBe(known);
  });
});
