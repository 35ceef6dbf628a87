import type { NextRequest, NextResponse } from 'next/server';
import { secretCookieName, secureCookies } from '../site';
import { formTokenMatches } from './form-token-check';

/**
 * A second guard, besides the Origin check, for the forms that log a browser in or change an
 * account (log-in, registration, password reset): the page puts a random token both in a
 * SameSite=Strict cookie and in a hidden field, and the route accepts the form only when the two
 * match. Another site can neither read the field nor send the cookie.
 */
export const FORM_TOKEN_COOKIE = secretCookieName('form_token');
export const FORM_TOKEN_FIELD = 'form_token';
/** How the proxy hands the page its token (overwritten on every request). */
export const FORM_TOKEN_HEADER = 'x-form-token';

/** First path segments of the pages that show such a form. */
export const FORM_TOKEN_PAGES: ReadonlySet<string> = new Set([
  'prihlasit',
  'registrovat',
  'zapomenute-heslo',
  'resetovat-heslo',
]);

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The browser's token, or a new one the response must set (`issue`). */
export function formTokenOf(request: NextRequest): { token: string; issue: boolean } {
  const kept = request.cookies.get(FORM_TOKEN_COOKIE)?.value;
  if (kept && TOKEN.test(kept)) return { token: kept, issue: false };
  return {
    token: Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url'),
    issue: true,
  };
}

export function setFormTokenCookie(res: NextResponse, request: NextRequest, token: string): void {
  // A session cookie: the token lives as long as the browser keeps the page open.
  res.cookies.set(FORM_TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request.url),
  });
}

/** Whether the form's field matches the browser's cookie. */
export function hasValidFormToken(request: NextRequest, form: FormData | null): boolean {
  return formTokenMatches(form?.get(FORM_TOKEN_FIELD), request.cookies.get(FORM_TOKEN_COOKIE)?.value);
}
