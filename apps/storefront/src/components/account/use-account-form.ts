'use client';

import { useActionState, useEffect, useState } from 'react';
import { EMPTY_FORM_STATE, type AccountFormState } from '@/lib/user/account-form-state';
import { accountFieldId } from './AccountField';
import { useFormAction } from './use-form-action';

type FormAction = (prev: AccountFormState, data: FormData) => Promise<AccountFormState>;

/** The props of a form a shopper sends before logging in (registration, a forgotten password). */
export interface GuestFormProps<Texts> {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  formToken: string;
  texts: Texts;
}

/** The props of a form opened from an e-mailed link (confirming a registration, a new password). */
export interface LinkFormProps<Texts> extends GuestFormProps<Texts> {
  /** The link's own token. */
  token: string;
}

/**
 * An account form's state from its server action, on a page rendered per request: a plain post's
 * answer reads the state from the form cookie (`initial`).
 */
export function useAccountForm(
  form: string,
  action: FormAction,
  fields: readonly string[],
  initial: AccountFormState = EMPTY_FORM_STATE,
) {
  const { state, pending, formProps } = useFormAction(action, initial);
  useFocusOnAnswer(form, fields, state);
  return { state, pending, formProps };
}

/**
 * A form on a prerendered page, which cannot read the form cookie: a plain post's answer gets the
 * action's state from Next itself.
 */
export function usePrerenderedPageForm(form: string, action: FormAction, fields: readonly string[]) {
  const [state, formAction, pending] = useActionState(action, EMPTY_FORM_STATE);
  useFocusOnAnswer(form, fields, state);
  return { state, pending, formProps: { action: formAction } };
}

/**
 * After an answer, focus goes to the first field with a message, or else to the form's notice, so
 * that a screen reader hears what happened.
 */
function useFocusOnAnswer(form: string, fields: readonly string[], state: AccountFormState) {
  // The state the page came with. Another form's answer re-renders the page with a new `initial`
  // object; that is no answer of this form's, and must not move the focus here.
  const [start] = useState(state);
  useEffect(() => {
    if (state === start) return;
    const first = fields.find((f) => state.errors[f]);
    const target = document.getElementById(first ? accountFieldId(form, first) : `${form}-notice`);
    target?.focus();
  }, [state, start, fields, form]);
}
