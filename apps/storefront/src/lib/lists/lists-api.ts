import {
  requestHeaders,
  shoppingListApi,
  type CurrencyCode,
  type ShoppingList,
  type ShoppingListItemBody,
  type ShoppingListSummary,
} from '@shop/contract';
import { WISHLIST_CODE } from '@shop/rules';
import type { AppLocale } from '@/i18n/routing';
import { callBackend } from '../backend';
import { BackendError, goneAlready } from '../http';

/**
 * The customer's shopping lists and wish list on the store API. Never cached: every call carries
 * the customer's log-in token; items are priced in the visitor's currency for the customer.
 */

const headers = (token: string, currency?: CurrencyCode): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(currency ? { [requestHeaders.currency]: currency } : {}),
});

/** Which list: by id, or the wish list by its code. */
export type ListAddress = number | typeof WISHLIST_CODE;

export async function listShoppingLists(locale: AppLocale, token: string): Promise<ShoppingListSummary[]> {
  const res = await callBackend(shoppingListApi.lists, { locale, headers: headers(token) });
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
    const input = { locale, headers: headers(token, currency) };
    const res =
      list === WISHLIST_CODE
        ? await callBackend(shoppingListApi.byCode, { ...input, params: { code: WISHLIST_CODE } })
        : await callBackend(shoppingListApi.list, { ...input, params: { id: list } });
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
  const input = { locale, headers: headers(token), body: { name } };
  const res = id
    ? await callBackend(shoppingListApi.rename, { ...input, params: { id } })
    : await callBackend(shoppingListApi.create, input);
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
  const input = { locale, headers: headers(token, currency), body };
  const res =
    list === WISHLIST_CODE
      ? await callBackend(shoppingListApi.addItemByCode, { ...input, params: { code: WISHLIST_CODE } })
      : await callBackend(shoppingListApi.addItem, { ...input, params: { id: list } });
  return res.data;
}

export const deleteShoppingList = (locale: AppLocale, token: string, id: number) =>
  callBackend(shoppingListApi.delete, { locale, params: { id }, headers: headers(token) }).catch(goneAlready);

export const removeListItem = (locale: AppLocale, token: string, listId: number, itemId: number) =>
  callBackend(shoppingListApi.removeItem, {
    locale,
    params: { id: listId, itemId },
    headers: headers(token),
  }).catch(goneAlready);
