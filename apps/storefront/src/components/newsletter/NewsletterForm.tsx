'use client';

import type { NewsletterSource } from '@shop/contract';
import { useActionState, useEffect, useId, type ReactNode } from 'react';
import type { NewsletterFormState } from '@/lib/newsletter/newsletter-form';
import { subscribeNewsletterAction } from '@/lib/newsletter/subscribe-action';
import { notify } from '@/lib/notifications/store';

export interface NewsletterFormTexts {
  label: string;
  placeholder: string;
  submit: string;
  submitting: string;
  /** The consent that sending gives, with its link to the marketing privacy page. */
  consent: ReactNode;
}

const IDLE: NewsletterFormState = { values: {}, errors: {}, notice: null };

/**
 * The newsletter sign-up: an e-mail and a button; sending it is the consent. Idle, sending,
 * signed up (the field emptied) or refused (the e-mail's message beside the field, any other as a
 * danger notification). Without JavaScript it posts to `permalink`, which shows the answer.
 */
export function NewsletterForm({
  locale,
  source,
  permalink,
  texts,
  initial,
}: {
  locale: string;
  source: NewsletterSource;
  permalink: string;
  texts: NewsletterFormTexts;
  /** What a plain post of this form left for the page. */
  initial?: NewsletterFormState;
}) {
  const [state, formAction, pending] = useActionState(subscribeNewsletterAction, initial ?? IDLE, permalink);
  const id = useId();
  const error = state.errors.email;
  // A script's refusal of the whole form goes to the notification stack, and the form keeps what
  // was typed; a plain post's refusal (the page's initial state) stays in the form, as no script
  // may run to show it.
  const fromScript = state !== initial;
  useEffect(() => {
    if (state.alert && fromScript) notify({ kind: 'danger', ...state.alert });
  }, [state, fromScript]);
  const notice = state.alert && fromScript ? null : state.notice;
  return (
    <form
      action={formAction}
      aria-busy={pending || undefined}
      noValidate
      className="grid gap-2"
      data-testid={`newsletter-${source}`}
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={id} className="font-semibold">
        {texts.label}
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          placeholder={texts.placeholder}
          defaultValue={state.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 w-full min-w-0 rounded-md border bg-white px-3 py-2 text-base xs:flex-1 ${error ? 'border-danger ring-1 ring-danger' : 'border-muted'}`}
        />
        <button
          type="submit"
          disabled={pending}
          className="min-h-11 shrink-0 rounded-md bg-brand px-5 py-2 font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? texts.submitting : texts.submit}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {notice && (
          <p
            className={`rounded-md p-2 font-semibold ${notice.kind === 'success' ? 'border border-brand bg-white' : 'border border-danger bg-white text-danger'}`}
          >
            {notice.text}
          </p>
        )}
      </div>
      <p className="text-sm text-muted">{texts.consent}</p>
    </form>
  );
}
