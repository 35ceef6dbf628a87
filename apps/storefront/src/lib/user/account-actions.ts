'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { accountMessages, messages, validateEmail } from '@shop/rules';
import { isAppLocale, localeContext, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { CART_COUNT_COOKIE } from '../cart/count';
import {
  AUTH_COOKIE,
  AUTH_COOKIE_MAX_AGE,
  CART_COOKIE,
  CART_COOKIE_MAX_AGE,
  getCart,
  shopperOf,
} from '../cart/server';
import { CURRENCY_COOKIE, parseCurrency } from '../currency';
import { firstForwardedFor } from '../currency/visitor-country';
import { BackendError } from '../http';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_FIELD } from '../security/form-token';
import { formTokenMatches } from '../security/form-token-check';
import { secureCookies, siteUrl } from '../site';
import { registerAccount, requestPasswordReset, resetPassword } from './account-api';
import { ACCOUNT_FORMS, type AccountFormState } from './account-form-state';
import { keepForPage } from './form-flash';
import { safeRedirect } from './routes';

/**
 * The account forms' server actions (registration, forgotten password, new password). They work
 * without JavaScript: the form posts to its page, which renders again with the returned state, so
 * nothing typed is lost (passwords excepted) and every field shows its message.
 */

const FORM_EXPIRED = 'Platnost formuláře vypršela. Odešlete jej prosím znovu.';
const TOO_MANY = 'Příliš mnoho pokusů. Zkuste to prosím znovu za několik minut.';
const FAILED = `${messages.genericErrorTitle}. ${messages.genericErrorText}`;
/** Backend field names → the form's input names. */
const FIELD_OF: Record<string, string> = { 'business.businessName': 'businessName', 'business.tin': 'tin' };

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};
const localeOf = (form: FormData): AppLocale => {
  const raw = form.get('locale');
  return isAppLocale(raw) ? raw : routing.defaultLocale;
};
/** What the shopper typed, to show again: never a password or a token. */
function typed(form: FormData, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, text(form, n)]));
}

async function formTokenValid(form: FormData): Promise<boolean> {
  return formTokenMatches(form.get(FORM_TOKEN_FIELD), (await cookies()).get(FORM_TOKEN_COOKIE)?.value);
}

/** A refused call as the form's state: a message per field, or one for the whole form. */
function refusal(e: unknown, values: Record<string, string>): AccountFormState {
  if (e instanceof BackendError && e.status === 422 && e.errors.length > 0) {
    const errors: Record<string, string> = {};
    for (const err of e.errors) {
      const field = err.field ? (FIELD_OF[err.field] ?? err.field) : 'form';
      errors[field] ??= err.title;
    }
    const { form: whole, ...fields } = errors;
    return { values, errors: fields, notice: whole ? { kind: 'error', text: whole } : null };
  }
  if (e instanceof BackendError && e.status === 429)
    return { values, errors: {}, notice: { kind: 'error', text: e.errors[0]?.title ?? TOO_MANY } };
  console.error('[storefront] account form failed:', e);
  return { values, errors: {}, notice: { kind: 'error', text: FAILED } };
}

const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'businessName',
  'tin',
  'vatin',
  'isBusiness',
  'newsletter',
  'terms',
  'redirect',
];

/** /registrovat: creates the account, logs the browser in (the guest cart joins it) and goes on. */
export async function registerAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.registration, await registerActionOf(prev, form));
}

async function registerActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = localeOf(form);
  const values = typed(form, REGISTRATION_FIELDS);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: FORM_EXPIRED } };
  const jar = await cookies();
  const clientAddress = firstForwardedFor((await headers()).get('x-forwarded-for'));
  const isBusiness = values.isBusiness === 'on';
  let token: string;
  try {
    token = await registerAccount(
      locale,
      {
        firstName: values.firstName!,
        lastName: values.lastName!,
        email: values.email!,
        phone: values.phone!,
        password: text(form, 'password'),
        password_confirmation: text(form, 'password_confirmation'),
        newsletter: values.newsletter === 'on',
        terms: values.terms === 'on',
        business: isBusiness
          ? { businessName: values.businessName!, tin: values.tin!, vatin: values.vatin! }
          : null,
      },
      { ...shopperOf(jar), clientAddress },
    );
  } catch (e) {
    return refusal(e, values);
  }
  await startSession(jar, locale, token);
  redirect(safeRedirect(values.redirect || localizedPath(locale, '/uzivatel/prehled'), locale));
}

/** Keeps the new session's token, forgets the guest cart (it joined the account's) and counts the cart. */
async function startSession(jar: Awaited<ReturnType<typeof cookies>>, locale: AppLocale, token: string) {
  const secure = secureCookies(siteUrl);
  jar.set(AUTH_COOKIE, token, {
    path: '/',
    maxAge: AUTH_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
  jar.set(CART_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
  jar.set(FORM_TOKEN_COOKIE, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'strict', secure });
  const currency = parseCurrency(jar.get(CURRENCY_COOKIE)?.value) ?? localeContext[locale].currency;
  const count = await getCart(locale, currency, { cartToken: null, authToken: token }).then(
    (c) => c.itemCount,
    () => null,
  );
  if (count !== null) {
    jar.set(CART_COUNT_COOKIE, String(count), {
      path: '/',
      maxAge: CART_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure,
    });
  }
}

/** /zapomenute-heslo: asks for the link; the answer is the same whether the e-mail has an account. */
export async function forgotPasswordAction(
  prev: AccountFormState,
  form: FormData,
): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.forgotPassword, await forgotPasswordActionOf(prev, form));
}

async function forgotPasswordActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = localeOf(form);
  const values = typed(form, ['email']);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: FORM_EXPIRED } };
  const email = values.email!.trim();
  const invalid = email === '' ? accountMessages.required : validateEmail(email);
  if (invalid) return { values, errors: { email: invalid }, notice: null };
  const clientAddress = firstForwardedFor((await headers()).get('x-forwarded-for'));
  try {
    const sent = await requestPasswordReset(
      locale,
      email,
      new URL(localizedPath(locale, '/resetovat-heslo'), siteUrl).href,
      clientAddress,
    );
    return { values: {}, errors: {}, notice: { kind: 'success', text: sent } };
  } catch (e) {
    return refusal(e, values);
  }
}

/** /resetovat-heslo: sets the new password with the e-mailed link, then the shopper logs in. */
export async function resetPasswordAction(prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  return keepForPage(ACCOUNT_FORMS.resetPassword, await resetPasswordActionOf(prev, form));
}

async function resetPasswordActionOf(_prev: AccountFormState, form: FormData): Promise<AccountFormState> {
  const locale = localeOf(form);
  const values = typed(form, ['email', 'token']);
  if (!(await formTokenValid(form)))
    return { values, errors: {}, notice: { kind: 'error', text: FORM_EXPIRED } };
  const clientAddress = firstForwardedFor((await headers()).get('x-forwarded-for'));
  try {
    await resetPassword(
      locale,
      {
        email: values.email!,
        token: values.token!,
        password: text(form, 'password'),
        password_confirmation: text(form, 'password_confirmation'),
      },
      clientAddress,
    );
  } catch (e) {
    return refusal(e, values);
  }
  redirect(`${localizedPath(locale, '/prihlasit')}?heslo=zmeneno`);
}
