'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { accountMessages } from '@shop/rules';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '../cart/count';
import { addBatch, CART_COOKIE_MAX_AGE, shopperOf } from '../cart/server';
import { BackendError } from '../http';
import { changePassword, deleteAddress, getOrder, saveAddress, updateUser } from './account-api';
import { ACCOUNT_FORMS, type AccountFormState } from './account-form-state';
import {
  formLocale,
  formText,
  PERSONAL_FIELDS,
  personalDetailsBody,
  refusedState,
  typedValues,
} from './form-data';
import { keepForPage } from './form-flash';
import { siteCookiesSecure } from '@/lib/site';
import { actionClientAddress } from '@/lib/action-client-address';
import { loginPathFor } from '@/lib/user/login-path';
import { shopperCurrency } from '@/lib/currency/display-code';

/**
 * The logged-in customer's forms in /uzivatel (details, password, addresses). They work without
 * JavaScript like the registration; a session that ended on the way sends the customer to log in.
 */

/** The session's token, or off to log in (back to `path` afterwards). */
async function tokenOr(locale: AppLocale, path: string): Promise<string> {
  const token = shopperOf(await cookies()).authToken;
  if (!token) loginAgain(locale, path);
  return token;
}
function loginAgain(locale: AppLocale, path: string): never {
  redirect(loginPathFor(locale, path));
}

/** A refusal as the form's state; a session that ended on the way goes to log in. */
async function refusal(
  e: unknown,
  values: Record<string, string>,
  locale: AppLocale,
  path: string,
): Promise<AccountFormState> {
  if (e instanceof BackendError && e.status === 401) loginAgain(locale, path);
  return refusedState(e, values, locale);
}

/** /uzivatel/osobni-udaje */
export async function updateProfileAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.profile, await updateProfileActionOf(prev, form));
}

async function updateProfileActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const path = '/uzivatel/osobni-udaje';
  const token = await tokenOr(locale, path);
  const values = typedValues(form, PERSONAL_FIELDS);
  try {
    await updateUser(locale, token, personalDetailsBody(values));
  } catch (e) {
    return await refusal(e, values, locale, path);
  }
  return { values, errors: {}, notice: { kind: 'success', text: accountMessages.userUpdated } };
}

/** /uzivatel/zmena-hesla: the other sessions end; this one stays. */
export async function changePasswordAction(
  prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.passwordChange, await changePasswordActionOf(prev, form));
}

async function changePasswordActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const path = '/uzivatel/zmena-hesla';
  const token = await tokenOr(locale, path);
  const clientAddress = await actionClientAddress();
  try {
    const message = await changePassword(
      locale,
      token,
      {
        old_password: formText(form, 'old_password'),
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
      },
      clientAddress,
    );
    return { values: {}, errors: {}, notice: { kind: 'success', text: message } };
  } catch (e) {
    return await refusal(e, {}, locale, path);
  }
}

const ADDRESS_FIELDS = [
  'id',
  'type',
  'name',
  'businessName',
  'street',
  'city',
  'postcode',
  'country_code',
  'phone',
];

/** /uzivatel/adresy: a new address, or a change of one (its id in the form). */
export async function saveAddressAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.address, await saveAddressActionOf(prev, form));
}

async function saveAddressActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const path = '/uzivatel/adresy';
  const token = await tokenOr(locale, path);
  const values = typedValues(form, ADDRESS_FIELDS);
  const id = /^\d{1,9}$/.test(values.id!) ? Number(values.id) : null;
  try {
    await saveAddress(
      locale,
      token,
      {
        type: values.type === 'billing' ? 'billing' : 'delivery',
        name: values.name!,
        businessName: values.businessName!,
        street: values.street!,
        city: values.city!,
        postcode: values.postcode!,
        country_code: values.country_code!,
        phone: values.phone!,
      },
      id,
    );
  } catch (e) {
    return await refusal(e, values, locale, path);
  }
  redirect(`${localizedPath(locale, path)}?ulozeno=1`);
}

/** /uzivatel/adresy: deletes one of the customer's addresses. */
export async function deleteAddressAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const path = '/uzivatel/adresy';
  const token = await tokenOr(locale, path);
  const id = formText(form, 'id');
  if (/^\d{1,9}$/.test(id)) {
    try {
      await deleteAddress(locale, token, Number(id));
    } catch (e) {
      if (e instanceof BackendError && e.status === 401) loginAgain(locale, path);
      throw e;
    }
  }
  redirect(`${localizedPath(locale, path)}?smazano=1`);
}

/** /uzivatel/objednavky/{id}: puts the order's items (not its gifts) into the cart again. */
export async function repeatOrderAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  const id = formText(form, 'id');
  const path = `/uzivatel/objednavky/${id}`;
  const token = await tokenOr(locale, path);
  const order = /^[1-9]\d{0,9}$/.test(id) ? await getOrder(locale, token, Number(id)) : null;
  if (!order) redirect(localizedPath(locale, '/uzivatel/objednavky'));
  const jar = await cookies();
  const currency = shopperCurrency(locale, jar);
  const result = await addBatch(
    locale,
    currency,
    { ...shopperOf(jar), authToken: token },
    order.items.filter((i) => i.kind === 'item').map((i) => ({ code: i.catalogCode, amount: i.amount })),
  );
  jar.set(CART_COUNT_COOKIE, String(result.data.cart.itemCount), {
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE,
    sameSite: 'lax',
    secure: siteCookiesSecure,
  });
  redirect(localizedPath(locale, '/kosik'));
}
