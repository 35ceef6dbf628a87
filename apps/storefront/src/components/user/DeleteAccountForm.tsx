'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { deleteAccountAction } from '@/lib/user/account-manage-actions';
import { AccountField, accountFieldId, FormNotice, SubmitButton } from '../account/AccountField';
import { useAccountForm } from '../account/use-account-form';

const FORM = ACCOUNT_FORMS.deleteAccount;
const FIELDS = ['password', 'confirm'] as const;

/** Deleting the account: the current password and a tick that the customer means it (works without JavaScript). */
export function DeleteAccountForm({
  locale,
  texts,
  initial,
}: {
  locale: string;
  initial?: AccountFormState;
  texts: { password: string; confirm: string; submit: string; submitting: string };
}) {
  const { state, pending, formProps } = useAccountForm(FORM, deleteAccountAction, FIELDS, initial);
  const confirmId = accountFieldId(FORM, 'confirm');
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <AccountField
        form={FORM}
        name="password"
        type="password"
        required
        maxLength={200}
        label={texts.password}
        error={state.errors.password}
        autoComplete="current-password"
      />
      <div className="grid gap-1">
        <label className="flex items-start gap-2">
          <input
            id={confirmId}
            type="checkbox"
            name="confirm"
            required
            defaultChecked={state.values.confirm === 'on'}
            aria-invalid={state.errors.confirm ? true : undefined}
            aria-describedby={state.errors.confirm ? `${confirmId}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-danger"
          />
          <span>{texts.confirm}</span>
        </label>
        {state.errors.confirm && (
          <p
            id={`${confirmId}-error`}
            className="text-sm font-semibold text-danger"
            data-testid="error-confirm"
          >
            {state.errors.confirm}
          </p>
        )}
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} tone="danger" />
    </form>
  );
}
