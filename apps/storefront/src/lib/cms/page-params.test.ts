import { describe, expect, it } from 'vitest';
import { contentRouteContext, pageNumber } from './page-params';
import { curatedGuidePath, shoppingGuidePath } from './paths';

describe('pageNumber', () => {
  it.each([
    ['1', 1],
    ['2', 2],
    ['9999', 9999],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['2a', null],
    ['', null],
    ['10000', null],
  ])('%s → %s', (segment, expected) => {
    expect(pageNumber(segment)).toBe(expected);
  });
});

describe('content paths', () => {
  it('puts page 1 of the shopping guide at /poradna and further pages under /strana', () => {
    expect(shoppingGuidePath()).toBe('/poradna');
    expect(shoppingGuidePath(1)).toBe('/poradna');
    expect(shoppingGuidePath(3)).toBe('/poradna/strana/3');
  });

  it('encodes a curated guide slug', () => {
    expect(curatedGuidePath('jak-vybrat-gel')).toBe('/pruvodce/jak-vybrat-gel');
    expect(curatedGuidePath('a b')).toBe('/pruvodce/a%20b');
  });
});

describe('contentRouteContext', () => {
  it('reads the locale and the price display of the path', () => {
    expect(contentRouteContext({ locale: 'cs', display: 'eur-without' })).toEqual({
      locale: 'cs',
      currency: 'EUR',
      vatDisplay: 'without',
    });
    expect(contentRouteContext({ locale: 'sk', display: 'czk-both' })).toMatchObject({ vatDisplay: 'both' });
  });

  it("falls back to the locale's default display and the default locale", () => {
    expect(contentRouteContext({ locale: 'xx', display: 'nonsense' })).toEqual({
      locale: 'cs',
      currency: 'CZK',
      vatDisplay: 'both',
    });
  });
});
