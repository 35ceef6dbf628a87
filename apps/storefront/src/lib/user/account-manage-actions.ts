'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { accountDeletionErrors } from '@shop/rules';
import { localizedPath } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { BackendError } from '../http';
import { deleteAccount } from './account-manage-api';
import { ACCOUNT_FORMS, type AccountFormState } from './account-form-state';
import { formLocale, formText, refusedState } from './form-data';
import { keepForPage } from './form-flash';
import { clearSessionCookies } from './session-cookies';
import { siteCookiesSecure } from '@/lib/site';
import { actionClientAddress } from '@/lib/action-client-address';
import { loginPathFor } from '@/lib/user/login-path';

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
  const login = loginPathFor(locale, '/uzivatel/osobni-udaje');
  if (!token) redirect(login);
  const password = formText(form, 'password');
  const confirm = form.get('confirm') === 'on';
  // The tick is kept; the password never is.
  const values: Record<string, string> = confirm ? { confirm: 'on' } : {};
  const errors = accountDeletionErrors({ password, confirm });
  if (Object.keys(errors).length > 0) return { values, errors, notice: null };
  const clientAddress = await actionClientAddress();
  try {
    await deleteAccount(locale, token, password, clientAddress);
  } catch (e) {
    if (e instanceof BackendError && (e.status === 401 || e.status === 403)) redirect(login);
    return await refusedState(e, values, locale);
  }
  clearSessionCookies(jar, { secure: siteCookiesSecure });
  redirect(`${localizedPath(locale, '/prihlasit')}?smazano=1`);
}
