import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldNoticeText, type FieldNotice } from '../address/useAddressAssist';

/** The id of an account form's control; a form focuses its first field with a message by it. */
export const accountFieldId = (form: string, name: string) => `${form}-${name}`;

/**
 * A labelled input of an account form, with its hint and its message tied to it for screen
 * readers. Uncontrolled: without JavaScript the browser posts what was typed, and after a refusal
 * the page shows it again as `defaultValue`.
 */
export function AccountField({
  form,
  name,
  label,
  hint,
  error,
  optional,
  ref,
  after,
  notice,
  ...input
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** '(nepovinné)' after the label of an optional field. */
  optional?: string;
  ref?: Ref<HTMLInputElement>;
  /** Under the input, over what follows (the address check's list of towns). */
  after?: ReactNode;
  /** The address check's notice, shown when the field has no error; it never stops the form. */
  notice?: FieldNotice | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'form'>) {
  const id = accountFieldId(form, name);
  const shownNotice = error ? null : (notice ?? null);
  const describedBy = [
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
    shownNotice ? `${id}-notice` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const control = (
    <input
      ref={ref}
      id={id}
      name={name}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={`w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger ring-1 ring-danger' : 'border-muted'}`}
      {...input}
    />
  );
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
        {/* The input's `required` tells screen readers; the star is for the eye. */}
        {input.required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
        {optional && <span className="font-normal text-muted"> {optional}</span>}
      </label>
      {after ? (
        <div className="relative">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger" data-testid={`error-${name}`}>
          {error}
        </p>
      )}
      <FieldNoticeText id={`${id}-notice`} notice={shownNotice} />
    </div>
  );
}

/** The form's message for all of it: a refusal (alert) or a success (status). */
export function FormNotice({
  notice,
  id,
}: {
  notice: { kind: 'error' | 'success'; text: string } | null;
  id: string;
}) {
  if (!notice) return null;
  return notice.kind === 'error' ? (
    <p
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-md border border-danger bg-white p-3 font-semibold text-danger"
    >
      {notice.text}
    </p>
  ) : (
    <p id={id} role="status" tabIndex={-1} className="rounded-md bg-brand-soft p-3 font-semibold">
      {notice.text}
    </p>
  );
}

/** A form's submit button, saying that it works while it does. */
export function SubmitButton({
  pending,
  label,
  busyLabel,
  tone = 'brand',
}: {
  pending: boolean;
  label: string;
  busyLabel: string;
  /** `danger` for what cannot be undone (deleting the account). */
  tone?: 'brand' | 'danger';
}) {
  const colours =
    tone === 'danger'
      ? 'border-2 border-danger bg-white text-danger hover:bg-danger hover:text-white'
      : 'bg-brand text-white hover:bg-brand-dark';
  return (
    <button
      type="submit"
      disabled={pending}
      className={`justify-self-start rounded-md px-6 py-3 font-bold disabled:cursor-wait disabled:opacity-70 ${colours}`}
    >
      {pending ? busyLabel : label}
    </button>
  );
}

/**
 * The hidden fields an account form posts first: the page's language, for the answer's texts, and
 * the token that shows the post comes from the shop's own page.
 */
export function FormOrigin({ locale, formToken }: { locale: string; formToken: string }) {
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="form_token" value={formToken} />
    </>
  );
}
