'use client';

import type { CheckoutField } from '@shop/rules';
import type { InputHTMLAttributes, ReactNode } from 'react';

/** The id of a field's control: the form focuses the first field with an error by it. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;
const errorId = (field: CheckoutField) => `checkout-${field}-error`;
const hintId = (field: CheckoutField) => `checkout-${field}-hint`;

const describedBy = (field: CheckoutField, hint: boolean, error: boolean) =>
  [hint ? hintId(field) : null, error ? errorId(field) : null].filter(Boolean).join(' ') || undefined;

function Label({
  field,
  label,
  required,
  optional,
}: {
  field: CheckoutField;
  label: string;
  required?: boolean;
  optional?: string;
}) {
  return (
    <label htmlFor={fieldId(field)} className="font-semibold">
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      )}
      {optional && <span className="font-normal text-muted"> {optional}</span>}
    </label>
  );
}

function Messages({ field, hint, error }: { field: CheckoutField; hint?: string; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={hintId(field)} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(field)} className="text-sm font-semibold text-danger" data-testid={`error-${field}`}>
          {error}
        </p>
      )}
    </>
  );
}

const controlClass = (error: boolean) =>
  `w-full rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger ring-1 ring-danger' : 'border-muted'}`;

type Common = {
  field: CheckoutField;
  label: string;
  required?: boolean;
  /** '(nepovinné)' after the label of an optional field. */
  optional?: string;
  hint?: string;
  error?: string | null;
  className?: string;
  onBlur: (field: CheckoutField) => void;
};

export function TextField({
  field,
  label,
  required,
  optional,
  hint,
  error,
  className,
  value,
  onChange,
  onBlur,
  after,
  ...input
}: Common & {
  value: string;
  onChange: (field: CheckoutField, value: string) => void;
  /** Beside the input (a lookup button). */
  after?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <Label field={field} label={label} required={required} optional={optional} />
      <div className="flex flex-wrap gap-2">
        <input
          id={fieldId(field)}
          name={field}
          value={value}
          onChange={(e) => onChange(field, e.target.value)}
          onBlur={() => onBlur(field)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, !!hint, !!error)}
          className={`${controlClass(!!error)} ${after ? 'min-w-0 flex-1 basis-40' : ''}`}
          {...input}
        />
        {after}
      </div>
      <Messages field={field} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  field,
  label,
  optional,
  hint,
  error,
  className,
  value,
  onChange,
  onBlur,
  maxLength,
}: Common & { value: string; onChange: (field: CheckoutField, value: string) => void; maxLength: number }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <Label field={field} label={label} optional={optional} />
      <textarea
        id={fieldId(field)}
        name={field}
        value={value}
        rows={3}
        maxLength={maxLength}
        onChange={(e) => onChange(field, e.target.value)}
        onBlur={() => onBlur(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, !!hint, !!error)}
        className={controlClass(!!error)}
      />
      <Messages field={field} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  field,
  label,
  required,
  optional,
  hint,
  error,
  className,
  value,
  options,
  onChange,
  onBlur,
  autoComplete,
}: Common & {
  value: string;
  options: { value: string; label: string }[];
  onChange: (field: CheckoutField, value: string) => void;
  autoComplete?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <Label field={field} label={label} required={required} optional={optional} />
      <select
        id={fieldId(field)}
        name={field}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(field, e.target.value)}
        onBlur={() => onBlur(field)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, !!hint, !!error)}
        className={controlClass(!!error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages field={field} hint={hint} error={error} />
    </div>
  );
}

export function CheckField({
  field,
  label,
  required,
  hint,
  error,
  className,
  checked,
  onToggle,
  onBlur,
}: Omit<Common, 'label' | 'optional'> & {
  label: ReactNode;
  checked: boolean;
  onToggle: (field: CheckoutField, checked: boolean) => void;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={fieldId(field)}
          name={field}
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(field, e.target.checked)}
          onBlur={() => onBlur(field)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, !!hint, !!error)}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={fieldId(field)} className="cursor-pointer">
          {label}
          {required && (
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <div className="pl-7">
        <Messages field={field} hint={hint} error={error} />
      </div>
    </div>
  );
}
