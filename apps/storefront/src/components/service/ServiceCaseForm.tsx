'use client';

import { useEffect, useState } from 'react';
import { AccountField, FormNotice, SubmitButton } from '@/components/account/AccountField';
import { accountFieldId } from '@/components/account/AccountField';
import { useFormAction } from '@/components/account/use-form-action';
import { serviceCaseAction } from '@/lib/service-cases/actions';
import { amountField, SERVICE_FORMS, type ServiceFormState } from '@/lib/service-cases/form-state';
import { FieldError, TextareaField } from '@/components/account/FieldParts';
import { fieldProps } from '@/lib/forms/field-props';

export interface ServiceCaseFormTexts {
  orderCode: string;
  orderCodeHint: string;
  email: string;
  emailHint: string;
  findOrder: string;
  finding: string;
  verificationCode: string;
  verificationCodeHint: string;
  verify: string;
  verifying: string;
  resend: string;
  order: string;
  otherOrder: string;
  items: string;
  itemsHint: string;
  ordered: string;
  pieces: string;
  sealedHygiene: string;
  reason: string;
  reasonHint: string;
  bankAccount: string;
  bankAccountHint: string;
  optional: string;
  submit: string;
  submitting: string;
  done: string;
  doneText: string;
  caseNumber: string;
}

/**
 * The complaint or withdrawal form, in steps (works without JavaScript): the order's code and
 * e-mail; the one-time code e-mailed to the order (skipped when the order's link or the owner's
 * log-in opens it); then the lines and pieces, the reason and the refund account; then the case
 * number.
 */
export function ServiceCaseForm({
  initial,
  locale,
  pagePath,
  texts,
}: {
  initial: ServiceFormState;
  locale: string;
  /** The form's page, to start again with another order. */
  pagePath: string;
  texts: ServiceCaseFormTexts;
}) {
  const form = SERVICE_FORMS[initial.kind];
  const { state, pending, formProps } = useFormAction(serviceCaseAction, initial);
  const field = fieldProps(form, state.values, state.errors);
  const [start] = useState(state);
  // After an answer, focus goes to the first field with a message, else to the notice or the result.
  useEffect(() => {
    if (state === start) return;
    const first = Object.keys(state.errors)[0];
    const target =
      (first && document.getElementById(accountFieldId(form, first))) ||
      document.getElementById(`${form}-notice`) ||
      document.getElementById(`${form}-heading`);
    target?.focus();
  }, [state, start, form]);

  if (state.step === 'done') {
    return (
      <div
        role="status"
        id={`${form}-notice`}
        tabIndex={-1}
        className="grid gap-2 rounded-md bg-brand-soft p-4"
      >
        <h2 className="text-xl font-bold">{texts.done}</h2>
        <p>
          {texts.caseNumber}{' '}
          <strong className="text-lg" data-testid="case-number">
            {state.caseNumber}
          </strong>
        </p>
        <p>{texts.doneText}</p>
      </div>
    );
  }

  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="kind" value={state.kind} />
      <input type="hidden" name="step" value={state.step} />
    </>
  );

  /** Which order the later steps are about, and the way back to choose another. */
  const orderLine = (code: string) => (
    <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      <span>
        {texts.order} <strong>{code}</strong>
      </span>
      <a href={pagePath} className="font-semibold text-brand underline">
        {texts.otherOrder}
      </a>
    </p>
  );

  if (state.step === 'code') {
    // What was typed in step 3 before a code ran out goes along, to be there again.
    const kept = Object.entries(state.values).filter(
      ([name]) => !['orderCode', 'email', 'verificationCode'].includes(name),
    );
    return (
      <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
        {hidden}
        <input type="hidden" name="orderCode" value={state.values.orderCode ?? ''} />
        <input type="hidden" name="email" value={state.values.email ?? ''} />
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {orderLine(state.values.orderCode ?? '')}
        <FormNotice notice={state.notice} id={`${form}-notice`} />
        <AccountField
          {...field('verificationCode', texts.verificationCode)}
          hint={texts.verificationCodeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={20}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={pending} label={texts.verify} busyLabel={texts.verifying} />
          <button
            type="submit"
            name="resend"
            value="1"
            disabled={pending}
            className="font-semibold text-brand underline disabled:cursor-wait disabled:opacity-70"
          >
            {texts.resend}
          </button>
        </div>
      </form>
    );
  }

  if (state.step === 'order' || !state.order) {
    return (
      <form {...formProps} aria-busy={pending || undefined} className="grid max-w-md gap-4" noValidate>
        {hidden}
        <FormNotice notice={state.notice} id={`${form}-notice`} />
        <AccountField
          {...field('orderCode', texts.orderCode)}
          hint={texts.orderCodeHint}
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={20}
        />
        <AccountField
          type="email"
          {...field('email', texts.email)}
          hint={texts.emailHint}
          autoComplete="email"
          required
          maxLength={254}
        />
        <SubmitButton pending={pending} label={texts.findOrder} busyLabel={texts.finding} />
      </form>
    );
  }

  const order = state.order;
  const itemsError = state.errors.items;
  return (
    <form {...formProps} aria-busy={pending || undefined} className="grid gap-5" noValidate>
      {hidden}
      <input type="hidden" name="orderCode" value={state.values.orderCode ?? order.code} />
      <input type="hidden" name="email" value={state.values.email ?? ''} />
      <input type="hidden" name="verificationCode" value={state.values.verificationCode ?? ''} />
      {orderLine(order.code)}
      <FormNotice notice={state.notice} id={`${form}-notice`} />
      <fieldset
        className="grid gap-3"
        aria-describedby={`${form}-items-hint${itemsError ? ` ${form}-items-error` : ''}`}
      >
        <legend className="mb-1 font-semibold">{texts.items}</legend>
        <p id={`${form}-items-hint`} className="text-sm text-muted">
          {texts.itemsHint}
        </p>
        {itemsError && (
          <p
            id={`${form}-items-error`}
            className="text-sm font-semibold text-danger"
            data-testid="error-items"
            tabIndex={-1}
          >
            {itemsError}
          </p>
        )}
        <ul className="grid gap-3">
          {order.items.map((item) => {
            const name = amountField(item.id);
            const id = accountFieldId(form, name);
            const error = state.errors[name];
            const sealed = state.kind === 'withdrawal' && item.sealedHygiene;
            return (
              <li
                key={item.id}
                className="grid gap-2 rounded-md border border-muted p-3 sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div>
                  <label htmlFor={id} className="font-semibold">
                    {item.name}
                    {item.variantName && item.variantName !== item.name ? ` – ${item.variantName}` : ''}
                  </label>
                  <p className="text-sm text-muted">
                    {texts.ordered.replace('{amount}', String(item.amount))} · {item.catalogCode}
                  </p>
                  {sealed && (
                    <p id={`${id}-sealed`} className="mt-1 text-sm font-semibold text-danger">
                      {texts.sealedHygiene}
                    </p>
                  )}
                  <FieldError id={`${id}-error`} name={name} error={error} />
                </div>
                <div className="flex items-center gap-2">
                  <input
                    id={id}
                    name={name}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={item.amount}
                    step={1}
                    defaultValue={
                      state.values[name] ?? (order.items.length === 1 ? String(item.amount) : '0')
                    }
                    aria-invalid={error ? true : undefined}
                    aria-describedby={
                      [sealed ? `${id}-sealed` : null, error ? `${id}-error` : null]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                    className={`w-20 rounded-md border bg-white px-3 py-2 text-base ${error ? 'border-danger ring-1 ring-danger' : 'border-muted'}`}
                  />
                  <span aria-hidden="true">{texts.pieces}</span>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <TextareaField
        {...field('reason', texts.reason)}
        hint={texts.reasonHint}
        rows={5}
        maxLength={2000}
        className="grid max-w-2xl gap-1"
      />
      <div className="max-w-md">
        <AccountField
          {...field('bankAccount', texts.bankAccount)}
          hint={texts.bankAccountHint}
          autoComplete="off"
          required={state.kind === 'withdrawal'}
          optional={state.kind === 'withdrawal' ? undefined : texts.optional}
          maxLength={60}
        />
      </div>
      <SubmitButton pending={pending} label={texts.submit} busyLabel={texts.submitting} />
    </form>
  );
}
