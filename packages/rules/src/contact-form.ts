import { checkoutMessages } from './checkout-form.ts';
import { validateEmail, validateFullName, validatePhone, type ValidationResult } from './validators.ts';

/**
 * The contact form (`/kontakt`, POST /api/v1/contact-form): name, e-mail, phone (optional),
 * message, order code (optional) and the consent with processing the message. The storefront shows
 * these messages beside the fields and the store API answers with the same.
 */

/** The longest value of each field, in characters. */
export const CONTACT_FORM_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
  orderCode: 30,
  /** A message shorter than this says nothing the shop could answer. */
  messageMin: 10,
} as const;

export const contactFormMessages = {
  required: checkoutMessages.required,
  messageTooShort: `Napište nám prosím alespoň ${CONTACT_FORM_LIMITS.messageMin} znaků, ať víme, s čím pomoci.`,
  messageTooLong: `Zpráva může mít nejvýše ${CONTACT_FORM_LIMITS.message.toLocaleString('cs-CZ')} znaků.`,
  tooLong: 'Tento údaj je příliš dlouhý.',
  orderCode: 'Číslo objednávky obsahuje jen písmena, číslice a pomlčky.',
  consent: 'Pro odeslání zprávy je potřeba souhlasit se zpracováním osobních údajů.',
  sent: 'Děkujeme, vaši zprávu jsme přijali. Odpovíme vám e-mailem obvykle do jednoho pracovního dne.',
} as const;

export interface ContactForm {
  name: string;
  email: string;
  /** Optional; when given, in the international form (+420 …). */
  phone: string;
  message: string;
  /** Optional: the order the message is about. */
  orderCode: string;
  consent: boolean;
}

export type ContactFormErrors = Partial<Record<keyof ContactForm, string>>;

const length = (value: string) => [...value.trim()].length;
const required = (value: string): ValidationResult =>
  value.trim() === '' ? contactFormMessages.required : null;
const atMost = (value: string, max: number): ValidationResult =>
  length(value) > max ? contactFormMessages.tooLong : null;

function messageError(message: string): ValidationResult {
  if (message.trim() === '') return contactFormMessages.required;
  if (length(message) < CONTACT_FORM_LIMITS.messageMin) return contactFormMessages.messageTooShort;
  return length(message) > CONTACT_FORM_LIMITS.message ? contactFormMessages.messageTooLong : null;
}

function orderCodeError(code: string): ValidationResult {
  const value = code.trim();
  if (value === '') return null;
  if (value.length > CONTACT_FORM_LIMITS.orderCode) return contactFormMessages.tooLong;
  return /^[\p{L}\d-]+$/u.test(value) ? null : contactFormMessages.orderCode;
}

/** Every field's message at once, in form order; an empty object when the form can be sent. */
export function contactFormErrors(form: ContactForm): ContactFormErrors {
  const checks: [keyof ContactForm, ValidationResult][] = [
    [
      'name',
      required(form.name) ?? atMost(form.name, CONTACT_FORM_LIMITS.name) ?? validateFullName(form.name),
    ],
    [
      'email',
      required(form.email) ?? atMost(form.email, CONTACT_FORM_LIMITS.email) ?? validateEmail(form.email),
    ],
    [
      'phone',
      form.phone.trim() === ''
        ? null
        : (atMost(form.phone, CONTACT_FORM_LIMITS.phone) ?? validatePhone(form.phone)),
    ],
    ['message', messageError(form.message)],
    ['orderCode', orderCodeError(form.orderCode)],
    ['consent', form.consent ? null : contactFormMessages.consent],
  ];
  const errors: ContactFormErrors = {};
  for (const [field, error] of checks) if (error) errors[field] = error;
  return errors;
}
