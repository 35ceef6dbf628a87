'use client';

import type { CurrencyCode, PlaceOrderBody } from '@shop/contract';
import {
  buildOrderPayload,
  checkoutFormErrors,
  emptyCheckoutForm,
  formWithCheckoutDetails,
  prefillCheckoutForm,
  settleCheckoutForm,
  visibleCheckoutFields,
  zonedDateTime,
  type CheckoutDetails,
  type CheckoutField,
  type CheckoutFormContext,
  type CheckoutTheme,
} from '@shop/rules';
import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useAddressAssist } from '@/components/address/useAddressAssist';
import { countryForCurrency } from '@/lib/currency/address-currency';
import { keepCheckoutDetails } from '@/lib/checkout/details';
import { placeErrors, type FieldError } from '@/lib/checkout/errors';
import { findShipper, missingChoice } from '@/lib/checkout/selection';
import type { SavedCheckout } from '@/lib/checkout/saved';
import { clearCheckoutState, updateCheckoutState, useCheckoutState } from '@/lib/checkout/store';
import { CHECKOUT_THEME } from '@/lib/checkout/theme';
import type { CheckoutMethods, PlaceAddress } from '@/lib/checkout/types';
import { CheckoutNotice, type Notice } from './CheckoutNotice';
import { CompanyFields } from './CompanyFields';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { fieldId, SelectField, TextAreaField } from './fields';
import { SavedAddressPicker } from './SavedAddressPicker';
import type { CheckoutTexts } from './texts';
import { AddressLineFields, BILLING_ADDRESS } from './AddressLineFields';
import { useCheckoutFields } from './useCheckoutFields';

/**
 * Step 'dodací údaje': every field the shopper fills, checked on change and on blur by the rules
 * package's field rules, kept in the browser between visits and with the cart when the shopper
 * leaves the step (so another device finds them), and the final button that places the order with
 * the payload the rules package builds.
 */
export function CheckoutInfoForm({
  locale,
  currencyCode,
  methods,
  countries,
  formalTitles,
  offered,
  shopAddress,
  termsLabel,
  methodsHref,
  saved,
  cartDetails,
  texts,
}: {
  locale: string;
  currencyCode: CurrencyCode;
  methods: CheckoutMethods;
  countries: { value: string; label: string }[];
  formalTitles: { value: string; label: string }[];
  /** The optional fields and consents the shop offers (globals configuration.checkout.fields). */
  offered: Record<string, boolean>;
  shopAddress: PlaceAddress;
  termsLabel: ReactNode;
  methodsHref: string;
  /** A logged-in customer's details and saved addresses; null for a guest. */
  saved: SavedCheckout | null;
  /** The checkout details the cart keeps from an earlier visit (maybe on another device). */
  cartDetails: CheckoutDetails | null;
  texts: Pick<CheckoutTexts, 'info' | 'fields'>;
}) {
  const t = texts.info;
  const state = useCheckoutState();
  const form = state?.form ?? emptyCheckoutForm();
  const selection = state?.selection ?? null;
  const shipper = findShipper(methods, selection?.shipperId ?? null);
  const theme: CheckoutTheme = {
    ...CHECKOUT_THEME,
    customOrderNumber: offered.customOrderNumber ?? CHECKOUT_THEME.customOrderNumber,
    offered,
  };
  const ctx: CheckoutFormContext = {
    theme,
    shipper,
    currencyCode,
    today: zonedDateTime(new Date()).date,
  };
  const visible = visibleCheckoutFields(form, ctx);
  const needsAddress = shipper?.requiredAddress === true;

  const fields = useCheckoutFields({ form, ctx, visible, labels: t as Record<string, string> });
  const { text, check, err, onChange, onBlur } = fields;
  // Town and postcode completed while typing, and the address check's notices beside the fields.
  const assist = useAddressAssist({
    locale,
    idPrefix: 'checkout',
    read: () => ({
      country: form.country,
      street: form.street,
      houseNumber: form.houseNumber,
      city: form.city,
      postcode: form.postcode,
    }),
    write: (field, value) => onChange(field, value),
    labels: { street: t.street, houseNumber: t.houseNumber, city: t.city, postcode: t.postcode },
    watch: [form.country, form.street, form.houseNumber, form.city, form.postcode].join('|'),
  });
  const typed = (field: CheckoutField, value: string) => {
    onChange(field, value);
    if (
      field === 'street' ||
      field === 'houseNumber' ||
      field === 'city' ||
      field === 'postcode' ||
      field === 'country'
    )
      assist.typed(field, value);
  };
  const [notice, setNotice] = useState<Notice | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const missing = selection ? missingChoice(selection, methods) : null;

  const ready = state !== null;
  // Once the kept input is read: what this browser has not got comes from the cart's details…
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    updateCheckoutState((s) => ({ ...s, form: formWithCheckoutDetails(s.form, cartDetails) }));
  }, [ready, cartDetails]);
  // …and what is still empty from the customer's account.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!ready || !saved || prefilled.current) return;
    prefilled.current = true;
    updateCheckoutState((s) => ({
      ...s,
      form: prefillCheckoutForm(s.form, saved.customer, saved.addresses),
    }));
  }, [ready, saved]);
  // Paying in euros: the default Czech delivery becomes Slovakia, once per visit of the step.
  const countrySet = useRef(false);
  useEffect(() => {
    if (!ready || countrySet.current) return;
    countrySet.current = true;
    updateCheckoutState((s) => {
      const country = countryForCurrency(s.form.country, currencyCode);
      return country === s.form.country ? s : { ...s, form: { ...s.form, country } };
    });
  }, [ready, currencyCode]);
  // Leaving the step (back to the methods, another page, the tab hidden or closed) keeps the details
  // with the cart; not once the order is placed.
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  const orderPlaced = useRef(false);
  useEffect(() => {
    if (!ready) return;
    const keep = () => {
      if (!orderPlaced.current) keepCheckoutDetails(locale, latest.current, CHECKOUT_THEME);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [ready, locale]);
  const picker = (as: 'billing' | 'delivery') => (
    <SavedAddressPicker
      addresses={saved?.addresses ?? []}
      as={as}
      label={t.savedAddress}
      choose={t.savedAddressChoose}
    />
  );

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
    fields.judgeAll(found);
    if (first) {
      setNotice({ kind: 'invalid' });
      focusField(first);
      return;
    }
    setNotice(null);
    inFlight.current = true;
    setSubmitting(true);
    const order: PlaceOrderBody = buildOrderPayload(settled, {
      theme,
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
        orderPlaced.current = true;
        clearCheckoutState({ silent: true });
        window.location.assign(body.redirect);
        return;
      }
      const refused = body?.errors ?? [];
      if (refused.length === 0) throw new Error(`place answered ${res.status}`);
      const placed = placeErrors(refused, settled, visible, CHECKOUT_THEME.fullNameField);
      fields.setErrors(placed.fields);
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

  const addressFields = (section: 'billing' | 'own') => (
    <div className="grid gap-4 sm:grid-cols-6">
      <AddressLineFields
        fields={fields}
        names={BILLING_ADDRESS}
        section={section === 'billing' ? 'billing ' : ''}
        postcodeInputMode={needsAddress && form.country === 'CZE' ? 'numeric' : undefined}
        assist={assist}
        onChange={typed}
        countries={countries}
        t={t}
      />
    </div>
  );

  const business = <CompanyFields fields={fields} locale={locale} visible={visible} t={t} />;

  return (
    <form noValidate onSubmit={submit} aria-busy={submitting || !state || undefined}>
      {fields.announcer}
      {/* Inert until the kept input is read: typing into the server's HTML before hydration would be lost. */}
      <fieldset disabled={!state} className="grid min-w-0 gap-8">
        <p className="text-sm text-muted">
          {state ? t.requiredNote : <span role="status">{t.loading}</span>}
        </p>

        {notice && notice.kind !== 'invalid' && (
          <CheckoutNotice
            notice={notice}
            noticeRef={noticeRef}
            methodsHref={methodsHref}
            fieldLabels={texts.fields as Record<string, string>}
            t={t}
          />
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
          {visible.includes('formalTitle') && (
            <SelectField
              field="formalTitle"
              label={t.formalTitle}
              optional={t.optional}
              value={form.formalTitle}
              options={[{ value: '', label: t.formalTitleNone }, ...formalTitles]}
              error={err('formalTitle')}
              onChange={onChange}
              onBlur={onBlur}
              autoComplete="honorific-prefix"
              className="max-w-56"
            />
          )}
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
          {visible.includes('dateOfBirth') &&
            text('dateOfBirth', {
              optional: t.optional,
              type: 'date',
              autoComplete: 'bday',
              className: 'max-w-56',
            })}
        </fieldset>

        {needsAddress ? (
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-xl font-bold">
              {form.differentAddress ? t.billingAddress : t.address}
            </legend>
            {picker('billing')}
            {addressFields('own')}
            {business}
          </fieldset>
        ) : (
          <div className="grid gap-4">
            {check('billingInfo', { hint: t.billingInfoHint })}
            {form.billingInfo && (
              <fieldset className="grid gap-4">
                <legend className="mb-2 text-xl font-bold">{t.billingAddress}</legend>
                {picker('billing')}
                {addressFields('billing')}
                {business}
              </fieldset>
            )}
          </div>
        )}

        {needsAddress && (
          <DeliveryAddressFields
            fields={fields}
            locale={locale}
            countries={countries}
            picker={picker('delivery')}
            t={t}
          />
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

        {/* A logged-in customer has an account already. */}
        {!saved && (
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
        )}

        <fieldset className="grid gap-3">
          <legend className="mb-2 text-xl font-bold">{t.consents}</legend>
          {check('terms', { label: termsLabel, required: true })}
          {visible.includes('businessTerms') && check('businessTerms', { required: true })}
          {(
            ['newsletter', 'smsMarketing', 'magazine', 'heurekaSurvey', 'zboziSurvey', 'cardRequest'] as const
          )
            .filter((field) => visible.includes(field))
            .map((field) => (
              <Fragment key={field}>{check(field)}</Fragment>
            ))}
        </fieldset>

        <div className="flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-start sm:justify-between">
          <a
            href={methodsHref}
            onClick={() => keepCheckoutDetails(locale, form, CHECKOUT_THEME)}
            className="self-start py-3 font-semibold text-brand underline"
          >
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
