import { describe, expect, it } from 'vitest';
import { plainErrorRewrite, plainErrorStatus } from './plain-error';

describe('the plain error pages', () => {
  it('take the error page of a status the shop switched off, in its language', () => {
    const off = { error403: false, error404: false, error500: false };
    expect(plainErrorRewrite('/stranka-nenalezena', off)).toEqual({
      locale: 'cs',
      pathname: '/cs/prosta-chyba/404',
    });
    expect(plainErrorRewrite('/sk/chyba', off)).toEqual({ locale: 'sk', pathname: '/sk/prosta-chyba/500' });
    expect(plainErrorRewrite('/de/pristup-odepren', off)).toEqual({
      locale: 'de',
      pathname: '/de/prosta-chyba/403',
    });
  });

  it('leave the themed page while it is shown, and every other path', () => {
    expect(plainErrorRewrite('/stranka-nenalezena', {})).toBeNull();
    expect(plainErrorRewrite('/stranka-nenalezena', { error500: false, error404: true })).toBeNull();
    expect(plainErrorRewrite('/chyba', { error404: false })).toBeNull();
    expect(plainErrorRewrite('/kondomy', { error404: false })).toBeNull();
    expect(plainErrorRewrite('/stranka-nenalezena/dalsi', { error404: false })).toBeNull();
  });

  it('know their statuses only', () => {
    expect(['403', '404', '500', '418', ''].map(plainErrorStatus)).toEqual([403, 404, 500, null, null]);
  });
});
