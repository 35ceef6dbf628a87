'use client';

import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { registerAction } from '@/lib/user/account-actions';
import { fieldProps } from '@/lib/forms/field-props';
import { AccountField, FormNotice, FormOrigin, SubmitButton } from './AccountField';
import { FieldError, RequiredMark } from './FieldParts';
import { PersonalDetailsFields, type PersonalDetailsTexts } from './PersonalDetailsFields';
import { useAccountForm, type GuestFormProps } from './use-account-form';

export interface RegisterTexts extends PersonalDetailsTexts {
  email: string;
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  terms: string;
  submit: string;
  submitting: string;
}

const FORM = ACCOUNT_FORMS.registration;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'tin',
  'businessName',
  'terms',
] as const;

/**
 * The registration form (works without JavaScript and keeps what was typed after a refusal); once
 * sent, only its answer: the link is on its way.
 */
export function RegisterForm({ locale, formToken, texts, initial }: GuestFormProps<RegisterTexts>) {
  const { state, pending, formProps } = useAccountForm(FORM, registerAction, FIELDS, initial);
  const v = state.values;
  const e = state.errors;
  const field = fieldProps(FORM, v, e);
  // Passwords are never filled in again.
  const password = (name: string, label: string) => ({
    form: FORM,
    name,
    type: 'password',
    label,
    error: e[name],
    autoComplete: 'new-password',
    required: true,
    maxLength: 200,
  });
  // Sent: the e-mail's link goes on; the form has done its part.
  if (state.notice?.kind === 'success') return <FormNotice notice={state.notice} id={`${FORM}-notice`} />;
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <FormOrigin locale={locale} formToken={formToken} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <PersonalDetailsFields form={FORM} locale={locale} values={v} errors={e} texts={texts}>
        <AccountField
          type="email"
          {...field('email', texts.email)}
          autoComplete="email"
          required
          maxLength={254}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountField {...password('password', texts.password)} hint={texts.passwordHint} />
          <AccountField {...password('password_confirmation', texts.passwordConfirmation)} />
        </div>
      </PersonalDetailsFields>
      <div className="grid gap-1">
        <label className="flex items-start gap-2">
          <input
            id={`${FORM}-terms`}
            type="checkbox"
            name="terms"
            defaultChecked={v.terms === 'on'}
            aria-invalid={e.terms ? true : undefined}
            aria-describedby={e.terms ? `${FORM}-terms-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span>
            {texts.terms}
            <RequiredMark />
          </span>
        </label>
        <FieldError id={`${FORM}-terms-error`} name="terms" error={e.terms} />
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
