'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { accountDeletionErrors } from '@shop/rules';
import { localizedPath } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { firstForwardedFor } from '../currency/visitor-country';
import { BackendError } from '../http';
import { secureCookies, siteUrl } from '../site';
import { deleteAccount } from './account-manage-api';
import { ACCOUNT_FORMS, type AccountFormState } from './account-form-state';
import { formLocale, formText, refusedState } from './form-data';
import { keepForPage } from './form-flash';
import { clearSessionCookies } from './session-cookies';

/**
 * /uzivatel/osobni-udaje: deletes the account once the customer has typed their password and
 * ticked that they mean it (works without JavaScript). The browser is logged out and the log-in
 * page confirms the deletion.
 */
export async function deleteAccountAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.deleteAccount, await deleteAccountActionOf(prev, form));
}

async function deleteAccountActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const jar = await cookies();
  const token = shopperOf(jar).authToken;
  const login = `${localizedPath(locale, '/prihlasit')}?${new URLSearchParams({
    redirect: localizedPath(locale, '/uzivatel/osobni-udaje'),
  })}`;
  if (!token) redirect(login);
  const password = formText(form, 'password');
  const confirm = form.get('confirm') === 'on';
  // The tick is kept; the password never is.
  const values: Record<string, string> = confirm ? { confirm: 'on' } : {};
  const errors = accountDeletionErrors({ password, confirm });
  if (Object.keys(errors).length > 0) return { values, errors, notice: null };
  const clientAddress = firstForwardedFor((await headers()).get('x-forwarded-for'));
  try {
    await deleteAccount(locale, token, password, clientAddress);
  } catch (e) {
    if (e instanceof BackendError && (e.status === 401 || e.status === 403)) redirect(login);
    return await refusedState(e, values, locale);
  }
  clearSessionCookies(jar, { secure: secureCookies(siteUrl) });
  redirect(`${localizedPath(locale, '/prihlasit')}?smazano=1`);
}
