'use client';

import type { CheckoutField } from '@shop/rules';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNoticeText, type FieldNotice } from '@/components/address/useAddressAssist';

/** The id of a field's control: the form focuses the first field with an error by it. */
export const fieldId = (field: CheckoutField) => `checkout-${field}`;
const errorId = (field: CheckoutField) => `checkout-${field}-error`;
const hintId = (field: CheckoutField) => `checkout-${field}-hint`;
const noticeId = (field: CheckoutField) => `checkout-${field}-notice`;

const describedBy = (field: CheckoutField, hint: boolean, error: boolean, notice = false) =>
  [hint ? hintId(field) : null, error ? errorId(field) : null, notice && !error ? noticeId(field) : null]
    .filter(Boolean)
    .join(' ') || undefined;

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

function Messages({
  field,
  hint,
  error,
  notice,
}: {
  field: CheckoutField;
  hint?: string;
  error?: string | null;
  notice?: FieldNotice | null;
}) {
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
      {!error && <FieldNoticeText id={noticeId(field)} notice={notice ?? null} />}
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
  /** The address check's notice: shown when the field has no error, and never stops the form. */
  notice?: FieldNotice | null;
  className?: string;
  onBlur: (field: CheckoutField) => void;
};

/** What every control of a field carries: its id and name, blur, and the ARIA state of its messages. */
function controlProps({
  field,
  required,
  hint,
  error,
  notice,
  onBlur,
}: Omit<Common, 'label' | 'optional' | 'className'>) {
  return {
    id: fieldId(field),
    name: field,
    onBlur: () => onBlur(field),
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(field, !!hint, !!error, !!notice),
  };
}

/** Label above, the control, hint and error below. */
function FieldFrame({ children, ...p }: Common & { children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${p.className ?? ''}`}>
      <Label field={p.field} label={p.label} required={p.required} optional={p.optional} />
      {children}
      <Messages field={p.field} hint={p.hint} error={p.error} notice={p.notice} />
    </div>
  );
}

export function TextField({
  value,
  onChange,
  after,
  type,
  autoComplete,
  inputMode,
  maxLength,
  assist,
  ...common
}: Common & {
  value: string;
  onChange: (field: CheckoutField, value: string) => void;
  /** Beside the input (a lookup button). */
  after?: ReactNode;
  /** The address check's completion: the combobox's attributes and its list under the input. */
  assist?: { input: InputHTMLAttributes<HTMLInputElement>; list: ReactNode };
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>) {
  return (
    <FieldFrame {...common}>
      <div className="relative flex flex-wrap gap-2">
        <input
          {...assist?.input}
          {...controlProps(common)}
          value={value}
          onChange={(e) => onChange(common.field, e.target.value)}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          className={`${controlClass(!!common.error)} ${after ? 'min-w-0 flex-1 basis-40' : ''}`}
        />
        {after}
        {assist?.list}
      </div>
    </FieldFrame>
  );
}

export function TextAreaField({
  value,
  onChange,
  maxLength,
  ...common
}: Common & { value: string; onChange: (field: CheckoutField, value: string) => void; maxLength: number }) {
  return (
    <FieldFrame {...common}>
      <textarea
        {...controlProps(common)}
        value={value}
        rows={3}
        maxLength={maxLength}
        onChange={(e) => onChange(common.field, e.target.value)}
        className={controlClass(!!common.error)}
      />
    </FieldFrame>
  );
}

export function SelectField({
  value,
  options,
  onChange,
  autoComplete,
  ...common
}: Common & {
  value: string;
  options: { value: string; label: string }[];
  onChange: (field: CheckoutField, value: string) => void;
  autoComplete?: string;
}) {
  return (
    <FieldFrame {...common}>
      <select
        {...controlProps(common)}
        value={value}
        autoComplete={autoComplete}
        onChange={(e) => onChange(common.field, e.target.value)}
        className={controlClass(!!common.error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckField({
  label,
  className,
  checked,
  onToggle,
  ...common
}: Omit<Common, 'label' | 'optional'> & {
  label: ReactNode;
  checked: boolean;
  onToggle: (field: CheckoutField, checked: boolean) => void;
}) {
  const { field, required, hint, error } = common;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...controlProps(common)}
          type="checkbox"
          checked={checked}
          onChange={(e) => onToggle(field, e.target.checked)}
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
