'use client';

import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { resetPasswordAction } from '@/lib/user/account-actions';
import { AccountField, FormNotice, FormOrigin, SubmitButton } from './AccountField';
import { useAccountForm, type LinkFormProps } from './use-account-form';

const FORM = ACCOUNT_FORMS.resetPassword;
const FIELDS = ['password', 'password_confirmation'] as const;

/** Sets a new password with the e-mailed link's token (works without JavaScript). */
export function ResetPasswordForm({
  locale,
  formToken,
  token,
  texts,
  initial,
}: LinkFormProps<{
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  submit: string;
  submitting: string;
}>) {
  const { state, pending, formProps } = useAccountForm(FORM, resetPasswordAction, FIELDS, initial);
  const common = { form: FORM };
  // A refusal of the link itself (spent or expired) names the token: the whole form's message.
  const notice = state.errors.token ? { kind: 'error' as const, text: state.errors.token } : state.notice;
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <FormOrigin locale={locale} formToken={formToken} />
      <input type="hidden" name="token" value={token} />
      <FormNotice notice={notice} id={`${FORM}-notice`} />
      <AccountField
        {...common}
        name="password"
        type="password"
        label={texts.password}
        hint={texts.passwordHint}
        error={state.errors.password}
        autoComplete="new-password"
        required
        maxLength={200}
      />
      <AccountField
        {...common}
        name="password_confirmation"
        type="password"
        label={texts.passwordConfirmation}
        error={state.errors.password_confirmation}
        autoComplete="new-password"
        required
        maxLength={200}
      />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
