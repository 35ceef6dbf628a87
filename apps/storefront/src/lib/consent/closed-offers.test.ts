import { describe, expect, it } from 'vitest';
import { isCartPath } from './closed-offers';

describe('isCartPath', () => {
  it.each([
    ['/kosik', true],
    ['/kosik/', true],
    ['/kosik/doprava-a-platba', true],
    ['/kosik/dodaci-udaje', true],
    ['/sk/kosik/dodaci-udaje', true],
    ['/de/kosik', true],
    ['/', false],
    ['/kosiky-a-tasky', false],
    ['/produkt/kosik', false],
    ['/uzivatel/objednavky', false],
  ])('%s → %s', (path, expected) => {
    expect(isCartPath(path)).toBe(expected);
  });
});
