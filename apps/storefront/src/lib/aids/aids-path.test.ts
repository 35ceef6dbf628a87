import { describe, expect, it } from 'vitest';
import { aidsPath, aidsRouteSegments } from './aids-path';

describe('aidsRouteSegments', () => {
  it.each([
    [['pomucky-gel-aloe'], ['pomucky', 'gel-aloe']],
    [['pomucky-'], null], // no product
    [['pomucky-gel', 'dalsi'], null], // one segment only
    [['pomucky'], null],
    [['kondomy'], null],
    [[], null],
  ])('%j -> %j', (rest, segments) => expect(aidsRouteSegments(rest)).toEqual(segments));
});

describe('aidsPath', () => {
  it('prefixes the product slug', () => {
    expect(aidsPath('gel-aloe')).toBe('/pomucky-gel-aloe');
    expect(aidsRouteSegments(aidsPath('gel-aloe').split('/').filter(Boolean))).toEqual([
      'pomucky',
      'gel-aloe',
    ]);
  });
});
