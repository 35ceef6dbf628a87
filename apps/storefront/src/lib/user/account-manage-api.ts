import {
  accountApi,
  type UserSessions,
  paymentApi,
  type Order,
  type StartPaymentResponse,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend, callBackendRaw } from '../backend';

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
  const res = await callBackend(accountApi.operatorLogIn, {
    locale,
    body: { token: linkToken },
    headers: from(clientAddress),
  });
  return res.data.access_token;
}

/** GET /api/v1/user/export: everything the shop holds about the customer, as the store API sends it. */
export function fetchAccountExport(locale: AppLocale, token: string): Promise<Response> {
  return callBackendRaw(accountApi.export, { locale, headers: bearer(token), timeoutMs: 30_000 });
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
  await callBackend(accountApi.deleteUser, {
    locale,
    body: { password, confirm: true },
    headers: { ...bearer(token), ...from(clientAddress) },
    timeoutMs: 15_000,
  });
}

/** POST /api/v1/user/orders/{id}/payment: the gateway's page for paying the customer's order again. */
export function payOrderAgain(
  locale: AppLocale,
  token: string,
  id: number,
  clientAddress: string | null,
): Promise<StartPaymentResponse> {
  return callBackend(paymentApi.userStart, {
    locale,
    params: { id },
    headers: { ...bearer(token), ...from(clientAddress) },
  });
}

/** POST /api/v1/user/orders/{id}/payment/refresh: the order once its open payments were read back. */
export async function refreshOrderPayment(locale: AppLocale, token: string, id: number): Promise<Order> {
  const res = await callBackend(paymentApi.userRefresh, { locale, params: { id }, headers: bearer(token) });
  return res.data;
}

/** GET /api/v1/user/sessions: where the customer is logged in, this session first. */
export async function listUserSessions(locale: AppLocale, token: string): Promise<UserSessions> {
  const res = await callBackend(accountApi.sessions, { locale, headers: bearer(token) });
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
  const res = await callBackend(accountApi.endOtherSessions, {
    locale,
    body: { password },
    headers: { ...bearer(token), ...from(clientAddress) },
  });
  return res.data.ended;
}
