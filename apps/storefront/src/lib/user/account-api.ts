import {
  accountApi,
  orderApi,
  type Address,
  type AddressBody,
  type Order,
  type PasswordChangeBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
  type UserOrdersResponse,
  type UserPatchBody,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { callBackend, callBackendRaw } from '../backend';
import { shopperHeaders, type Shopper } from '../cart/server';
import { BackendError, goneAlready } from '../http';

const from = (clientAddress: string | null | undefined): Record<string, string> =>
  clientAddress ? { 'x-forwarded-for': clientAddress } : {};

/**
 * POST /api/v1/register with the shopper's address (registrations are counted by it): the same
 * Czech answer whether the e-mail has an account or not; the e-mail gets the link. Throws
 * BackendError (422 with a message per field, 429).
 */
export async function registerAccount(
  locale: AppLocale,
  body: RegisterBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(accountApi.register, { locale, body, headers: from(clientAddress) });
  return res.data.message;
}

/**
 * POST /api/v1/register/confirm with the guest cart (it joins the new account's cart): the new
 * session's token. Throws BackendError (422 for a spent or expired link, 429).
 */
export async function confirmRegistration(
  locale: AppLocale,
  token: string,
  shopper: Shopper,
): Promise<string> {
  const res = await callBackend(accountApi.confirmRegistration, {
    locale,
    body: { token },
    headers: shopperHeaders({ ...shopper, authToken: null }),
  });
  return res.data.access_token;
}

/** POST /api/v1/forgot-password: the same Czech answer whether the e-mail has an account or not. */
export async function requestPasswordReset(
  locale: AppLocale,
  email: string,
  callbackUrl: string,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(accountApi.forgotPassword, {
    locale,
    body: { email, callbackUrl },
    headers: from(clientAddress),
  });
  return res.data.message;
}

/** POST /api/v1/reset-password. Throws BackendError (422 for a spent or expired link). */
export async function resetPassword(
  locale: AppLocale,
  body: ResetPasswordBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(accountApi.resetPassword, { locale, body, headers: from(clientAddress) });
  return res.data.message;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** PATCH /api/v1/user. Throws BackendError (401, 422 with a message per field). */
export async function updateUser(locale: AppLocale, token: string, body: UserPatchBody): Promise<User> {
  const res = await callBackend(accountApi.updateUser, { locale, body, headers: bearer(token) });
  return res.data;
}

/** PATCH /api/v1/user/password: every other session of the account ends. */
export async function changePassword(
  locale: AppLocale,
  token: string,
  body: PasswordChangeBody,
  clientAddress: string | null,
): Promise<string> {
  const res = await callBackend(accountApi.changePassword, {
    locale,
    body,
    headers: { ...bearer(token), ...from(clientAddress) },
  });
  return res.data.message;
}

export async function listAddresses(locale: AppLocale, token: string): Promise<Address[]> {
  const res = await callBackend(accountApi.addresses, { locale, headers: bearer(token) });
  return res.data;
}

/** POST /api/v1/user/addresses, or PATCH …/{id} when `id` is given. */
export async function saveAddress(
  locale: AppLocale,
  token: string,
  body: AddressBody,
  id: number | null,
): Promise<Address> {
  const res = id
    ? await callBackend(accountApi.updateAddress, { locale, params: { id }, body, headers: bearer(token) })
    : await callBackend(accountApi.addAddress, { locale, body, headers: bearer(token) });
  return res.data;
}

export async function deleteAddress(locale: AppLocale, token: string, id: number): Promise<void> {
  await callBackend(accountApi.deleteAddress, { locale, params: { id }, headers: bearer(token) }).catch(
    goneAlready,
  );
}

/** GET /api/v1/user/orders: a page of the customer's orders, newest first. */
export async function listOrders(
  locale: AppLocale,
  token: string,
  page: number,
): Promise<UserOrdersResponse> {
  return callBackend(orderApi.userOrders, { locale, query: { page }, headers: bearer(token) });
}

/** GET /api/v1/user/orders/{id}: one of the customer's orders, or null (not theirs, or none). */
export async function getOrder(locale: AppLocale, token: string, id: number): Promise<Order | null> {
  try {
    const res = await callBackend(orderApi.userOrder, { locale, params: { id }, headers: bearer(token) });
    return res.data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}

/** An order export (CSV or ZIP) as the store API sends it, for the storefront to pass on. */
export function fetchOrderExport(
  locale: AppLocale,
  token: string,
  id: number,
  kind: 'items' | 'images',
): Promise<Response> {
  const e = kind === 'items' ? orderApi.userOrderItemsCsv : orderApi.userOrderImagesZip;
  return callBackendRaw(e, { locale, params: { id }, headers: bearer(token), timeoutMs: 30_000 });
}
