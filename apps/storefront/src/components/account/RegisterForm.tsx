'use client';

import { ACCOUNT_FORMS, type AccountFormState } from '@/lib/user/account-form-state';
import { useRef, useState } from 'react';
import { registerAction } from '@/lib/user/account-actions';
import { AccountField, FormNotice } from './AccountField';
import { useAccountForm } from './use-account-form';

export interface RegisterTexts {
  optional: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneHint: string;
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  isBusiness: string;
  businessName: string;
  tin: string;
  vatin: string;
  lookup: string;
  lookupBusy: string;
  lookupMissing: string;
  newsletter: string;
  terms: string;
  submit: string;
  submitting: string;
}

const FORM = ACCOUNT_FORMS.registration;
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'businessName',
  'tin',
  'terms',
] as const;

/**
 * The registration form (works without JavaScript). The company fields show when "I buy for a
 * company" is ticked (by CSS, so also without JavaScript); with JavaScript the IČO fills the company
 * name and VAT id from the company registry.
 */
export function RegisterForm({
  locale,
  formToken,
  redirect,
  texts,
  initial,
}: {
  locale: string;
  /** What a plain post of this form left for the page. */
  initial?: AccountFormState;
  formToken: string;
  redirect: string;
  texts: RegisterTexts;
}) {
  const { state, formAction, pending } = useAccountForm(FORM, registerAction, FIELDS, initial);
  const v = state.values;
  const e = state.errors;
  const common = { form: FORM };
  const businessName = useRef<HTMLInputElement>(null);
  const vatin = useRef<HTMLInputElement>(null);
  const tin = useRef<HTMLInputElement>(null);
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'missing'>('idle');

  async function lookUpCompany() {
    const ico = tin.current?.value.replace(/\s+/g, '') ?? '';
    if (!/^\d{8}$/.test(ico)) return;
    setLookup('busy');
    try {
      const res = await fetch(`/api/checkout/company?${new URLSearchParams({ ico, locale })}`);
      if (!res.ok) throw new Error(String(res.status));
      const { data } = (await res.json()) as { data: { name: string; dic: string | null } };
      if (businessName.current) businessName.current.value = data.name;
      if (vatin.current) vatin.current.value = data.dic ?? '';
      setLookup('idle');
    } catch {
      setLookup('missing');
    }
  }

  return (
    <form action={formAction} aria-busy={pending || undefined} className="grid max-w-xl gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="form_token" value={formToken} />
      <input type="hidden" name="redirect" value={redirect} />
      <FormNotice notice={state.notice} id={`${FORM}-notice`} />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField
          {...common}
          name="firstName"
          label={texts.firstName}
          error={e.firstName}
          defaultValue={v.firstName}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <AccountField
          {...common}
          name="lastName"
          label={texts.lastName}
          error={e.lastName}
          defaultValue={v.lastName}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      <AccountField
        {...common}
        name="email"
        type="email"
        label={texts.email}
        error={e.email}
        defaultValue={v.email}
        autoComplete="email"
        required
        maxLength={254}
      />
      <AccountField
        {...common}
        name="phone"
        type="tel"
        label={texts.phone}
        hint={texts.phoneHint}
        error={e.phone}
        defaultValue={v.phone}
        autoComplete="tel"
        required
        maxLength={30}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField
          {...common}
          name="password"
          type="password"
          label={texts.password}
          hint={texts.passwordHint}
          error={e.password}
          autoComplete="new-password"
          required
          maxLength={200}
        />
        <AccountField
          {...common}
          name="password_confirmation"
          type="password"
          label={texts.passwordConfirmation}
          error={e.password_confirmation}
          autoComplete="new-password"
          required
          maxLength={200}
        />
      </div>
      <div className="group grid gap-4">
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="isBusiness"
            defaultChecked={v.isBusiness === 'on'}
            className="size-5 shrink-0 accent-brand"
          />
          {texts.isBusiness}
        </label>
        <fieldset className="hidden gap-4 rounded-md border border-muted/40 p-4 group-has-[input[name=isBusiness]:checked]:grid">
          <legend className="sr-only">{texts.isBusiness}</legend>
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
            <AccountField
              {...common}
              ref={tin}
              name="tin"
              label={texts.tin}
              error={e.tin}
              defaultValue={v.tin}
              inputMode="numeric"
              maxLength={20}
            />
            <button
              type="button"
              onClick={lookUpCompany}
              disabled={lookup === 'busy'}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand-soft disabled:cursor-wait"
            >
              {lookup === 'busy' ? texts.lookupBusy : texts.lookup}
            </button>
          </div>
          {lookup === 'missing' && (
            <p role="status" className="text-sm text-danger">
              {texts.lookupMissing}
            </p>
          )}
          <AccountField
            {...common}
            ref={businessName}
            name="businessName"
            label={texts.businessName}
            error={e.businessName}
            defaultValue={v.businessName}
            autoComplete="organization"
            maxLength={200}
          />
          <AccountField
            {...common}
            ref={vatin}
            name="vatin"
            label={texts.vatin}
            optional={texts.optional}
            error={e.vatin}
            defaultValue={v.vatin}
            maxLength={20}
          />
        </fieldset>
      </div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="newsletter"
          defaultChecked={v.newsletter === 'on'}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        {texts.newsletter}
      </label>
      <div className="grid gap-1">
        <label className="flex items-start gap-2">
          <input
            id={`${FORM}-terms`}
            type="checkbox"
            name="terms"
            defaultChecked={v.terms === 'on'}
            aria-invalid={e.terms ? true : undefined}
            aria-describedby={e.terms ? `${FORM}-terms-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span>
            {texts.terms}
            <span aria-hidden="true" className="text-danger">
              {' '}
              *
            </span>
          </span>
        </label>
        {e.terms && (
          <p
            id={`${FORM}-terms-error`}
            className="text-sm font-semibold text-danger"
            data-testid="error-terms"
          >
            {e.terms}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="rounded-md bg-brand px-6 py-3 font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
