'use server';

import type { ShoppingListItem } from '@shop/contract';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '../cart/count';
import { addBatch, CART_COOKIE_MAX_AGE, shopperOf } from '../cart/server';
import { BackendError } from '../http';
import type { AccountFormState } from '../user/account-form-state';
import { formLocale, formText, refusedState } from '../user/form-data';
import { keepForPage } from '../user/form-flash';
import {
  addListItem,
  deleteShoppingList,
  getShoppingList,
  removeListItem,
  saveShoppingList,
} from './lists-api';
import { LIST_FORMS, listAddressOf, listPagePath, type ListNotice } from './list-pages';
import { logError } from '@/lib/log';
import { siteCookiesSecure } from '@/lib/site';
import { loginPathFor } from '@/lib/user/login-path';
import { shopperCurrency } from '@/lib/currency/display-code';

/**
 * The forms of the wish list and the shopping lists in /uzivatel. They work without JavaScript;
 * a session that ended on the way sends the customer to log in and back.
 */

/** How many lines the result of a list put into the cart names. */
const MAX_LISTED = 20;

async function tokenOr(locale: AppLocale, path: string): Promise<string> {
  const token = shopperOf(await cookies()).authToken;
  if (!token) loginAgain(locale, path);
  return token;
}
function loginAgain(locale: AppLocale, path: string): never {
  redirect(loginPathFor(locale, path));
}
async function currencyOf(locale: AppLocale) {
  return shopperCurrency(locale, await cookies());
}
const back = (locale: AppLocale, path: string, notice: ListNotice): never =>
  redirect(`${localizedPath(locale, path)}?zprava=${notice}`);

/** A failed call: log-in again on 401, the page's generic notice otherwise (logged when ours). */
function failed(e: unknown, locale: AppLocale, path: string): never {
  if (e instanceof BackendError && e.status === 401) loginAgain(locale, path);
  if (!(e instanceof BackendError) || e.status >= 500) logError('list change', e);
  return back(locale, path, 'chyba');
}

/** /uzivatel/nakupni-seznamy: a new list; the customer goes on to it. */
export async function createListAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(LIST_FORMS.create, await saveListOf(form, null));
}

/** /uzivatel/nakupni-seznamy/{id}: a new name for the list. */
export async function renameListAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const id = listAddressOf(formText(form, 'id'));
  // Without a list of the customer's to rename there is nothing to do (never a new list instead).
  if (typeof id !== 'number') back(formLocale(form), '/uzivatel/nakupni-seznamy', 'chyba');
  return keepForPage(LIST_FORMS.rename, await saveListOf(form, id as number));
}

async function saveListOf(form: FormData, id: number | null): Promise<AccountFormState> {
  const locale = formLocale(form);
  const path = id ? listPagePath(id) : '/uzivatel/nakupni-seznamy';
  const token = await tokenOr(locale, path);
  const values = { name: formText(form, 'name') };
  let saved: number;
  try {
    saved = (await saveShoppingList(locale, token, values.name, id)).id;
  } catch (e) {
    if (e instanceof BackendError && e.status === 401) loginAgain(locale, path);
    if (e instanceof BackendError && e.status === 404) back(locale, '/uzivatel/nakupni-seznamy', 'chyba');
    return await refusedState(e, values, locale);
  }
  return back(locale, listPagePath(saved), id ? 'prejmenovano' : 'vytvoreno');
}

/** /uzivatel/nakupni-seznamy (after its confirmation): deletes a list with its items. */
export async function deleteListAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const path = '/uzivatel/nakupni-seznamy';
  const token = await tokenOr(locale, path);
  const id = listAddressOf(formText(form, 'id'));
  if (typeof id !== 'number') back(locale, path, 'chyba');
  try {
    await deleteShoppingList(locale, token, id as number);
  } catch (e) {
    failed(e, locale, path);
  }
  back(locale, path, 'smazano');
}

/** The wish list or a list: takes one item off it. */
export async function removeListItemAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const list = listAddressOf(formText(form, 'list'));
  const path = list === null ? '/uzivatel/nakupni-seznamy' : listPagePath(list);
  const token = await tokenOr(locale, path);
  const listId = listAddressOf(formText(form, 'listId'));
  const itemId = listAddressOf(formText(form, 'itemId'));
  if (typeof listId !== 'number' || typeof itemId !== 'number') back(locale, path, 'chyba');
  try {
    await removeListItem(locale, token, listId as number, itemId as number);
  } catch (e) {
    failed(e, locale, path);
  }
  back(locale, path, 'odebrano');
}

/** /uzivatel/oblibene: puts a wished-for product on one of the customer's shopping lists. */
export async function addToListAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const path = '/uzivatel/oblibene';
  const token = await tokenOr(locale, path);
  const target = listAddressOf(formText(form, 'target'));
  const variantId = listAddressOf(formText(form, 'variantId'));
  if (typeof target !== 'number' || typeof variantId !== 'number') back(locale, path, 'chyba');
  try {
    await addListItem(locale, await currencyOf(locale), token, target as number, { id: variantId as number });
  } catch (e) {
    failed(e, locale, path);
  }
  back(locale, path, 'na-seznam');
}

/**
 * The wish list or a list into the cart, or one item of it (`itemId`), through the cart's batch
 * add. The customer comes back to the list with how many of how many went in and why the others
 * did not: nothing is left out silently.
 */
export async function listToCartAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const list = listAddressOf(formText(form, 'list'));
  const path = list === null ? '/uzivatel/nakupni-seznamy' : listPagePath(list);
  const token = await tokenOr(locale, path);
  const currency = await currencyOf(locale);
  const onlyItem = formText(form, 'itemId');
  let query: URLSearchParams | null = null;
  try {
    const shown = list === null ? null : await getShoppingList(locale, currency, token, list);
    const items = (shown?.items ?? []).filter((i) => !onlyItem || String(i.id) === onlyItem);
    if (items.length > 0) {
      const jar = await cookies();
      const res = await addBatch(
        locale,
        currency,
        { ...shopperOf(jar), authToken: token },
        items.map((i) => ({ id: i.variantId, amount: i.amount })),
      );
      jar.set(CART_COUNT_COOKIE, String(res.data.cart.itemCount), {
        path: '/',
        maxAge: CART_COOKIE_MAX_AGE,
        sameSite: 'lax',
        secure: siteCookiesSecure,
      });
      const failedLines = res.data.errors.map((e) => `${itemName(items[e.index])} – ${e.title}`);
      query = new URLSearchParams({
        vlozeno: String(res.data.added),
        celkem: String(res.data.total),
        ...(failedLines.length ? { chyby: failedLines.slice(0, MAX_LISTED).join('\n') } : {}),
      });
    }
  } catch (e) {
    failed(e, locale, path);
  }
  if (!query) back(locale, path, 'chyba');
  redirect(`${localizedPath(locale, path)}?${query}`);
}

/** An item as the result names it: the product, and its variant unless it is the default one. */
function itemName(item: ShoppingListItem | undefined): string {
  if (!item?.product) return `#${item?.variantId ?? ''}`;
  return item.variant && !item.variant.isDefault
    ? `${item.product.name} (${item.variant.name})`
    : item.product.name;
}
