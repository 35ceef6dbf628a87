'use client';

import type { CompanyLookupResponse, CurrencyCode, PlaceOrderBody } from '@shop/contract';
import {
  BUSINESS_FIELDS,
  buildOrderPayload,
  checkoutFieldError,
  checkoutFormErrors,
  emptyCheckoutForm,
  format,
  settleCheckoutForm,
  validateTin,
  visibleCheckoutFields,
  type CheckoutField,
  type CheckoutForm,
  type CheckoutFormContext,
} from '@shop/rules';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { placeErrors, type FieldError } from '@/lib/checkout/errors';
import { findShipper, missingChoice } from '@/lib/checkout/selection';
import { clearCheckoutState, updateCheckoutState, useCheckoutState } from '@/lib/checkout/store';
import { CHECKOUT_THEME } from '@/lib/checkout/theme';
import type { CheckoutMethods, PlaceAddress } from '@/lib/checkout/types';
import { CheckField, fieldId, SelectField, TextAreaField, TextField } from './fields';
import type { CheckoutTexts } from './texts';

type Errors = Partial<Record<CheckoutField, string>>;
type Notice =
  | { kind: 'missing' }
  | { kind: 'generic' }
  | { kind: 'field'; field: string | null; title: string }
  | { kind: 'invalid' };
type Ares = { status: 'idle' } | { status: 'loading' } | { status: 'done'; ok: boolean; text: string };

/** Fields whose message depends on another field's value. */
const DEPENDENTS: Partial<Record<CheckoutField, CheckoutField[]>> = {
  street: ['houseNumber'],
  houseNumber: ['street'],
  country: ['postcode', 'tin'],
  shippingStreet: ['shippingHouseNumber'],
  shippingHouseNumber: ['shippingStreet'],
  shippingCountry: ['shippingPostcode'],
  password: ['passwordConfirmation'],
  passwordConfirmation: ['password'],
};

const ADDRESS_FIELDS = ['street', 'houseNumber', 'city', 'postcode'] as const;

/**
 * Step 'dodací údaje' (spec §2 checkout-info): every field the shopper fills (spec §3), checked on
 * change and on blur by the rules package's field rules, kept in the browser between visits, and
 * the final button that places the order with the payload built by the spec's payload rules.
 */
export function CheckoutInfoForm({
  locale,
  currencyCode,
  methods,
  countries,
  formalTitles,
  shopAddress,
  termsLabel,
  methodsHref,
  texts,
}: {
  locale: string;
  currencyCode: CurrencyCode;
  methods: CheckoutMethods;
  countries: { value: string; label: string }[];
  formalTitles: { value: string; label: string }[];
  shopAddress: PlaceAddress;
  termsLabel: ReactNode;
  methodsHref: string;
  texts: Pick<CheckoutTexts, 'info' | 'fields'>;
}) {
  const t = texts.info;
  const state = useCheckoutState();
  const form = state?.form ?? emptyCheckoutForm();
  const selection = state?.selection ?? null;
  const shipper = findShipper(methods, selection?.shipperId ?? null);
  const ctx: CheckoutFormContext = { theme: CHECKOUT_THEME, shipper, currencyCode };
  const visible = visibleCheckoutFields(form, ctx);
  const needsAddress = shipper?.requiredAddress === true;

  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [ares, setAres] = useState<Ares>({ status: 'idle' });
  const inFlight = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const missing = selection ? missingChoice(selection, methods) : null;

  /** Re-checks fields already judged (touched or showing a message) against the new values. */
  function recheck(next: CheckoutForm, fields: CheckoutField[], force: CheckoutField[] = []) {
    setErrors((current) => {
      const updated = { ...current };
      for (const field of fields) {
        if (!force.includes(field) && !touched.has(field) && !current[field]) continue;
        const error = checkoutFieldError(field, settleCheckoutForm(next, ctx), ctx);
        if (error) updated[field] = error;
        else delete updated[field];
      }
      return updated;
    });
  }

  function write(change: Partial<CheckoutForm>): CheckoutForm {
    const next = { ...form, ...change };
    updateCheckoutState((s) => ({ ...s, form: { ...s.form, ...change } }));
    return next;
  }

  function onChange(field: CheckoutField, value: string) {
    const next = write({ [field]: value });
    recheck(next, [field, ...(DEPENDENTS[field] ?? [])]);
  }

  function onBlur(field: CheckoutField) {
    setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
    recheck(form, [field], [field]);
  }

  function onToggle(field: CheckoutField, checked: boolean) {
    const change: Partial<CheckoutForm> = { [field]: checked };
    // Spec §4 switches these on again for filled fields on the next visit: switched off, they empty.
    if (field === 'isBusiness' && !checked) for (const f of BUSINESS_FIELDS) change[f] = '';
    if (field === 'billingInfo' && !checked) {
      for (const f of [...ADDRESS_FIELDS, ...BUSINESS_FIELDS]) change[f] = '';
      change.isBusiness = false;
    }
    const next = write(change);
    recheck(next, [field]);
  }

  async function lookUpCompany() {
    const ico = form.tin.replace(/\s+/g, '');
    if (ico === '' || validateTin(ico) !== null) {
      setAres({ status: 'done', ok: false, text: t.aresInvalid });
      return;
    }
    setAres({ status: 'loading' });
    try {
      const res = await fetch(`/api/checkout/company?${new URLSearchParams({ ico, locale })}`);
      if (res.status === 404) {
        setAres({ status: 'done', ok: false, text: t.aresNotFound });
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
      setAres({ status: 'done', ok: true, text: format(t.aresFound, { name: company.name }) });
    } catch {
      setAres({ status: 'done', ok: false, text: t.aresError });
    }
  }

  function showNotice(next: Notice) {
    setNotice(next);
    // After React has rendered the message.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  function focusField(field: CheckoutField) {
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (inFlight.current || !state) return;
    if (!selection || missing || !shipper) {
      showNotice({ kind: 'missing' });
      return;
    }
    const settled = settleCheckoutForm(form, ctx);
    const found = checkoutFormErrors(settled, ctx);
    const first = visible.find((f) => found[f]);
    setErrors(found);
    setTouched(new Set(visible));
    if (first) {
      setNotice({ kind: 'invalid' });
      focusField(first);
      return;
    }
    setNotice(null);
    inFlight.current = true;
    setSubmitting(true);
    const order: PlaceOrderBody = buildOrderPayload(settled, {
      theme: CHECKOUT_THEME,
      shipper: { id: shipper.id, requiredAddress: shipper.requiredAddress },
      branch: selection.branch ? { id: selection.branch.id, address: selection.branch.address } : null,
      paymentId: selection.paymentId!,
      deliveryTimeSlot: selection.deliveryTimeSlot,
      shopAddress,
    });
    try {
      const res = await fetch('/api/checkout/place', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ locale, order }),
      });
      const body = (await res.json().catch(() => null)) as {
        redirect?: string;
        errors?: FieldError[];
      } | null;
      if (res.ok && body?.redirect) {
        clearCheckoutState({ silent: true });
        window.location.assign(body.redirect);
        return;
      }
      const refused = body?.errors ?? [];
      if (refused.length === 0) throw new Error(`place answered ${res.status}`);
      const placed = placeErrors(refused, settled, visible, CHECKOUT_THEME.fullNameField);
      setErrors(placed.fields);
      const firstField = visible.find((f) => placed.fields[f]);
      if (placed.general) showNotice({ kind: 'field', ...placed.general });
      else {
        setNotice({ kind: 'invalid' });
        if (firstField) focusField(firstField);
      }
    } catch {
      showNotice({ kind: 'generic' });
    }
    inFlight.current = false;
    setSubmitting(false);
  }

  const err = (field: CheckoutField) => (visible.includes(field) ? (errors[field] ?? null) : null);
  const label = (field: CheckoutField) => (t as Record<string, string>)[field] ?? field;
  const text = (field: CheckoutField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      field={field}
      label={label(field)}
      value={form[field] as string}
      error={err(field)}
      onChange={onChange}
      onBlur={onBlur}
      {...extra}
    />
  );
  const check = (field: CheckoutField, extra: Partial<Parameters<typeof CheckField>[0]> = {}) => (
    <CheckField
      field={field}
      label={label(field)}
      checked={form[field] as boolean}
      error={err(field)}
      onToggle={onToggle}
      onBlur={onBlur}
      {...extra}
    />
  );
  // 'items.3' (a sold-out line) is named by its list.
  const fieldLabel = (field: string | null) =>
    field ? ((texts.fields as Record<string, string>)[field.split('.')[0]!] ?? field) : null;

  const addressFields = (section: 'billing' | 'own') => {
    const ac = section === 'billing' ? 'billing ' : '';
    return (
      <div className="grid gap-4 sm:grid-cols-6">
        {text('street', { required: true, autoComplete: `${ac}address-line1`, className: 'sm:col-span-4' })}
        {text('houseNumber', { required: true, className: 'sm:col-span-2' })}
        {text('city', { required: true, autoComplete: `${ac}address-level2`, className: 'sm:col-span-4' })}
        {text('postcode', {
          required: true,
          autoComplete: `${ac}postal-code`,
          inputMode: needsAddress && form.country === 'CZE' ? 'numeric' : undefined,
          className: 'sm:col-span-2',
        })}
        <SelectField
          field="country"
          label={t.country}
          required
          value={form.country}
          options={countries}
          error={err('country')}
          onChange={onChange}
          onBlur={onBlur}
          className="sm:col-span-4"
        />
      </div>
    );
  };

  const business = (
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
                disabled={ares.status === 'loading'}
                className="rounded-md border border-brand px-3 py-2 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
              >
                {t.aresLookup}
              </button>
            ),
          })}
          <p
            role="status"
            className={`text-sm sm:col-span-6 ${ares.status === 'done' && !ares.ok ? 'font-semibold text-danger' : 'text-accent'} ${ares.status === 'idle' ? 'sr-only' : ''}`}
            data-testid="ares-status"
          >
            {ares.status === 'loading' ? t.aresLoading : ares.status === 'done' ? ares.text : ''}
          </p>
          {text('vatin', { optional: t.optional, className: 'sm:col-span-3' })}
          {visible.includes('vatinsvk') &&
            text('vatinsvk', { optional: t.optional, className: 'sm:col-span-3' })}
        </fieldset>
      )}
    </div>
  );

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || !state || undefined}>
      {/* Inert until the kept input is read: typing into the server's HTML before hydration would be lost. */}
      <fieldset disabled={!state} className="grid min-w-0 gap-8">
        <p className="text-sm text-muted">
          {state ? t.requiredNote : <span role="status">{t.loading}</span>}
        </p>

        {notice && notice.kind !== 'invalid' && (
          <div
            ref={noticeRef}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-danger bg-white p-3 text-danger"
            data-testid="checkout-notice"
          >
            {notice.kind === 'generic' ? (
              <>
                <p className="font-bold">{t.genericTitle}</p>
                <p>{t.genericText}</p>
              </>
            ) : notice.kind === 'missing' ? (
              <p className="font-semibold">
                {t.missingMethods}{' '}
                <a href={methodsHref} className="underline">
                  {t.chooseMethods}
                </a>
              </p>
            ) : (
              <p className="font-semibold">
                {[fieldLabel(notice.field), notice.title].filter(Boolean).join(' – ')}
              </p>
            )}
          </div>
        )}
        {state && missing && notice?.kind !== 'missing' && (
          <p role="status" className="rounded-md border border-danger bg-white p-3 font-semibold text-danger">
            {t.missingMethods}{' '}
            <a href={methodsHref} className="underline">
              {t.chooseMethods}
            </a>
          </p>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-bold">{t.contact}</legend>
          <SelectField
            field="formalTitle"
            label={t.formalTitle}
            optional={t.optional}
            value={form.formalTitle}
            options={[{ value: '', label: t.formalTitleNone }, ...formalTitles]}
            onChange={onChange}
            onBlur={onBlur}
            autoComplete="honorific-prefix"
            className="max-w-56"
          />
          {CHECKOUT_THEME.fullNameField ? (
            text('fullName', { required: true, autoComplete: 'name', maxLength: 200 })
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('firstName', { required: true, autoComplete: 'given-name', maxLength: 100 })}
              {text('lastName', { required: true, autoComplete: 'family-name', maxLength: 100 })}
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {text('email', {
              required: true,
              type: 'email',
              autoComplete: 'email',
              hint: t.emailHint,
              maxLength: 254,
            })}
            {text('phone', {
              required: true,
              type: 'tel',
              autoComplete: 'tel',
              hint: t.phoneHint,
              maxLength: 40,
            })}
          </div>
        </fieldset>

        {needsAddress ? (
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-xl font-bold">
              {form.differentAddress ? t.billingAddress : t.address}
            </legend>
            {addressFields('own')}
            {business}
          </fieldset>
        ) : (
          <div className="grid gap-4">
            {check('billingInfo', { hint: t.billingInfoHint })}
            {form.billingInfo && (
              <fieldset className="grid gap-4">
                <legend className="mb-2 text-xl font-bold">{t.billingAddress}</legend>
                {addressFields('billing')}
                {business}
              </fieldset>
            )}
          </div>
        )}

        {needsAddress && (
          <div className="grid gap-4">
            {check('differentAddress')}
            {form.differentAddress && (
              <fieldset className="grid gap-4 sm:grid-cols-6">
                <legend className="mb-2 text-xl font-bold">{t.delivery}</legend>
                {CHECKOUT_THEME.fullNameField ? (
                  text('shippingFullName', {
                    required: true,
                    autoComplete: 'shipping name',
                    className: 'sm:col-span-6',
                  })
                ) : (
                  <>
                    {text('shippingFirstName', {
                      required: true,
                      autoComplete: 'shipping given-name',
                      className: 'sm:col-span-3',
                    })}
                    {text('shippingLastName', {
                      required: true,
                      autoComplete: 'shipping family-name',
                      className: 'sm:col-span-3',
                    })}
                  </>
                )}
                {text('shippingBusinessName', {
                  optional: t.optional,
                  autoComplete: 'shipping organization',
                  className: 'sm:col-span-3',
                })}
                {text('shippingPhone', {
                  optional: t.optional,
                  type: 'tel',
                  autoComplete: 'shipping tel',
                  className: 'sm:col-span-3',
                })}
                {text('shippingStreet', {
                  label: t.street,
                  required: true,
                  autoComplete: 'shipping address-line1',
                  className: 'sm:col-span-4',
                })}
                {text('shippingHouseNumber', {
                  label: t.houseNumber,
                  required: true,
                  className: 'sm:col-span-2',
                })}
                {text('shippingCity', {
                  label: t.city,
                  required: true,
                  autoComplete: 'shipping address-level2',
                  className: 'sm:col-span-4',
                })}
                {text('shippingPostcode', {
                  label: t.postcode,
                  required: true,
                  autoComplete: 'shipping postal-code',
                  className: 'sm:col-span-2',
                })}
                <SelectField
                  field="shippingCountry"
                  label={t.country}
                  required
                  value={form.shippingCountry}
                  options={countries}
                  error={err('shippingCountry')}
                  onChange={onChange}
                  onBlur={onBlur}
                  className="sm:col-span-4"
                />
              </fieldset>
            )}
          </div>
        )}

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-bold">{t.notes}</legend>
          <TextAreaField
            field="note"
            label={t.note}
            optional={t.optional}
            value={form.note}
            maxLength={1000}
            onChange={onChange}
            onBlur={onBlur}
          />
          <TextAreaField
            field="noteForShipper"
            label={t.noteForShipper}
            optional={t.optional}
            value={form.noteForShipper}
            maxLength={500}
            onChange={onChange}
            onBlur={onBlur}
          />
          {visible.includes('customOrderNumber') &&
            text('customOrderNumber', { optional: t.optional, maxLength: 50, className: 'max-w-sm' })}
        </fieldset>

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-xl font-bold">{t.registration}</legend>
          {check('isRegistration')}
          {form.isRegistration && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('password', {
                required: true,
                type: 'password',
                autoComplete: 'new-password',
                hint: t.passwordHint,
                maxLength: 200,
              })}
              {text('passwordConfirmation', {
                required: true,
                type: 'password',
                autoComplete: 'new-password',
                maxLength: 200,
              })}
            </div>
          )}
        </fieldset>

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-xl font-bold">{t.consents}</legend>
          {check('terms', { label: termsLabel, required: true })}
          {check('newsletter')}
          {check('smsMarketing')}
          {check('magazine')}
          {check('heurekaSurvey')}
          {check('zboziSurvey')}
        </fieldset>

        <div className="flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-start sm:justify-between">
          <a href={methodsHref} className="self-start py-3 font-semibold text-brand underline">
            {t.back}
          </a>
          <div className="flex flex-col gap-2 sm:items-end">
            {notice?.kind === 'invalid' && (
              <p role="alert" className="text-sm font-semibold text-danger">
                {t.errors}
              </p>
            )}
            <button
              type="submit"
              disabled={submitting || !state}
              className="rounded-md bg-brand px-6 py-3 text-lg font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-70"
            >
              {submitting ? t.submitting : t.submit}
            </button>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
