import { describe, expect, it } from 'vitest';
import { chosenLocale, localeCookie } from './locale-cookie';

describe('the locale cookie', () => {
  it('is kept 365 days for the whole site', () => {
    expect(localeCookie('sk', false)).toBe('locale=sk; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('cs', true)).toBe('locale=cs; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it.each([
    ['locale=sk', 'sk'],
    ['consent=abc; locale=de; currency=EUR', 'de'],
    ['locale=pl', null],
    ['locale=', null],
    ['mylocale=sk', null],
    ['', null],
  ])('reads %j as %j', (cookies, locale) => {
    expect(chosenLocale(cookies)).toBe(locale);
  });
});
