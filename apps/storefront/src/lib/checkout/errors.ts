import type { CheckoutField, CheckoutForm } from '@shop/rules';

/** A 422 answer's error as the store API writes it. */
export interface FieldError {
  field?: string | null;
  title: string;
}

/** Payload paths (and the bare names POST /api/v1/cart/validate uses) that some form field shows. */
const FIELD_OF_PATH: Readonly<Record<string, CheckoutField>> = {
  'customer.name': 'fullName',
  'customer.firstName': 'fullName',
  'customer.lastName': 'fullName',
  'customer.email': 'email',
  'customer.phone': 'phone',
  'customer.businessName': 'businessName',
  'customer.tin': 'tin',
  'customer.vatin': 'vatin',
  'customer.vatinsvk': 'vatinsvk',
  'customer.shippingName': 'shippingFullName',
  'customer.shippingBusinessName': 'shippingBusinessName',
  'customer.shippingPhone': 'shippingPhone',
  'billingAddress.street': 'street',
  'billingAddress.city': 'city',
  'billingAddress.postcode': 'postcode',
  'billingAddress.countryCode': 'country',
  'shippingAddress.street': 'shippingStreet',
  'shippingAddress.city': 'shippingCity',
  'shippingAddress.postcode': 'shippingPostcode',
  'shippingAddress.countryCode': 'shippingCountry',
  note: 'note',
  noteForShipper: 'noteForShipper',
  customOrderNumber: 'customOrderNumber',
  terms: 'terms',
  registration: 'password',
  'registration.password': 'password',
  'registration.passwordConfirmation': 'passwordConfirmation',
};

/** The delivery address fields stand for the customer's own while no different address is given. */
const CUSTOMER_ADDRESS: Partial<Record<CheckoutField, CheckoutField>> = {
  shippingStreet: 'street',
  shippingCity: 'city',
  shippingPostcode: 'postcode',
  shippingCountry: 'country',
  shippingFullName: 'fullName',
};

function fieldOf(path: string, form: CheckoutForm, fullNameField: boolean): CheckoutField | null {
  const normalised = path.replace(/^body\./, '').replace(/\[(\d+)\]/g, '.$1');
  let field: CheckoutField | null =
    FIELD_OF_PATH[normalised] ?? (Object.hasOwn(form, normalised) ? (normalised as CheckoutField) : null);
  if (field && !form.differentAddress) field = CUSTOMER_ADDRESS[field] ?? field;
  if (!fullNameField && field === 'fullName') {
    field = path.endsWith('lastName') ? 'lastName' : 'firstName';
  }
  return field;
}

export interface PlacedErrors {
  /** Messages shown at their fields, in the answer's order. */
  fields: Partial<Record<CheckoutField, string>>;
  /**
   * What no field shows, as one danger message: the first such error's title, prefixed by
   * its field's name and a dash.
   */
  general: { field: string | null; title: string } | null;
}

/**
 * Spreads a 422 answer of POST /api/v1/cart/place over the form: an error lands at the field that
 * shows it (only a field on screen: `visible`); the rest becomes one general message.
 */
export function placeErrors(
  errors: readonly FieldError[],
  form: CheckoutForm,
  visible: readonly CheckoutField[],
  fullNameField: boolean,
): PlacedErrors {
  const fields: Partial<Record<CheckoutField, string>> = {};
  let general: PlacedErrors['general'] = null;
  for (const error of errors) {
    const field = error.field ? fieldOf(error.field, form, fullNameField) : null;
    if (field && visible.includes(field)) {
      fields[field] ??= error.title;
    } else {
      general ??= { field: error.field ?? null, title: error.title };
    }
  }
  return { fields, general };
}
