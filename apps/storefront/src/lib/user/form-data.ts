import type { UserPatchBody } from '@shop/contract';
import { getTranslations } from 'next-intl/server';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { BackendError } from '../http';
import type { AccountFormState } from './account-form-state';
import { logError } from '@/lib/log';

/** Reading an account form's post, and turning a refused call into the form's state. */

/** Store API field names → the form's input names. */
const FIELD_OF: Record<string, string> = { 'business.businessName': 'businessName', 'business.tin': 'tin' };

export const formText = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

export const formLocale = (form: FormData): AppLocale => {
  const raw = form.get('locale');
  return isAppLocale(raw) ? raw : routing.defaultLocale;
};

/** What the shopper typed, to show again: never a password or a token. */
export const typedValues = (form: FormData, names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((n) => [n, formText(form, n)]));

/**
 * A refused store API call as the form's state: a message per field (422), one for the whole form
 * (a 422 without a field, 429), or the generic failure (logged).
 */
export async function refusedState(
  e: unknown,
  values: Record<string, string>,
  locale: AppLocale,
): Promise<AccountFormState> {
  const t = await getTranslations({ locale, namespace: 'FormErrors' });
  if (e instanceof BackendError && e.status === 422 && e.errors.length > 0) {
    const errors: Record<string, string> = {};
    let notice: string | null = null;
    for (const err of e.errors) {
      if (err.field) errors[FIELD_OF[err.field] ?? err.field] ??= err.title;
      else notice ??= err.title;
    }
    return { values, errors, notice: notice ? { kind: 'error', text: notice } : null };
  }
  if (e instanceof BackendError && e.status === 429) {
    return { values, errors: {}, notice: { kind: 'error', text: e.errors[0]?.title ?? t('tooMany') } };
  }
  logError('account form', e);
  return { values, errors: {}, notice: { kind: 'error', text: t('failed') } };
}

/** The personal-details fields both registration and the account's details form post. */
export const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'isBusiness',
  'businessName',
  'tin',
  'vatin',
  'newsletter',
];

/** Those fields as the store API takes them: a ticked company makes a business customer. */
export function personalDetailsBody(values: Record<string, string>): UserPatchBody {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    phone: values.phone ?? '',
    newsletter: values.newsletter === 'on',
    business:
      values.isBusiness === 'on'
        ? { businessName: values.businessName ?? '', tin: values.tin ?? '', vatin: values.vatin ?? '' }
        : null,
  };
}
