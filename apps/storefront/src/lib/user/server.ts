import { z } from 'zod';
import {
  accountApi,
  errorCodes,
  errorResponse,
  loginChallengeResponse,
  loginResponse,
  requestHeaders,
  type CurrencyCode,
  type User,
} from '@shop/contract';
import { routing, type AppLocale } from '@/i18n/routing';
import { backendUrl, callBackend, callBackendRaw } from '../backend';
import { BackendError } from '../http';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What a log-in's password opens: a session, or a challenge for the account's second factor. */
/** A session, or a challenge for the second factor that holds `expiresIn` seconds. */
export type LogInStep = { token: string } | { challenge: string; expiresIn: number };

const logInAnswer = z.union([loginResponse, loginChallengeResponse]);

/**
 * POST /api/oauth/login with the guest cart token, so that the guest cart joins the customer's,
 * and the shopper's address, which the backend counts attempts by. Throws BackendError (401 wrong
 * e-mail or password, 403 restricted, 429 too many attempts) with the backend's Czech title.
 */
export async function logIn(
  locale: AppLocale,
  credentials: { email: string; password: string },
  cartToken: string | null,
  clientAddress: string | null,
): Promise<LogInStep> {
  // The answer is a session (200) or a challenge (202): parsed here with both shapes.
  const raw = await callBackendRaw(accountApi.logIn, {
    locale,
    body: credentials,
    headers: { accept: 'application/json', ...loginHeaders(cartToken, clientAddress) },
  });
  const url = backendUrl(accountApi.logIn);
  const body: unknown = await raw.json().catch(() => null);
  if (!raw.ok) {
    const failed = errorResponse.safeParse(body);
    const errors = failed.success ? failed.data.errors : [];
    throw new BackendError(`Backend answered ${raw.status}`, raw.status, url, errors);
  }
  const parsed = logInAnswer.safeParse(body);
  if (!parsed.success)
    throw new BackendError(`Response does not match the contract: ${parsed.error.message}`, 502, url);
  const res = parsed.data;
  return 'challenge' in res.data
    ? { challenge: res.data.challenge, expiresIn: res.data.expires_in }
    : { token: res.data.access_token };
}

/**
 * POST /api/oauth/login/second-factor: the log-in's challenge and a code of the customer's app or a
 * recovery code; the session's token. Throws BackendError (401 login.codeInvalid or
 * login.challengeExpired, 429).
 */
export async function answerLogInChallenge(
  locale: AppLocale,
  answer: { challenge: string; code: string },
  cartToken: string | null,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(accountApi.logInSecondFactor, {
    locale,
    body: answer,
    headers: loginHeaders(cartToken, clientAddress),
  });
  return res.data.access_token;
}

const loginHeaders = (cartToken: string | null, clientAddress: string | null) => ({
  ...(cartToken ? { [requestHeaders.cartToken]: cartToken } : {}),
  ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}),
});

export async function logOut(authToken: string): Promise<void> {
  await callBackendRaw(accountApi.logOut, {
    locale: routing.defaultLocale,
    headers: bearer(authToken),
    timeoutMs: 5000,
  });
}

/** GET /api/v1/user: the logged-in customer, or null when the token is no longer valid. */
export async function getUser(locale: AppLocale, authToken: string | null): Promise<User | null> {
  const account = await accountOfSession(locale, authToken);
  return account === 'restricted' ? null : account;
}

/**
 * GET /api/v1/user: the logged-in customer; 'restricted' when their group has become restricted
 * (the store API has just ended the session: the storefront tells them why); null without a live
 * session.
 */
export async function accountOfSession(
  locale: AppLocale,
  authToken: string | null,
): Promise<User | 'restricted' | null> {
  if (!authToken) return null;
  try {
    const res = await callBackend(accountApi.user, { locale, headers: bearer(authToken) });
    return res.data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 401) return null;
    if (e instanceof BackendError && e.status === 403 && e.errors[0]?.code === errorCodes.loginRestricted)
      return 'restricted';
    throw e;
  }
}

/** GET /api/v1/user/credits/amount: crowns to spend, or null (guest, or credits are off). */
export async function getCredits(
  locale: AppLocale,
  currency: CurrencyCode,
  authToken: string | null,
): Promise<number | null> {
  if (!authToken) return null;
  try {
    const res = await callBackend(accountApi.credits, {
      locale,
      headers: { ...bearer(authToken), [requestHeaders.currency]: currency },
    });
    return res.data.amount;
  } catch (e) {
    if (e instanceof BackendError && (e.status === 401 || e.status === 409)) return null;
    throw e;
  }
}
