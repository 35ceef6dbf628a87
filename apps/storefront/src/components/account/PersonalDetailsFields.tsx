'use client';

import { useRef, useState, type ReactNode } from 'react';
import { fieldProps } from '@/lib/forms/field-props';
import { AccountField } from './AccountField';

export interface PersonalDetailsTexts {
  optional: string;
  firstName: string;
  lastName: string;
  phone: string;
  phoneHint: string;
  isBusiness: string;
  businessName: string;
  tin: string;
  vatin: string;
  lookup: string;
  lookupBusy: string;
  lookupMissing: string;
  newsletter: string;
}

/**
 * Name, phone, company and newsletter consent: the fields registration and the account's personal
 * details share. The company fields show when "I buy for a company" is ticked (by CSS, so also
 * without JavaScript); with JavaScript the IČO fills the company name and VAT id from the registry.
 * `children` go between the phone and the company (registration's e-mail and passwords).
 */
export function PersonalDetailsFields({
  form,
  locale,
  values: v,
  errors: e,
  texts,
  children,
}: {
  form: string;
  locale: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  texts: PersonalDetailsTexts;
  children?: ReactNode;
}) {
  const businessName = useRef<HTMLInputElement>(null);
  const vatin = useRef<HTMLInputElement>(null);
  const tin = useRef<HTMLInputElement>(null);
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'missing'>('idle');
  const field = fieldProps(form, v, e);

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
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AccountField
          {...field('firstName', texts.firstName)}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <AccountField
          {...field('lastName', texts.lastName)}
          autoComplete="family-name"
          required
          maxLength={100}
        />
      </div>
      {children}
      <AccountField
        type="tel"
        {...field('phone', texts.phone)}
        hint={texts.phoneHint}
        autoComplete="tel"
        required
        maxLength={30}
      />
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
            <AccountField ref={tin} {...field('tin', texts.tin)} inputMode="numeric" maxLength={20} />
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
            ref={businessName}
            {...field('businessName', texts.businessName)}
            autoComplete="organization"
            maxLength={200}
          />
          <AccountField
            ref={vatin}
            {...field('vatin', texts.vatin)}
            optional={texts.optional}
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
    </>
  );
}
