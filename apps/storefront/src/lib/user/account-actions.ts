'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { accountMessages, validateEmail } from '@shop/rules';
import { localizedPath, type AppLocale } from '@/i18n/routing';
import { shopperOf } from '../cart/server';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_FIELD } from '../security/form-token';
import { formTokenMatches } from '../security/form-token-check';
import { confirmRegistration, registerAccount, requestPasswordReset, resetPassword } from './account-api';
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
import { sessionCartCount, writeSessionCookies } from './session-cookies';
import { siteCookiesSecure } from '@/lib/site';
import { actionClientAddress } from '@/lib/action-client-address';
import { shopperCurrency } from '@/lib/currency/display-code';
import { mainSiteUrl } from '@/i18n/domains';

/**
 * The account forms' server actions (registration, forgotten password, new password). They work
 * without JavaScript: the form posts to its page, which renders again with the returned state, so
 * nothing typed is lost (passwords excepted) and every field shows its message.
 */

/** A form without its page's token: another site's, or a page kept open past the browser session. */
async function formExpired(locale: AppLocale): Promise<string> {
  return (await getTranslations({ locale, namespace: 'FormErrors' }))('formExpired');
}

async function formTokenValid(form: FormData): Promise<boolean> {
  return formTokenMatches(form.get(FORM_TOKEN_FIELD), (await cookies()).get(FORM_TOKEN_COOKIE)?.value);
}

const REGISTRATION_FIELDS = [...PERSONAL_FIELDS, 'email', 'terms'];

/**
 * /registrovat: asks for the account. The answer is the same whether the e-mail has one: the
 * e-mail gets the link that creates it, so the form only says so.
 */
export async function registerAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.registration, await registerActionOf(prev, form));
}

async function registerActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const values = typedValues(form, REGISTRATION_FIELDS);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: await formExpired(locale) } };
  const clientAddress = await actionClientAddress();
  try {
    const sent = await registerAccount(
      locale,
      {
        ...personalDetailsBody(values),
        email: values.email!,
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
        terms: values.terms === 'on',
        callbackUrl: mainSiteUrl(locale, '/registrovat'),
      },
      clientAddress,
    );
    return { values: {}, errors: {}, notice: { kind: 'success', text: sent } };
  } catch (e) {
    return await refusedState(e, values, locale);
  }
}

/** /registrovat?token=…: the mailed link creates the account, logs the browser in (the guest cart joins it). */
export async function confirmRegistrationAction(
  prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.registrationConfirm, await confirmRegistrationActionOf(prev, form));
}

async function confirmRegistrationActionOf(
  _prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  const locale = formLocale(form);
  const values = typedValues(form, ['token']);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: await formExpired(locale) } };
  const jar = await cookies();
  const clientAddress = await actionClientAddress();
  let token: string;
  try {
    token = await confirmRegistration(locale, values.token!, { ...shopperOf(jar), clientAddress });
  } catch (e) {
    return await refusedState(e, values, locale);
  }
  await startSession(jar, locale, token);
  redirect(localizedPath(locale, '/uzivatel/prehled'));
}

/** Keeps the new session's token, forgets the guest cart (it joined the account's) and counts the cart. */
async function startSession(jar: Awaited<ReturnType<typeof cookies>>, locale: AppLocale, token: string) {
  const currency = shopperCurrency(locale, jar);
  writeSessionCookies(jar, token, {
    secure: siteCookiesSecure,
    cartCount: await sessionCartCount(locale, currency, token),
  });
}

/** /zapomenute-heslo: asks for the link; the answer is the same whether the e-mail has an account. */
export async function forgotPasswordAction(
  prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.forgotPassword, await forgotPasswordActionOf(prev, form));
}

async function forgotPasswordActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const values = typedValues(form, ['email']);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: await formExpired(locale) } };
  const email = values.email!.trim();
  const invalid = email === '' ? accountMessages.required : validateEmail(email);
  if (invalid) return { values, errors: { email: invalid }, notice: null };
  const clientAddress = await actionClientAddress();
  try {
    const sent = await requestPasswordReset(
      locale,
      email,
      mainSiteUrl(locale, '/resetovat-heslo'),
      clientAddress,
    );
    return { values: {}, errors: {}, notice: { kind: 'success', text: sent } };
  } catch (e) {
    return await refusedState(e, values, locale);
  }
}

/** /resetovat-heslo: sets the new password with the e-mailed link, then the shopper logs in. */
export async function resetPasswordAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.resetPassword, await resetPasswordActionOf(prev, form));
}

async function resetPasswordActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = formLocale(form);
  const values = typedValues(form, ['token']);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: await formExpired(locale) } };
  const clientAddress = await actionClientAddress();
  try {
    await resetPassword(
      locale,
      {
        token: values.token!,
        password: formText(form, 'password'),
        password_confirmation: formText(form, 'password_confirmation'),
      },
      clientAddress,
    );
  } catch (e) {
    return await refusedState(e, values, locale);
  }
  redirect(`${localizedPath(locale, '/prihlasit')}?heslo=zmeneno`);
}
