import { MIN_PASSWORD_LENGTH, checkoutMessages } from './checkout-form.ts';
import {
  validateEmail,
  validatePasswordsMatch,
  validatePhone,
  validatePostcode,
  validateStreetAndNumber,
  validateTin,
  type ValidationResult,
} from './validators.ts';

/**
 * The customer's own forms: registration, personal details, a new password and a saved address.
 * The storefront shows these messages beside the fields and the store API answers with the same.
 */
export const accountMessages = {
  required: checkoutMessages.required,
  passwordTooShort: checkoutMessages.passwordTooShort,
  terms: 'Pro vytvoření účtu je potřeba souhlasit s obchodními podmínkami a se zpracováním osobních údajů',
  registrationLinkSent:
    'Na zadaný e-mail jsme poslali zprávu s odkazem, kterým registraci dokončíte. Odkaz platí 24 hodin.',
  registrationLinkInvalid:
    'Odkaz k dokončení registrace je neplatný nebo vypršel. Zaregistrujte se prosím znovu.',
  oldPassword: 'Současné heslo nesouhlasí.',
  passwordGuessable:
    'Toto heslo je příliš snadné uhodnout: patří k nejčastějším nebo uniklým heslům, nebo obsahuje vaše jméno či e-mail. Zvolte prosím jiné.',
  resetLinkInvalid: 'Odkaz pro nastavení nového hesla je neplatný nebo vypršel. Požádejte prosím o nový.',
  resetLinkSent:
    'Pokud u nás má tento e-mail účet, poslali jsme na něj odkaz pro nastavení nového hesla. Platí 1 hodinu.',
  passwordChanged: 'Heslo bylo změněno.',
  country: 'Vyberte prosím zemi',
  addressLimit: 'Uložit lze nejvýše {limit} adres. Nějakou prosím nejdříve smažte.',
  userUpdated: 'Údaje byly uloženy.',
} as const;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const required = (value: string): ValidationResult => (value.trim() === '' ? accountMessages.required : null);

function collect<F extends string>(checks: [F, ValidationResult][]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [field, error] of checks) if (error && !errors[field]) errors[field] = error;
  return errors;
}

/** A new password and its repeat. */
export interface NewPassword {
  password: string;
  passwordConfirmation: string;
}

export function newPasswordErrors(form: NewPassword): FieldErrors<keyof NewPassword> {
  return collect<keyof NewPassword>([
    ['password', required(form.password)],
    ['password', [...form.password].length < MIN_PASSWORD_LENGTH ? accountMessages.passwordTooShort : null],
    ['passwordConfirmation', required(form.passwordConfirmation)],
    ['passwordConfirmation', validatePasswordsMatch(form.password, form.passwordConfirmation)],
  ]);
}

/** A business customer's company; all empty for a private customer. */
export interface CompanyDetails {
  businessName: string;
  /** IČO. */
  tin: string;
  /** DIČ. */
  vatin: string;
}

/** What a customer keeps about themselves (the e-mail is the log-in and does not change here). */
export interface PersonalDetails extends CompanyDetails {
  firstName: string;
  lastName: string;
  phone: string;
  isBusiness: boolean;
}

export function personalDetailsErrors(form: PersonalDetails): FieldErrors<keyof PersonalDetails> {
  return collect<keyof PersonalDetails>([
    ['firstName', required(form.firstName)],
    ['lastName', required(form.lastName)],
    ['phone', required(form.phone) ?? validatePhone(form.phone)],
    ['businessName', form.isBusiness ? required(form.businessName) : null],
    ['tin', form.isBusiness ? (required(form.tin) ?? validateTin(form.tin)) : null],
  ]);
}

export interface RegistrationForm extends PersonalDetails, NewPassword {
  email: string;
  terms: boolean;
}

/** Every message of the registration form, keyed by field. */
export function registrationErrors(form: RegistrationForm): FieldErrors<keyof RegistrationForm> {
  return {
    ...collect<keyof RegistrationForm>([['email', required(form.email) ?? validateEmail(form.email)]]),
    ...personalDetailsErrors(form),
    ...newPasswordErrors(form),
    ...(form.terms ? {} : { terms: accountMessages.terms }),
  };
}

/** A saved billing or delivery address. */
export interface AddressForm {
  name: string;
  businessName: string;
  /** Street and house number, e.g. 'Dlouhá 5'. */
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166 alpha-3. */
  countryCode: string;
  phone: string;
}

export function addressErrors(form: AddressForm): FieldErrors<keyof AddressForm> {
  return collect<keyof AddressForm>([
    ['name', required(form.name)],
    ['street', required(form.street) ?? validateStreetAndNumber(form.street)],
    ['city', required(form.city)],
    ['postcode', required(form.postcode) ?? validatePostcode(form.postcode, form.countryCode)],
    ['countryCode', required(form.countryCode)],
    ['phone', form.phone.trim() === '' ? null : validatePhone(form.phone)],
  ]);
}
