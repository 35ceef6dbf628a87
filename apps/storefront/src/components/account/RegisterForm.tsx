'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { registerAction } from '@/lib/user/account-actions';
import { AccountField, FormNotice, SubmitButton } from './AccountField';
import { PersonalDetailsFields, type PersonalDetailsTexts } from './PersonalDetailsFields';
import { useAccountForm } from './use-account-form';

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
export function RegisterForm({
  locale,
  formToken,
  texts,
  initial,
}: {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  formToken: string;
  texts: RegisterTexts;
}) {
  const { state, pending, formProps } = useAccountForm(FORM, registerAction, FIELDS, initial);
  const v = state.values;
  const e = state.errors;
  // Sent: the e-mail's link goes on; the form has done its part.
  if (state.notice?.kind === 'success') return <FormNotice notice={state.notice} id={`${FORM}-notice`} />;
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="form_token" value={formToken} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <PersonalDetailsFields form={FORM} locale={locale} values={v} errors={e} texts={texts}>
        <AccountField
          form={FORM}
          name="email"
          type="email"
          label={texts.email}
          error={e.email}
          defaultValue={v.email}
          autoComplete="email"
          required
          maxLength={254}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AccountField
            form={FORM}
            name="password"
            type="password"
            label={texts.password}
            hint={texts.passwordHint}
            error={e.password}
            autoComplete="new-password"
            required
            maxLength={200}
          />
          <AccountField
            form={FORM}
            name="password_confirmation"
            type="password"
            label={texts.passwordConfirmation}
            error={e.password_confirmation}
            autoComplete="new-password"
            required
            maxLength={200}
          />
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
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          </span>
        </label>
        {e.terms && (
          <p
            id={`${FORM}-terms-error`}
            className="text-sm font-semibold text-danger"
            data-testid="error-terms"
          >
            {e.terms}
          </p>
        )}
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
