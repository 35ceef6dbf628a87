import { applyPrefillSwitches, type CheckoutForm, type CheckoutTheme } from './checkout-form.ts';
import { joinStreet, splitFullName } from './order-payload.ts';
import { splitStreetAndNumber } from './checkout-prefill.ts';
import {
  validateEmail,
  validateFullName,
  validatePhone,
  validatePostcode,
  validateTin,
  type ValidationResult,
} from './validators.ts';

/**
 * The checkout details a cart keeps while the shopper fills the checkout in (who, where, the note),
 * so that another device or a reload finds them. Unlike the order, any field may still be empty:
 * only what is filled is checked, by the same field rules as the order.
 */

export interface DetailsAddress {
  /** The street with the house number, as on an envelope. */
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-3, or '' when not chosen. */
  countryCode: string;
}

export interface CheckoutDetails {
  customer: {
    name: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    tin: string;
    vatin: string;
    vatinsvk: string;
    businessName: string;
    newsletter: boolean;
    shippingName: string;
    shippingFirstName: string;
    shippingLastName: string;
    shippingBusinessName: string;
    shippingPhone: string;
  };
  billingAddress: DetailsAddress;
  shippingAddress: DetailsAddress;
  hasCustomShippingAddress: boolean;
  comment: string;
}

const filled = (value: string) => value.trim() !== '';
const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * What is wrong with the filled fields, by their path ('customer.email', 'billingAddress.postcode');
 * empty when nothing. Empty fields are not judged.
 */
export function checkoutDetailsErrors(d: CheckoutDetails): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: string, value: string, rule: (v: string) => ValidationResult) => {
    if (!filled(value)) return;
    const title = rule(value);
    if (title) errors[field] = title;
  };
  const c = d.customer;
  check('customer.name', c.name, validateFullName);
  check('customer.email', c.email, validateEmail);
  check('customer.phone', c.phone, validatePhone);
  check('customer.shippingPhone', c.shippingPhone, validatePhone);
  // The IČO check digit is a Czech rule.
  if (d.billingAddress.countryCode === 'CZE' || d.billingAddress.countryCode === '') {
    check('customer.tin', c.tin, validateTin);
  }
  for (const part of ['billingAddress', 'shippingAddress'] as const) {
    const a = d[part];
    check(`${part}.postcode`, a.postcode, (v) => validatePostcode(v, a.countryCode || 'CZE'));
  }
  return errors;
}

const joined = (street: string, houseNumber: string) =>
  [street, houseNumber].map(clean).filter(Boolean).join(' ');

/**
 * The form's details as the cart keeps them. A field its rule refuses is left empty, so that one
 * typo does not cost the shopper the rest; the passwords and consents stay in the browser.
 */
export function checkoutDetailsOf(
  form: CheckoutForm,
  theme: Pick<CheckoutTheme, 'fullNameField'>,
): CheckoutDetails {
  const name = theme.fullNameField ? clean(form.fullName) : joined(form.firstName, form.lastName);
  const split = theme.fullNameField ? splitFullName(name) : null;
  const shippingName = theme.fullNameField
    ? clean(form.shippingFullName)
    : joined(form.shippingFirstName, form.shippingLastName);
  const shippingSplit = theme.fullNameField ? splitFullName(shippingName) : null;
  const details: CheckoutDetails = {
    customer: {
      name,
      firstName: split ? split.firstName : clean(form.firstName),
      lastName: split ? split.lastName : clean(form.lastName),
      email: form.email.trim(),
      phone: form.phone.trim(),
      tin: form.tin.trim(),
      vatin: form.vatin.trim(),
      vatinsvk: form.vatinsvk.trim(),
      businessName: clean(form.businessName),
      newsletter: form.newsletter,
      shippingName,
      shippingFirstName: shippingSplit ? shippingSplit.firstName : clean(form.shippingFirstName),
      shippingLastName: shippingSplit ? shippingSplit.lastName : clean(form.shippingLastName),
      shippingBusinessName: clean(form.shippingBusinessName),
      shippingPhone: form.shippingPhone.trim(),
    },
    billingAddress: {
      street: joinStreet(form.street, form.houseNumber),
      city: clean(form.city),
      postcode: form.postcode.trim(),
      countryCode: form.country,
    },
    shippingAddress: {
      street: joinStreet(form.shippingStreet, form.shippingHouseNumber),
      city: clean(form.shippingCity),
      postcode: form.shippingPostcode.trim(),
      countryCode: form.shippingCountry,
    },
    hasCustomShippingAddress: form.differentAddress,
    comment: form.note.trim(),
  };
  for (const path of Object.keys(checkoutDetailsErrors(details))) {
    const [part, field] = path.split('.') as [keyof CheckoutDetails, string];
    (details[part] as unknown as Record<string, string>)[field] = '';
    // A refused full name leaves the name's parts empty too.
    if (path === 'customer.name') Object.assign(details.customer, { firstName: '', lastName: '' });
  }
  return details;
}

const blank = (...values: string[]) => values.every((v) => !filled(v));

/**
 * The form with what the cart keeps filled in where the shopper has typed nothing yet: each part
 * (who, the billing address with the company, the delivery address, the note) only when all of it
 * is empty in the form, so that nothing typed is overwritten and no two addresses mix.
 */
export function formWithCheckoutDetails(form: CheckoutForm, d: CheckoutDetails | null): CheckoutForm {
  if (!d) return form;
  const next: CheckoutForm = { ...form };
  const c = d.customer;
  if (blank(next.fullName, next.firstName, next.lastName, next.email, next.phone)) {
    Object.assign(next, {
      fullName: c.name,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      newsletter: next.newsletter || c.newsletter,
    });
  }
  const b = d.billingAddress;
  if (
    blank(next.street, next.houseNumber, next.city, next.postcode) &&
    !blank(b.street, b.city, b.postcode)
  ) {
    Object.assign(next, {
      ...splitStreetAndNumber(b.street),
      city: b.city,
      postcode: b.postcode,
      ...(b.countryCode ? { country: b.countryCode } : {}),
    });
  }
  if (blank(next.businessName, next.tin, next.vatin, next.vatinsvk)) {
    Object.assign(next, { businessName: c.businessName, tin: c.tin, vatin: c.vatin, vatinsvk: c.vatinsvk });
  }
  const s = d.shippingAddress;
  if (
    !next.differentAddress &&
    blank(
      next.shippingFullName,
      next.shippingStreet,
      next.shippingHouseNumber,
      next.shippingCity,
      next.shippingPostcode,
    ) &&
    !blank(c.shippingName, s.street, s.city, s.postcode)
  ) {
    const street = splitStreetAndNumber(s.street);
    Object.assign(next, {
      differentAddress: d.hasCustomShippingAddress,
      shippingFullName: c.shippingName,
      shippingFirstName: c.shippingFirstName,
      shippingLastName: c.shippingLastName,
      shippingBusinessName: c.shippingBusinessName,
      shippingPhone: c.shippingPhone,
      shippingStreet: street.street,
      shippingHouseNumber: street.houseNumber,
      shippingCity: s.city,
      shippingPostcode: s.postcode,
      ...(s.countryCode ? { shippingCountry: s.countryCode } : {}),
    });
  }
  if (blank(next.note)) next.note = d.comment;
  return applyPrefillSwitches(next);
}
