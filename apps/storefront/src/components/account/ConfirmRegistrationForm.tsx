'use client';

import { ACCOUNT_FORMS } from '@/lib/user/account-form-state';
import { confirmRegistrationAction } from '@/lib/user/account-actions';
import { FormNotice, FormOrigin, SubmitButton } from './AccountField';
import { useAccountForm, type LinkFormProps } from './use-account-form';

const FORM = ACCOUNT_FORMS.registrationConfirm;
const FIELDS = [] as const;

/**
 * Creates the account of the e-mailed link with one press (works without JavaScript). A button,
 * not the link itself: mail scanners open links, and a link must not create an account.
 */
export function ConfirmRegistrationForm({
  locale,
  formToken,
  token,
  texts,
  initial,
}: LinkFormProps<{ submit: string; submitting: string }>) {
  const { state, pending, formProps } = useAccountForm(FORM, confirmRegistrationAction, FIELDS, initial);
  // A refusal of the link itself (spent or expired) names the token: nothing left to press.
  if (state.errors.token) {
    return <FormNotice notice={{ kind: 'error', text: state.errors.token }} id={`${FORM}-notice`} />;
  }
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <FormOrigin locale={locale} formToken={formToken} />
      <input type="hidden" name="token" value={token} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
