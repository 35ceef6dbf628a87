import {
  endSessionsResponse,
  errorResponse,
  loginResponse,
  userSessionsResponse,
  type UserSessions,
  orderResponse,
  startPaymentResponse,
  type Order,
  type StartPaymentResponse,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { BackendError, contextHeaders, fetchJson } from '../http';

/** The account's management on the store API: every call is the customer's own, never cached. */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const from = (clientAddress: string | null): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/**
 * POST /api/oauth/operator-login: an operator's log-in link for a session of its customer. Throws
 * BackendError (401 an unknown, used or expired link; 403 a restricted customer).
 */
export async function operatorLogIn(
  locale: AppLocale,
  linkToken: string,
  clientAddress: string | null,
): Promise<string> {
  const res = await fetchJson(`${env.storeUrl}/api/oauth/operator-login`, loginResponse, {
    locale,
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', ...from(clientAddress) },
    body: JSON.stringify({ token: linkToken }),
  });
  return res.data.access_token;
}

/** GET /api/v1/user/export: everything the shop holds about the customer, as the store API sends it. */
export function fetchAccountExport(locale: AppLocale, token: string): Promise<Response> {
  return fetch(`${env.storeUrl}/api/v1/user/export`, {
    cache: 'no-store',
    headers: { ...contextHeaders(locale), ...bearer(token) },
    signal: AbortSignal.timeout(30_000),
  });
}

/**
 * DELETE /api/v1/user with the customer's password. Throws BackendError (422 a wrong password,
 * 401 no longer logged in, 429 too many attempts).
 */
export async function deleteAccount(
  locale: AppLocale,
  token: string,
  password: string,
  clientAddress: string | null,
): Promise<void> {
  const url = `${env.storeUrl}/api/v1/user`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'DELETE',
      cache: 'no-store',
      headers: {
        'content-type': 'application/json',
        ...contextHeaders(locale),
        ...bearer(token),
        ...from(clientAddress),
      },
      body: JSON.stringify({ password, confirm: true }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (e) {
    throw new BackendError(`Backend unreachable: ${(e as Error).message}`, 503, url);
  }
  if (res.ok) return;
  const parsed = errorResponse.safeParse(await res.json().catch(() => null));
  throw new BackendError(
    `Backend answered ${res.status}`,
    res.status,
    url,
    parsed.success ? parsed.data.errors : [],
  );
}

/** POST /api/v1/user/orders/{id}/payment: the gateway's page for paying the customer's order again. */
export function payOrderAgain(
  locale: AppLocale,
  token: string,
  id: number,
  clientAddress: string | null,
): Promise<StartPaymentResponse> {
  return fetchJson(`${env.storeUrl}/api/v1/user/orders/${id}/payment`, startPaymentResponse, {
    locale,
    method: 'POST',
    cache: 'no-store',
    headers: { ...bearer(token), ...from(clientAddress) },
  });
}

/** POST /api/v1/user/orders/{id}/payment/refresh: the order once its open payments were read back. */
export async function refreshOrderPayment(locale: AppLocale, token: string, id: number): Promise<Order> {
  const res = await fetchJson(`${env.storeUrl}/api/v1/user/orders/${id}/payment/refresh`, orderResponse, {
    locale,
    method: 'POST',
    cache: 'no-store',
    headers: bearer(token),
  });
  return res.data;
}

/** GET /api/v1/user/sessions: where the customer is logged in, this session first. */
export async function listUserSessions(locale: AppLocale, token: string): Promise<UserSessions> {
  const res = await fetchJson(`${env.storeUrl}/api/v1/user/sessions`, userSessionsResponse, {
    locale,
    cache: 'no-store',
    headers: bearer(token),
  });
  return res.data;
}

/**
 * DELETE /api/v1/user/sessions: logs the customer out everywhere else, with their password again;
 * how many sessions ended. Throws BackendError (422 a wrong password, 429 too many attempts).
 */
export async function endOtherUserSessions(
  locale: AppLocale,
  token: string,
  password: string,
  clientAddress: string | null,
): Promise<number> {
  const res = await fetchJson(`${env.storeUrl}/api/v1/user/sessions`, endSessionsResponse, {
    locale,
    method: 'DELETE',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', ...bearer(token), ...from(clientAddress) },
    body: JSON.stringify({ password }),
  });
  return res.data.ended;
}
