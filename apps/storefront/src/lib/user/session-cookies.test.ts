import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE, SIGNED_IN_COOKIE } from '../cart/shopper-cookies';
import { clearSessionCookies, writeSessionCookies, type CookieWriter } from './session-cookies';

/** A cookie jar that keeps what is written, as a response's cookies would. */
function jar() {
  const written = new Map<string, { value: string; maxAge: number; httpOnly?: boolean }>();
  const writer: CookieWriter = { set: (name, value, options) => written.set(name, { value, ...options }) };
  return { writer, written };
}

describe('session cookies', () => {
  it('keep the log-in token for 7 days, httpOnly, and the readable signed-in mark as long', () => {
    const { writer, written } = jar();
    writeSessionCookies(writer, 'token-1', { secure: true, cartCount: 2 });
    expect(written.get(AUTH_COOKIE)).toMatchObject({
      value: 'token-1',
      maxAge: 7 * 24 * 3600,
      httpOnly: true,
    });
    expect(written.get(SIGNED_IN_COOKIE)).toMatchObject({ value: '1', maxAge: 7 * 24 * 3600 });
    expect(written.get(SIGNED_IN_COOKIE)?.httpOnly).toBeUndefined();
  });

  it('end with the session', () => {
    const { writer, written } = jar();
    clearSessionCookies(writer, { secure: false });
    expect(written.get(AUTH_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });
});
