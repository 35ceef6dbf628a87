import { describe, expect, it } from 'vitest';
import { redirectCandidate, redirectTarget } from './redirect';

describe('which paths the CMS may have moved', () => {
  it.each([
    ['/', null],
    ['/kosik', null],
    ['/kosik/dodaci-udaje', null],
    ['/hledat', null],
    ['/prihlasit', null],
    ['/uzivatel/objednavky', null],
    ['/checkout/payment/callback', null],
    ['/stranka-nenalezena', null],
    ['/api/cart/add', null],
    ['/sk/kosik', null],
    ['/sk', null],
    ['/kondomy', { locale: 'cs', path: '/kondomy' }],
    ['/produkt/stary-nazev', { locale: 'cs', path: '/produkt/stary-nazev' }],
    ['/vse-o-nakupu/doprava', { locale: 'cs', path: '/vse-o-nakupu/doprava' }],
    ['/sk/kondomy', { locale: 'sk', path: '/kondomy' }],
  ])('%s → %j', (path, expected) => {
    expect(redirectCandidate(path)).toEqual(expected);
  });
});

describe('where a moved path leads', () => {
  it.each([
    ['/cs/kondomy', 'cs', '/kondomy'],
    ['/cs', 'cs', '/'],
    ['kondomy', 'sk', '/sk/kondomy'],
    ['/sk/kondomy', 'cs', '/sk/kondomy'],
    ['https://example.org/x', 'cs', 'https://example.org/x'],
  ] as const)('%s in %s → %s', (redirectPath, locale, expected) => {
    expect(redirectTarget(redirectPath, locale)).toBe(expected);
  });
});
