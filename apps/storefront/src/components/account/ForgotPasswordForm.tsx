'use client';

import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { forgotPasswordAction } from '@/lib/user/account-actions';
import { AccountField, FormNotice, FormOrigin, SubmitButton } from './AccountField';
import { useAccountForm, type GuestFormProps } from './use-account-form';

const FORM = ACCOUNT_FORMS.forgotPassword;
const FIELDS = ['email'] as const;

/** Asks for a link to set a new password (works without JavaScript). */
export function ForgotPasswordForm({
  locale,
  formToken,
  texts,
  initial,
}: GuestFormProps<{ email: string; submit: string; submitting: string }>) {
  const { state, pending, formProps } = useAccountForm(FORM, forgotPasswordAction, FIELDS, initial);
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <FormOrigin locale={locale} formToken={formToken} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <AccountField
        form={FORM}
        name="email"
        type="email"
        label={texts.email}
        error={state.errors.email}
        defaultValue={state.values.email}
        autoComplete="email"
        required
        maxLength={254}
      />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
