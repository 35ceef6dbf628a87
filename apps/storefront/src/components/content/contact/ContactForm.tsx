'use client';

import { useActionState, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_FORM_LIMITS, contactFormErrors } from '@shop/rules';
import { AccountField, FormNotice, SubmitButton, accountFieldId } from '@/components/account/AccountField';
import { sendContactMessageAction } from '@/lib/contact/contact-action';
import {
  CONTACT_FIELDS,
  CONTACT_FORM,
  contactFormOf,
  contactValues,
  type ContactField,
} from '@/lib/contact/contact-form';
import { EMPTY_FORM_STATE, type AccountFormState } from '@/lib/user/account-form-state';
import { FieldError, RequiredMark, TextareaField } from '@/components/account/FieldParts';
import { fieldProps } from '@/lib/forms/field-props';
import { useRuleText } from '@/components/ui/RuleTexts';

export interface ContactFormTexts {
  name: string;
  email: string;
  phone: string;
  phoneHint: string;
  orderCode: string;
  orderCodeHint: string;
  message: string;
  messageHint: string;
  consent: string;
  privacy: string;
  privacyHref: string;
  optional: string;
  submit: string;
  submitting: string;
}

const FORM = CONTACT_FORM;

/**
 * The contact form. Without JavaScript it posts to `permalink` (the page that shows a refused
 * form again with what was typed); with it the rules run in the browser before sending (and as a
 * field showing a message is corrected), the button says that it sends, and the answer shows in
 * place: messages beside the fields, or the thank-you.
 */
export function ContactForm({
  locale,
  permalink,
  texts,
  initial,
}: {
  locale: string;
  permalink: string;
  texts: ContactFormTexts;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
}) {
  const [state, formAction, pending] = useActionState(
    sendContactMessageAction,
    initial ?? EMPTY_FORM_STATE,
    permalink,
  );
  // After an answer, focus goes to the first field with a message, or else to the form's notice,
  // so that a screen reader hears what happened. The state the page came with is no answer.
  const [start] = useState(state);
  useEffect(() => {
    if (state === start) return;
    const first = CONTACT_FIELDS.find((f) => state.errors[f]);
    document.getElementById(first ? accountFieldId(FORM, first) : `${FORM}-notice`)?.focus();
  }, [state, start]);
  // The browser's own check of the latest attempt; cleared when the server answers.
  const [checked, setChecked] = useState<{ answer: AccountFormState; errors: Record<string, string> } | null>(
    null,
  );
  const errors = checked && checked.answer === state ? checked.errors : state.errors;
  const sent = state.notice?.kind === 'success';
  const v = sent ? {} : state.values;

  const ruleText = useRuleText();
  const validate = (form: HTMLFormElement) =>
    Object.fromEntries(
      Object.entries(contactFormErrors(contactFormOf(contactValues(new FormData(form))))).map(
        ([name, text]) => [name, ruleText(text as string)],
      ),
    ) as Record<string, string>;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(event.currentTarget);
    if (Object.keys(found).length === 0) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ answer: state, errors: found });
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(accountFieldId(FORM, first))?.focus();
  };

  // A field showing a message is checked again as it is corrected (not on leaving it: a message
  // vanishing then would move the button away under the pointer that is pressing it).
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as EventTarget as Element).getAttribute('name') as ContactField | null;
    if (!name || !CONTACT_FIELDS.includes(name) || !errors[name]) return;
    const found = validate(event.currentTarget);
    const next = { ...errors };
    if (found[name]) next[name] = found[name];
    else delete next[name];
    setChecked({ answer: state, errors: next });
  };

  const field = fieldProps(FORM, v, errors);
  const consentId = accountFieldId(FORM, 'consent');
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      onChange={onChange}
      aria-busy={pending || undefined}
      className="grid gap-4"
      noValidate
      data-testid="contact-form"
    >
      <input type="hidden" name="locale" value={locale} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <AccountField
        {...field('name', texts.name)}
        autoComplete="name"
        required
        maxLength={CONTACT_FORM_LIMITS.name}
      />
      <AccountField
        type="email"
        {...field('email', texts.email)}
        autoComplete="email"
        required
        maxLength={CONTACT_FORM_LIMITS.email}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <AccountField
          type="tel"
          {...field('phone', texts.phone)}
          optional={texts.optional}
          hint={texts.phoneHint}
          autoComplete="tel"
          maxLength={CONTACT_FORM_LIMITS.phone}
        />
        <AccountField
          {...field('orderCode', texts.orderCode)}
          optional={texts.optional}
          hint={texts.orderCodeHint}
          autoComplete="off"
          maxLength={CONTACT_FORM_LIMITS.orderCode}
        />
      </div>
      <TextareaField
        {...field('message', texts.message)}
        hint={texts.messageHint}
        rows={7}
        maxLength={CONTACT_FORM_LIMITS.message}
      />
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            id={consentId}
            type="checkbox"
            name="consent"
            required
            defaultChecked={v.consent === 'on'}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <label htmlFor={consentId}>
            {texts.consent}
            <RequiredMark />
          </label>
        </div>
        <p className="pl-7 text-sm">
          <a href={texts.privacyHref} className="underline hover:no-underline">
            {texts.privacy}
          </a>
        </p>
        <FieldError id={`${consentId}-error`} name="consent" error={errors.consent} />
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
