import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_LIMITS,
  contactFormErrors,
  contactFormMessages,
  messages,
  type ContactForm,
} from '../src/index.ts';

const form: ContactForm = {
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '',
  message: 'Dobrý den, kdy mi přijde objednávka?',
  orderCode: '',
  consent: true,
};

describe('contact form', () => {
  it('a complete message without the optional fields has no errors', () => {
    expect(contactFormErrors(form)).toEqual({});
    expect(contactFormErrors({ ...form, phone: '+420 777 123 456', orderCode: '2026-000123' })).toEqual({});
  });

  it.each<[Partial<ContactForm>, Record<string, string>]>([
    [{ name: ' ' }, { name: contactFormMessages.required }],
    [{ name: 'Jana' }, { name: messages.fullName }],
    [{ name: `Jana ${'x'.repeat(CONTACT_FORM_LIMITS.name)}` }, { name: contactFormMessages.tooLong }],
    [{ email: '' }, { email: contactFormMessages.required }],
    [{ email: 'jana@' }, { email: messages.email }],
    [{ phone: '777 123 456' }, { phone: messages.phone }],
    [{ phone: `+420 ${'1'.repeat(CONTACT_FORM_LIMITS.phone)}` }, { phone: contactFormMessages.tooLong }],
    [{ message: '   ' }, { message: contactFormMessages.required }],
    [{ message: 'Ahoj' }, { message: contactFormMessages.messageTooShort }],
    [
      { message: 'á'.repeat(CONTACT_FORM_LIMITS.message + 1) },
      { message: contactFormMessages.messageTooLong },
    ],
    [{ orderCode: '2026/12' }, { orderCode: contactFormMessages.orderCode }],
    [
      { orderCode: '1'.repeat(CONTACT_FORM_LIMITS.orderCode + 1) },
      { orderCode: contactFormMessages.tooLong },
    ],
    [{ consent: false }, { consent: contactFormMessages.consent }],
  ])('%j is refused with %j', (change, errors) => {
    expect(contactFormErrors({ ...form, ...change })).toEqual(errors);
  });

  it('counts characters, not UTF-16 units, so the longest message in Czech passes', () => {
    expect(contactFormErrors({ ...form, message: 'ř'.repeat(CONTACT_FORM_LIMITS.message) })).toEqual({});
  });

  it('names every wrong field at once, in form order', () => {
    const errors = contactFormErrors({ ...form, name: '', email: 'x', message: '', consent: false });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message', 'consent']);
  });

  it('writes the long-message limit the Czech way', () => {
    expect(contactFormMessages.messageTooLong).toMatch(/5\s000 znaků/);
  });
});
