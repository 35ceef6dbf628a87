'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { changePasswordAction } from '@/lib/user/customer-actions';
import { AccountField, FormNotice, SubmitButton } from '../account/AccountField';
import { useAccountForm } from '../account/use-account-form';

const FORM = ACCOUNT_FORMS.passwordChange;
const FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

/** The current password, then the new one twice (works without JavaScript). */
export function PasswordChangeForm({
  locale,
  texts,
  initial,
}: {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  texts: {
    old: string;
    password: string;
    passwordHint: string;
    passwordConfirmation: string;
    submit: string;
    submitting: string;
  };
}) {
  const { state, pending, formProps } = useAccountForm(FORM, changePasswordAction, FIELDS, initial);
  const common = {
    form: FORM,
    type: 'password',
    required: true,
    maxLength: 200,
  };
  return (
    // A new key after success empties the fields.
    <form
      key={state.notice?.kind === 'success' ? 'done' : 'open'}
      {...formProps}
      aria-busy={pending || undefined}
      className="grid max-w-md gap-4"
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <AccountField
        {...common}
        name="old_password"
        label={texts.old}
        error={state.errors.old_password}
        autoComplete="current-password"
      />
      <AccountField
        {...common}
        name="password"
        label={texts.password}
        hint={texts.passwordHint}
        error={state.errors.password}
        autoComplete="new-password"
      />
      <AccountField
        {...common}
        name="password_confirmation"
        label={texts.passwordConfirmation}
        error={state.errors.password_confirmation}
        autoComplete="new-password"
      />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
