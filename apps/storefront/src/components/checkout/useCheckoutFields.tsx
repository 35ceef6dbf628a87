'use client';

import {
  BUSINESS_FIELDS,
  checkoutFieldError,
  messages,
  settleCheckoutForm,
  type CheckoutField,
  type CheckoutForm,
  type CheckoutFormContext,
} from '@shop/rules';
import { useState } from 'react';
import { useRuleText } from '@/components/ui/RuleTexts';
import { updateCheckoutState } from '@/lib/checkout/store';
import { CheckField, TextField } from './fields';

export type FieldErrors = Partial<Record<CheckoutField, string>>;

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

export const ADDRESS_FIELDS = ['street', 'houseNumber', 'city', 'postcode'] as const;

type TextExtra = Partial<Parameters<typeof TextField>[0]>;
type CheckExtra = Partial<Parameters<typeof CheckField>[0]>;

/**
 * The checkout form's fields: values kept in the browser's checkout state, each field checked on
 * change and on blur by the rules package once it has been judged, and the field controls bound to
 * them.
 */
export function useCheckoutFields({
  form,
  ctx,
  visible,
  labels,
}: {
  form: CheckoutForm;
  ctx: CheckoutFormContext;
  visible: CheckoutField[];
  labels: Record<string, string>;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<CheckoutField>>(new Set());
  // Fields the shopper has typed into: tabbing through an untouched field judges nothing.
  const [edited, setEdited] = useState<ReadonlySet<CheckoutField>>(new Set());
  // A message that appears when a field is left is read out (the submit moves focus to its field).
  const [announcement, setAnnouncement] = useState('');
  const label = (field: CheckoutField) => labels[field] ?? field;
  const ruleText = useRuleText();
  /** The rule's message in the page's language; a street that holds the house number is told where the number belongs. */
  const shown = (field: CheckoutField, error: string) =>
    (field === 'street' || field === 'shippingStreet') &&
    error === messages.streetOnly &&
    /\d/.test(form[field])
      ? `${ruleText(error)}. ${labels.streetNumberHint ?? ''}`.trim()
      : ruleText(error);

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
    setEdited((s) => (s.has(field) ? s : new Set(s).add(field)));
    const next = write({ [field]: value });
    recheck(next, [field, ...(DEPENDENTS[field] ?? [])]);
  }

  function onBlur(field: CheckoutField) {
    if (!edited.has(field) && !errors[field]) return;
    setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));
    const error = checkoutFieldError(field, settleCheckoutForm(form, ctx), ctx);
    if (error) setAnnouncement(`${label(field)}: ${shown(field, error)}`);
    recheck(form, [field], [field]);
  }

  function onToggle(field: CheckoutField, checked: boolean) {
    const change: Partial<CheckoutForm> = { [field]: checked };
    // Switched on again for filled fields on the next visit: switched off, they empty.
    if (field === 'isBusiness' && !checked) for (const f of BUSINESS_FIELDS) change[f] = '';
    if (field === 'billingInfo' && !checked) {
      for (const f of [...ADDRESS_FIELDS, ...BUSINESS_FIELDS]) change[f] = '';
      change.isBusiness = false;
    }
    const next = write(change);
    recheck(next, [field]);
  }

  /** Every visible field judged at once, as the final button does; the errors found are shown. */
  function judgeAll(found: FieldErrors) {
    setErrors(found);
    setTouched(new Set(visible));
  }

  const err = (field: CheckoutField) => {
    const error = visible.includes(field) ? (errors[field] ?? null) : null;
    return error && shown(field, error);
  };
  const text = (field: CheckoutField, extra: TextExtra = {}) => (
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
  const check = (field: CheckoutField, extra: CheckExtra = {}) => (
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

  const announcer = (
    <p aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );

  return { form, err, text, check, onChange, onBlur, write, recheck, judgeAll, setErrors, announcer };
}

export type CheckoutFields = ReturnType<typeof useCheckoutFields>;
