'use client';

import { useActionState, useEffect, useState } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from '@/lib/user/account-form-state';
import { accountFieldId } from './AccountField';

/**
 * An account form's state from its server action. After an answer, focus goes to the first field
 * with a message, or else to the form's notice, so that a screen reader hears what happened.
 */
export function useAccountForm(
  form: string,
  action: (prev: AccountFormState, data: FormData) => Promise<AccountFormState>,
  fields: readonly string[],
  initial: AccountFormState = EMPTY_FORM_STATE,
) {
  const [state, formAction, pending] = useActionState(action, initial);
  // The state the page came with. Another form's answer re-renders the page with a new `initial`
  // object; that is no answer of this form's, and must not move the focus here.
  const [start] = useState(state);
  useEffect(() => {
    if (state === start) return;
    const first = fields.find((f) => state.errors[f]);
    const target = document.getElementById(first ? accountFieldId(form, first) : `${form}-notice`);
    target?.focus();
  }, [state, start, fields, form]);
  return { state, formAction, pending };
}
