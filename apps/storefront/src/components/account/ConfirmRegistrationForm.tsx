'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { confirmRegistrationAction } from '@/lib/user/account-actions';
import { FormNotice, SubmitButton } from './AccountField';
import { useAccountForm } from './use-account-form';

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
}: {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  formToken: string;
  token: string;
  texts: { submit: string; submitting: string };
}) {
  const { state, pending, formProps } = useAccountForm(FORM, confirmRegistrationAction, FIELDS, initial);
  // A refusal of the link itself (spent or expired) names the token: nothing left to press.
  if (state.errors.token) {
    return <FormNotice notice={{ kind: 'error', text: state.errors.token }} id={`${FORM}-notice`} />;
  }
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="form_token" value={formToken} />
      <input type="hidden" name="token" value={token} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
