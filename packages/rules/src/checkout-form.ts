import type { IsoDate } from './calendar-date.ts';
import { validateCustomOrderNumber, validateDateOfBirth, validateFormalTitle } from './personal-extras.ts';
import { validateDeliveryCountry, type Shipper } from './shipping.ts';
import {
  validateEmail,
  validateFullName,
  validateHouseNumber,
  validatePasswordsMatch,
  validatePhone,
  validatePostcode,
  validateStreetOnly,
  validateTin,
  type ValidationResult,
} from './validators.ts';

/**
 * The checkout form:
 * what the shopper types on the delivery-details step, the switches between its sections and the
 * messages of its fields.
 */

/** How the shop's theme lays the form out (it also shapes the order payload). */
export interface CheckoutTheme {
  /** One 'name and surname' field instead of separate first and last name. */
  readonly fullNameField: boolean;
  /** A business customer may still name a company on the delivery address. */
  readonly shippingBusinessNameWithBusiness: boolean;
  /** The shopper may give the order their own number (a purchase order number). */
  readonly customOrderNumber: boolean;
  /**
   * The optional fields and consents the shop offers (setting checkoutFields). A field not named:
   * the title and the consents are offered, the birth date, card request and terms for companies not.
   */
  readonly offered?: Partial<Record<OfferedCheckoutField, boolean>>;
}

/** The checkout's fields the shop may switch on or off. */
export type OfferedCheckoutField =
  | 'formalTitle'
  | 'dateOfBirth'
  | 'cardRequest'
  | 'businessTerms'
  | 'newsletter'
  | 'smsMarketing'
  | 'magazine'
  | 'heurekaSurvey'
  | 'zboziSurvey';
const OFF_BY_DEFAULT: readonly OfferedCheckoutField[] = ['dateOfBirth', 'cardRequest', 'businessTerms'];

/** Whether the shop offers the field. */
export function isOffered(theme: CheckoutTheme, field: OfferedCheckoutField): boolean {
  return theme.offered?.[field] ?? !OFF_BY_DEFAULT.includes(field);
}

export interface CheckoutForm {
  /** 'Mr', 'Mrs' or '' (globals forms.formalTitles). */
  formalTitle: string;
  /** YYYY-MM-DD or ''. */
  dateOfBirth: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The customer's address: billing, and delivery unless `differentAddress`. */
  street: string;
  houseNumber: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-3. */
  country: string;
  /** The shopper gives billing details (address, company); off, the order is billed to the pick-up place. */
  billingInfo: boolean;
  isBusiness: boolean;
  businessName: string;
  /** IČO */
  tin: string;
  /** DIČ */
  vatin: string;
  /** IČ DPH (Slovak VAT id) */
  vatinsvk: string;
  customOrderNumber: string;
  /** Deliver to another address than the customer's. */
  differentAddress: boolean;
  shippingFullName: string;
  shippingFirstName: string;
  shippingLastName: string;
  shippingBusinessName: string;
  shippingPhone: string;
  shippingStreet: string;
  shippingHouseNumber: string;
  shippingCity: string;
  shippingPostcode: string;
  shippingCountry: string;
  note: string;
  noteForShipper: string;
  /** Terms and privacy policy (required). */
  terms: boolean;
  /** The terms for companies (required of a business customer when offered). */
  businessTerms: boolean;
  /** The shopper asks for a customer card. */
  cardRequest: boolean;
  newsletter: boolean;
  smsMarketing: boolean;
  magazine: boolean;
  /** Satisfaction surveys of the two comparison-shopping programs. */
  heurekaSurvey: boolean;
  zboziSurvey: boolean;
  isRegistration: boolean;
  password: string;
  passwordConfirmation: string;
}

export type CheckoutField = keyof CheckoutForm;

export const DEFAULT_CHECKOUT_COUNTRY = 'CZE';

export function emptyCheckoutForm(country: string = DEFAULT_CHECKOUT_COUNTRY): CheckoutForm {
  return {
    formalTitle: '',
    dateOfBirth: '',
    fullName: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    city: '',
    postcode: '',
    country,
    billingInfo: false,
    isBusiness: false,
    businessName: '',
    tin: '',
    vatin: '',
    vatinsvk: '',
    customOrderNumber: '',
    differentAddress: false,
    shippingFullName: '',
    shippingFirstName: '',
    shippingLastName: '',
    shippingBusinessName: '',
    shippingPhone: '',
    shippingStreet: '',
    shippingHouseNumber: '',
    shippingCity: '',
    shippingPostcode: '',
    shippingCountry: country,
    note: '',
    noteForShipper: '',
    terms: false,
    businessTerms: false,
    cardRequest: false,
    newsletter: false,
    smsMarketing: false,
    magazine: false,
    heurekaSurvey: false,
    zboziSurvey: false,
    isRegistration: false,
    password: '',
    passwordConfirmation: '',
  };
}

/** Checkout messages of the field rules; the store API answers with the same texts. */
export const checkoutMessages = {
  required: 'Vyplňte prosím toto pole',
  terms: 'Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami',
  businessTerms: 'Pro nákup na firmu je potřeba souhlasit s obchodními podmínkami pro firmy',
  passwordTooShort: 'Heslo musí mít alespoň 8 znaků',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

const filled = (value: string): boolean => value.trim() !== '';

export const BUSINESS_FIELDS = [
  'businessName',
  'tin',
  'vatin',
  'vatinsvk',
] as const satisfies readonly CheckoutField[];
/** The billing address; the country has a default, so it says nothing about what the shopper typed. */
export const BILLING_ADDRESS_FIELDS = [
  'street',
  'houseNumber',
  'city',
  'postcode',
] as const satisfies readonly CheckoutField[];

/** The business flag is set when business name, TIN, VATIN or Slovak VAT id is filled. */
export function hasBusinessData(form: CheckoutForm): boolean {
  return BUSINESS_FIELDS.some((field) => filled(form[field]));
}

/** Any billing or business field filled. */
export function hasBillingData(form: CheckoutForm): boolean {
  return hasBusinessData(form) || BILLING_ADDRESS_FIELDS.some((field) => filled(form[field]));
}

/**
 * A form that arrives filled (kept from an earlier visit, a saved address): billing info
 * switches on when any billing or business field is filled, the business flag when a business field
 * is. A shopper's own switching off afterwards is not undone.
 */
export function applyPrefillSwitches(form: CheckoutForm): CheckoutForm {
  return {
    ...form,
    billingInfo: form.billingInfo || hasBillingData(form),
    isBusiness: form.isBusiness || hasBusinessData(form),
  };
}

/** Registration is active only when requested and both passwords are non-empty and equal. */
export function isRegistrationActive(form: CheckoutForm): boolean {
  return (
    form.isRegistration &&
    form.password !== '' &&
    form.passwordConfirmation !== '' &&
    form.password === form.passwordConfirmation
  );
}

export interface CheckoutFormContext {
  readonly theme: CheckoutTheme;
  /**
   * The chosen shipper; one that requires an address makes the customer's address required and
   * offers a different delivery address. Null while none is chosen.
   */
  readonly shipper: Shipper | null;
  /** The cart's currency, for the country-and-currency rule. */
  readonly currencyCode: string;
  /** Today in the shop's time zone, for the birth date; without it only the date's form is checked. */
  readonly today?: IsoDate;
}

const requiresAddress = (ctx: CheckoutFormContext) => ctx.shipper?.requiredAddress === true;

/** The customer's address is asked for: the shipper needs it, or the shopper gives billing info. */
export function showsAddress(form: CheckoutForm, ctx: CheckoutFormContext): boolean {
  return requiresAddress(ctx) || form.billingInfo;
}

/**
 * The form as the chosen shipper reads it: with a shipper that needs an address, the address the
 * shopper types is also the billing address (billing info on); with one that does not, the parcel
 * goes to the pick-up place, so there is no different delivery address.
 */
export function settleCheckoutForm(form: CheckoutForm, ctx: CheckoutFormContext): CheckoutForm {
  const needsAddress = requiresAddress(ctx);
  return {
    ...form,
    billingInfo: form.billingInfo || needsAddress,
    differentAddress: form.differentAddress && needsAddress,
  };
}

/** The fields the form shows now, in its order (the first error gets the focus). */
export function visibleCheckoutFields(form: CheckoutForm, ctx: CheckoutFormContext): CheckoutField[] {
  const offered = (field: OfferedCheckoutField) => isOffered(ctx.theme, field);
  const fields: CheckoutField[] = offered('formalTitle') ? ['formalTitle'] : [];
  fields.push(...(ctx.theme.fullNameField ? (['fullName'] as const) : (['firstName', 'lastName'] as const)));
  fields.push('email', 'phone');
  if (offered('dateOfBirth')) fields.push('dateOfBirth');
  if (!requiresAddress(ctx)) fields.push('billingInfo');
  if (showsAddress(form, ctx)) {
    fields.push('street', 'houseNumber', 'city', 'postcode', 'country', 'isBusiness');
    if (form.isBusiness) {
      fields.push('businessName', 'tin', 'vatin');
      if (form.country === 'SVK') fields.push('vatinsvk');
    }
  }
  if (requiresAddress(ctx)) {
    fields.push('differentAddress');
    if (form.differentAddress) {
      fields.push(
        ...(ctx.theme.fullNameField
          ? (['shippingFullName'] as const)
          : (['shippingFirstName', 'shippingLastName'] as const)),
        'shippingBusinessName',
        'shippingPhone',
        'shippingStreet',
        'shippingHouseNumber',
        'shippingCity',
        'shippingPostcode',
        'shippingCountry',
      );
    }
  }
  fields.push('note', 'noteForShipper');
  if (ctx.theme.customOrderNumber) fields.push('customOrderNumber');
  fields.push('isRegistration');
  if (form.isRegistration) fields.push('password', 'passwordConfirmation');
  fields.push('terms');
  if (offered('businessTerms') && showsAddress(form, ctx) && form.isBusiness) fields.push('businessTerms');
  const consents = ['newsletter', 'smsMarketing', 'magazine', 'heurekaSurvey', 'zboziSurvey'] as const;
  fields.push(...consents.filter(offered));
  if (offered('cardRequest')) fields.push('cardRequest');
  return fields;
}

/**
 * Every field in the order the form shows it, with all its sections open: the order in which both
 * the form and the store API list their errors.
 */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = visibleCheckoutFields(
  {
    ...emptyCheckoutForm('SVK'),
    billingInfo: true,
    isBusiness: true,
    differentAddress: true,
    isRegistration: true,
  },
  {
    theme: {
      fullNameField: true,
      shippingBusinessNameWithBusiness: true,
      customOrderNumber: true,
      offered: { dateOfBirth: true, cardRequest: true, businessTerms: true },
    },
    // Only whether it needs an address decides which fields show.
    shipper: { requiredAddress: true } as Shipper,
    currencyCode: 'CZK',
  },
);

const required = (value: string): ValidationResult => (filled(value) ? null : checkoutMessages.required);

/** The country the parcel goes to, when the shopper's address is where it goes. */
function deliveryCountryError(
  country: string,
  form: CheckoutForm,
  ctx: CheckoutFormContext,
  isDeliveryCountry: boolean,
): ValidationResult {
  if (!filled(country)) return checkoutMessages.required;
  if (!isDeliveryCountry || !ctx.shipper) return null;
  return validateDeliveryCountry({
    shipper: ctx.shipper,
    countryAlpha3: country,
    currencyCode: ctx.currencyCode,
  });
}

/** The message of one field by its rule, or null. Hidden fields are not checked. */
export function checkoutFieldError(
  field: CheckoutField,
  form: CheckoutForm,
  ctx: CheckoutFormContext,
): ValidationResult {
  if (!visibleCheckoutFields(form, ctx).includes(field)) return null;
  switch (field) {
    // An empty field is told it is missing; only what was written is told it is wrong.
    case 'fullName':
      return required(form.fullName) ?? validateFullName(form.fullName);
    case 'firstName':
    case 'lastName':
    case 'city':
    case 'businessName':
    case 'shippingCity':
      return required(form[field]);
    case 'email':
      return required(form.email) ?? validateEmail(form.email);
    case 'phone':
      return required(form.phone) ?? validatePhone(form.phone);
    case 'street':
      return required(form.street) ?? validateStreetOnly(form.street, form.houseNumber);
    case 'houseNumber':
      return required(form.houseNumber) ?? validateHouseNumber(form.houseNumber, form.street);
    case 'postcode':
      return required(form.postcode) ?? validatePostcode(form.postcode, form.country);
    case 'country':
      return deliveryCountryError(form.country, form, ctx, requiresAddress(ctx) && !form.differentAddress);
    case 'tin':
      // The IČO check digit is a Czech rule.
      return form.country === 'CZE' ? validateTin(form.tin) : null;
    case 'shippingFullName':
      return required(form.shippingFullName) ?? validateFullName(form.shippingFullName);
    case 'shippingFirstName':
    case 'shippingLastName':
      return required(form[field]);
    case 'shippingPhone':
      return filled(form.shippingPhone) ? validatePhone(form.shippingPhone) : null;
    case 'shippingStreet':
      return (
        required(form.shippingStreet) ?? validateStreetOnly(form.shippingStreet, form.shippingHouseNumber)
      );
    case 'shippingHouseNumber':
      return (
        required(form.shippingHouseNumber) ??
        validateHouseNumber(form.shippingHouseNumber, form.shippingStreet)
      );
    case 'shippingPostcode':
      return required(form.shippingPostcode) ?? validatePostcode(form.shippingPostcode, form.shippingCountry);
    case 'shippingCountry':
      return deliveryCountryError(form.shippingCountry, form, ctx, true);
    case 'password':
      if (form.password === '') return checkoutMessages.required;
      return form.password.length < MIN_PASSWORD_LENGTH ? checkoutMessages.passwordTooShort : null;
    case 'passwordConfirmation':
      return form.passwordConfirmation === ''
        ? checkoutMessages.required
        : validatePasswordsMatch(form.password, form.passwordConfirmation);
    case 'terms':
      return form.terms ? null : checkoutMessages.terms;
    case 'businessTerms':
      return form.businessTerms ? null : checkoutMessages.businessTerms;
    case 'formalTitle':
      return validateFormalTitle(form.formalTitle);
    case 'dateOfBirth':
      return validateDateOfBirth(form.dateOfBirth, ctx.today ?? '9999-12-31');
    case 'customOrderNumber':
      return validateCustomOrderNumber(form.customOrderNumber.trim());
    default:
      return null;
  }
}

/** Every message of the form as it stands, keyed by field, in form order. */
export function checkoutFormErrors(
  form: CheckoutForm,
  ctx: CheckoutFormContext,
): Partial<Record<CheckoutField, string>> {
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of visibleCheckoutFields(form, ctx)) {
    const error = checkoutFieldError(field, form, ctx);
    if (error) errors[field] = error;
  }
  return errors;
}
