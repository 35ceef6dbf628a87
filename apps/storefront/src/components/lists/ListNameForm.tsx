'use client';

import { SHOPPING_LIST_LIMITS } from '@shop/rules';
import type { AccountFormState } from '@/lib/user/account-form-state';
import { AccountField, FormNotice, SubmitButton } from '../account/AccountField';
import { useAccountForm } from '../account/use-account-form';

const FIELDS = ['name'] as const;

/** A list's name: a new list, or a new name of list `id` (works without JavaScript). */
export function ListNameForm({
  form,
  action,
  locale,
  id,
  name,
  initial,
  texts,
}: {
  form: string;
  action: (prev: AccountFormState, data: FormData) => Promise<AccountFormState>;
  locale: string;
  id?: number;
  /** The name the field starts with. */
  name?: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  texts: { name: string; submit: string; submitting: string };
}) {
  const { state, pending, formProps } = useAccountForm(form, action, FIELDS, initial);
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <FormNotice notice={state.notice} id={`${form}-notice`} />
      <AccountField
        form={form}
        name="name"
        label={texts.name}
        error={state.errors.name}
        required
        maxLength={SHOPPING_LIST_LIMITS.nameLength}
        autoComplete="off"
        defaultValue={state.values.name ?? name ?? ''}
      />
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
