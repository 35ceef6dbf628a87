'use client';

import type { CompanyLookupResponse } from '@shop/contract';
import { format, validateTin, type CheckoutField } from '@shop/rules';
import { useState } from 'react';
import type { CheckoutTexts } from './texts';
import { ADDRESS_FIELDS, type CheckoutFields } from './useCheckoutFields';

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'done'; ok: boolean; text: string };

/**
 * "Nakupuji na firmu": the company's name, IČO with a look-up in the company registry that fills
 * in the name, DIČ and registered address, and the VAT numbers.
 */
export function CompanyFields({
  fields,
  locale,
  visible,
  t,
}: {
  fields: CheckoutFields;
  locale: string;
  visible: CheckoutField[];
  t: CheckoutTexts['info'];
}) {
  const { form, text, check, write, recheck } = fields;
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });

  async function lookUpCompany() {
    const ico = form.tin.replace(/\s+/g, '');
    if (ico === '' || validateTin(ico) !== null) {
      setLookup({ status: 'done', ok: false, text: t.aresInvalid });
      return;
    }
    setLookup({ status: 'loading' });
    try {
      const res = await fetch(`/api/checkout/company?${new URLSearchParams({ ico, locale })}`);
      if (res.status === 404) {
        setLookup({ status: 'done', ok: false, text: t.aresNotFound });
        return;
      }
      if (!res.ok) throw new Error(String(res.status));
      const { data: company } = (await res.json()) as CompanyLookupResponse;
      const next = write({
        tin: company.ico,
        businessName: company.name,
        vatin: company.dic ?? form.vatin,
        street: company.street,
        houseNumber: company.houseNumber,
        city: company.city,
        postcode: company.postcode,
        country: company.countryCode,
        isBusiness: true,
        billingInfo: true,
      });
      const filled: CheckoutField[] = ['tin', 'businessName', 'vatin', ...ADDRESS_FIELDS, 'country'];
      recheck(next, filled);
      setLookup({ status: 'done', ok: true, text: format(t.aresFound, { name: company.name }) });
    } catch {
      setLookup({ status: 'done', ok: false, text: t.aresError });
    }
  }

  return (
    <div className="grid gap-4">
      {check('isBusiness')}
      {form.isBusiness && (
        <fieldset className="grid gap-4 rounded-md border border-line p-4 sm:grid-cols-6">
          <legend className="px-1 font-bold">{t.business}</legend>
          {text('businessName', { required: true, autoComplete: 'organization', className: 'sm:col-span-6' })}
          {text('tin', {
            inputMode: 'numeric',
            maxLength: 12,
            className: 'sm:col-span-6',
            after: (
              <button
                type="button"
                onClick={lookUpCompany}
                disabled={lookup.status === 'loading'}
                className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
              >
                {t.aresLookup}
              </button>
            ),
          })}
          <p
            role="status"
            className={`text-sm sm:col-span-6 ${lookup.status === 'done' && !lookup.ok ? 'font-semibold text-danger' : 'text-accent'} ${lookup.status === 'idle' ? 'sr-only' : ''}`}
            data-testid="ares-status"
          >
            {lookup.status === 'loading' ? t.aresLoading : lookup.status === 'done' ? lookup.text : ''}
          </p>
          {text('vatin', { optional: t.optional, className: 'sm:col-span-3' })}
          {visible.includes('vatinsvk') &&
            text('vatinsvk', { optional: t.optional, className: 'sm:col-span-3' })}
        </fieldset>
      )}
    </div>
  );
}
