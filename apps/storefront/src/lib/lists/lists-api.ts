import {
  requestHeaders,
  shoppingListResponse,
  shoppingListsResponse,
  type CurrencyCode,
  type ShoppingList,
  type ShoppingListItemBody,
  type ShoppingListSummary,
} from '@shop/contract';
import { WISHLIST_CODE } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { BackendError, contextHeaders, fetchJson } from '../http';

/**
 * The customer's shopping lists and wish list on the store API. Never cached: every call carries
 * the customer's log-in token; items are priced in the visitor's currency for the customer.
 */

const base = `/api/v1/user/shopping-lists`;
const headers = (token: string, currency?: CurrencyCode, json = false): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(currency ? { [requestHeaders.currency]: currency } : {}),
  ...(json ? { 'content-type': 'application/json' } : {}),
});

/** Which list: by id, or the wish list by its code. */
export type ListAddress = number | typeof WISHLIST_CODE;
const pathOf = (list: ListAddress) =>
  list === WISHLIST_CODE ? `${base}/code/${WISHLIST_CODE}` : `${base}/${list}`;

export async function listShoppingLists(locale: AppLocale, token: string): Promise<ShoppingListSummary[]> {
  const res = await fetchJson(`${env.storeUrl}${base}`, shoppingListsResponse, {
    locale,
    cache: 'no-store',
    headers: headers(token),
  });
  return res.data;
}

/** A list with its items, or null when it is not the customer's (or no longer there). */
export async function getShoppingList(
  locale: AppLocale,
  currency: CurrencyCode,
  token: string,
  list: ListAddress,
): Promise<ShoppingList | null> {
  try {
    const res = await fetchJson(`${env.storeUrl}${pathOf(list)}`, shoppingListResponse, {
      locale,
      cache: 'no-store',
      headers: headers(token, currency),
    });
    return res.data;
  } catch (e) {
    if (e instanceof BackendError && e.status === 404) return null;
    throw e;
  }
}

/** POST a new list, or PATCH the name of list `id`. Throws BackendError (422 with the name's message). */
export async function saveShoppingList(
  locale: AppLocale,
  token: string,
  name: string,
  id: number | null,
): Promise<ShoppingList> {
  const res = await fetchJson(`${env.storeUrl}${id ? `${base}/${id}` : base}`, shoppingListResponse, {
    locale,
    method: id ? 'PATCH' : 'POST',
    cache: 'no-store',
    headers: headers(token, undefined, true),
    body: JSON.stringify({ name }),
  });
  return res.data;
}

/** POST an item onto a list (the wish list by its code). Throws BackendError (401, 404, 422). */
export async function addListItem(
  locale: AppLocale,
  currency: CurrencyCode,
  token: string,
  list: ListAddress,
  body: ShoppingListItemBody,
): Promise<ShoppingList> {
  const res = await fetchJson(`${env.storeUrl}${pathOf(list)}/items`, shoppingListResponse, {
    locale,
    method: 'POST',
    cache: 'no-store',
    headers: headers(token, currency, true),
    body: JSON.stringify(body),
  });
  return res.data;
}

async function remove(locale: AppLocale, token: string, path: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${env.storeUrl}${path}`, {
      method: 'DELETE',
      cache: 'no-store',
      headers: { ...contextHeaders(locale), ...headers(token) },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    throw new BackendError(`Backend unreachable: ${(e as Error).message}`, 503, path);
  }
  // Gone already is what was asked for.
  if (!res.ok && res.status !== 404)
    throw new BackendError(`Backend answered ${res.status}`, res.status, res.url);
}

export const deleteShoppingList = (locale: AppLocale, token: string, id: number) =>
  remove(locale, token, `${base}/${id}`);

export const removeListItem = (locale: AppLocale, token: string, listId: number, itemId: number) =>
  remove(locale, token, `${base}/${listId}/items/${itemId}`);
