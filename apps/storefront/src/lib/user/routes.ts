import type { NextRequest, NextResponse } from 'next/server';
import { errorCodes, type CurrencyCode } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { cartFormContext } from '../cart/form-action';
import { AUTH_COOKIE } from '../cart/server';
import { clientIp } from '../currency/visitor-country';
import { CURRENCY_COOKIE, DISPLAY_COOKIE_MAX_AGE } from '../currency';
import { currencyOfAddresses } from '../currency/address-currency';
import { listAddresses } from './account-api';
import { BackendError } from '../http';
import { answerLogInChallenge, logIn, logOut, type LogInStep } from './server';
import { clearSessionCookies, sessionCartCount, writeSessionCookies } from './session-cookies';
import { secretCookieName, secureCookies } from '@/lib/site';
import { hasValidFormToken } from '@/lib/security/form-token';
import { logError } from '@/lib/log';
import { privateJson, seeOther } from '../private-answers';

/** Why a plain-form log-in returned (`?chyba=`); the page words it, never echoing the query. */
export const LOGIN_FAILURES = [
  'prazdne',
  'udaje',
  'omezeno',
  'pokusy',
  'formular',
  'chyba',
  'kod',
  'vyprselo',
] as const;
export type LoginFailure = (typeof LOGIN_FAILURES)[number];
const failureOf = (status: number): LoginFailure =>
  status === 400
    ? 'prazdne'
    : status === 401
      ? 'udaje'
      : status === 403
        ? 'omezeno'
        : status === 429
          ? 'pokusy'
          : 'chyba';

/** The challenge of a log-in waiting for its second factor; it holds as long as the backend's. */
export const LOGIN_CHALLENGE_COOKIE = secretCookieName('login_challenge');

/** Where to go after log-in: a path of this shop only, never another site. */
export function safeRedirect(raw: unknown, locale: AppLocale): string {
  return typeof raw === 'string' && /^\/(?!\/)[^\s\\]*$/.test(raw) ? raw : localizedPath(locale, '/');
}

const wantsJson = (request: NextRequest) => request.headers.get('accept')?.includes('application/json');

/**
 * POST /api/auth/login (the /prihlasit form; works without JavaScript): logs in at the store API,
 * ends the session the browser held before, keeps the new token in an httpOnly cookie for 7 days, drops the guest cart cookie (that cart joined
 * the customer's) and goes to `redirect`. An account with a second factor first gets the
 * challenge in a short-lived cookie and the page's code step. A refusal returns to the form with
 * the reason in the shopper's language, or answers it as JSON to the form's script.
 */
export async function logInAction(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const email = String(form?.get('email') ?? '').trim();
  const password = String(form?.get('password') ?? '');
  const redirect = safeRedirect(form?.get('redirect'), locale);
  const refuse = await refusal(request, locale, redirect);
  // A form without its page's token: another site's, or a page kept open past the browser session.
  if (!hasValidFormToken(request, form)) return refuse('formular', 403);
  if (!email || !password) return refuse('prazdne', 400);

  let step: LogInStep;
  try {
    step = await logIn(locale, { email, password }, shopper.cartToken, clientIp(request));
  } catch (e) {
    if (e instanceof BackendError && e.status < 500 && e.errors[0])
      return refuse(failureOf(e.status), e.status, e.errors[0].title);
    logError('log-in', e);
    return refuse('chyba', 502);
  }
  if ('challenge' in step) {
    const qs = new URLSearchParams({ krok: 'kod', ...(redirect !== '/' ? { redirect } : {}) });
    const next = `${localizedPath(locale, '/prihlasit')}?${qs}`;
    const res = wantsJson(request) ? privateJson({ redirect: next }) : seeOther(next);
    res.cookies.set(LOGIN_CHALLENGE_COOKIE, step.challenge, {
      path: '/',
      maxAge: step.expiresIn,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookies(request.url),
    });
    return res;
  }
  return loggedIn(request, { locale, currency, redirect, token: step.token });
}

/**
 * POST /api/auth/login/code (the code step of /prihlasit; works without JavaScript): answers the
 * challenge the password opened with a code of the customer's app or a recovery code.
 */
export async function logInCodeAction(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale, currency, shopper } = cartFormContext(request, form);
  const code = String(form?.get('code') ?? '').trim();
  const redirect = safeRedirect(form?.get('redirect'), locale);
  const challenge = request.cookies.get(LOGIN_CHALLENGE_COOKIE)?.value;
  const refuse = await refusal(request, locale, redirect);
  const again = (failure: LoginFailure, status: number, title?: string) =>
    refuse(failure, status, title, 'kod');
  if (!hasValidFormToken(request, form)) return again('formular', 403);
  if (!challenge) return refuse('vyprselo', 401);
  if (!code) return again('kod', 400);
  let token: string;
  try {
    token = await answerLogInChallenge(locale, { challenge, code }, shopper.cartToken, clientIp(request));
  } catch (e) {
    if (e instanceof BackendError && e.status < 500 && e.errors[0]) {
      const expired = e.errors[0].code === errorCodes.loginChallengeExpired;
      const res = expired
        ? refuse('vyprselo', e.status, e.errors[0].title)
        : again(e.status === 429 ? 'pokusy' : 'kod', e.status, e.errors[0].title);
      if (expired) forgetChallenge(res, request);
      return res;
    }
    logError('log-in code', e);
    return again('chyba', 502);
  }
  const res = await loggedIn(request, { locale, currency, redirect, token });
  forgetChallenge(res, request);
  return res;
}

function forgetChallenge(res: NextResponse, request: NextRequest): void {
  res.cookies.set(LOGIN_CHALLENGE_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request.url),
  });
}

/**
 * How a log-in form is refused: back to /prihlasit (at its code step when `step` says so) with the
 * reason, or the reason as JSON to the form's script.
 */
async function refusal(request: NextRequest, locale: AppLocale, redirect: string) {
  const t = await getTranslations({ locale, namespace: 'Login' });
  return (failure: LoginFailure, status: number, title?: string, step?: 'kod') => {
    if (wantsJson(request)) return privateJson({ error: title ?? t(`failures.${failure}`) }, status);
    const qs = new URLSearchParams({
      ...(step ? { krok: step } : {}),
      chyba: failure,
      ...(redirect !== '/' ? { redirect } : {}),
    });
    return seeOther(`${localizedPath(locale, '/prihlasit')}?${qs}`);
  };
}

/**
 * The session's start in the browser: a session the browser held before ends on the server too,
 * the token goes into its cookie with the customer's cart count, and a customer with a Slovak
 * address shops in euros from now on.
 */
async function loggedIn(
  request: NextRequest,
  {
    locale,
    currency,
    redirect,
    token,
  }: { locale: AppLocale; currency: CurrencyCode; redirect: string; token: string },
): Promise<NextResponse> {
  const previous = request.cookies.get(AUTH_COOKIE)?.value;
  if (previous && previous !== token) await logOut(previous).catch((e: unknown) => logError('log-out', e));
  const res = wantsJson(request) ? privateJson({ redirect }) : seeOther(redirect);
  const [cartCount, ownCurrency] = await Promise.all([
    sessionCartCount(locale, currency, token),
    addressCurrency(locale, token),
  ]);
  writeSessionCookies(res.cookies, token, {
    secure: secureCookies(request.url),
    // The header's piece count now counts the customer's cart.
    cartCount,
  });
  if (ownCurrency) {
    res.cookies.set(CURRENCY_COOKIE, ownCurrency, {
      path: '/',
      maxAge: DISPLAY_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: secureCookies(request.url),
    });
  }
  return res;
}

/** The currency the customer's own address gives; null when it gives none or cannot be read. */
function addressCurrency(locale: AppLocale, token: string) {
  return listAddresses(locale, token).then(currencyOfAddresses, () => null);
}

/**
 * POST /api/auth/logout: ends the session and forgets the token (the page it leads to forgets what
 * the browser stored for the customer); the cart stays the customer's.
 */
export async function logOutAction(request: NextRequest): Promise<NextResponse> {
  const form = await request.formData().catch(() => null);
  const { locale } = cartFormContext(request, form);
  const token = request.cookies.get(AUTH_COOKIE)?.value;
  if (token) await logOut(token).catch((e: unknown) => logError('log-out', e));
  const res = seeOther(`${localizedPath(locale, '/prihlasit')}?odhlaseno=1`);
  clearSessionCookies(res.cookies, { secure: secureCookies(request.url) });
  return res;
}
