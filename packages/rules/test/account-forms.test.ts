import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  addressErrors,
  messages,
  newPasswordErrors,
  personalDetailsErrors,
  registrationErrors,
  type AddressForm,
  type RegistrationForm,
} from '../src/index.ts';

const registration: RegistrationForm = {
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  password: 'dlouhé-heslo',
  passwordConfirmation: 'dlouhé-heslo',
  terms: true,
  isBusiness: false,
  businessName: '',
  tin: '',
  vatin: '',
};

describe('registration', () => {
  it('a complete private registration has no errors', () => {
    expect(registrationErrors(registration)).toEqual({});
  });

  it.each([
    [{ email: 'jana@' }, { email: messages.email }],
    [{ email: ' ' }, { email: accountMessages.required }],
    [{ firstName: '' }, { firstName: accountMessages.required }],
    [{ lastName: ' ' }, { lastName: accountMessages.required }],
    [{ phone: '777123456' }, { phone: messages.phone }],
    [{ phone: '' }, { phone: accountMessages.required }],
    [{ password: 'kratke', passwordConfirmation: 'kratke' }, { password: accountMessages.passwordTooShort }],
    [
      { passwordConfirmation: 'jine-heslo' },
      { passwordConfirmation: 'Nepodařilo se vám heslo napsat 2× správně.' },
    ],
    [{ passwordConfirmation: '' }, { passwordConfirmation: accountMessages.required }],
    [{ terms: false }, { terms: accountMessages.terms }],
    [{ isBusiness: true }, { businessName: accountMessages.required, tin: accountMessages.required }],
    [{ isBusiness: true, businessName: 'Firma s.r.o.', tin: '12345678' }, { tin: 'Nesprávný formát IČ' }],
    [{ isBusiness: true, businessName: 'Firma s.r.o.', tin: '27082440' }, {}],
    // Company fields of a private customer are not checked.
    [{ isBusiness: false, tin: '12345678' }, {}],
  ] as [Partial<RegistrationForm>, Record<string, string>][])('%j → %j', (change, expected) => {
    expect(registrationErrors({ ...registration, ...change })).toEqual(expected);
  });

  it('an eight-character password of multi-byte letters is long enough', () => {
    expect(newPasswordErrors({ password: 'žluťoučk', passwordConfirmation: 'žluťoučk' })).toEqual({});
  });

  it('personal details alone need no password', () => {
    expect(personalDetailsErrors(registration)).toEqual({});
  });
});

describe('saved address', () => {
  const address: AddressForm = {
    name: 'Jana Nováková',
    businessName: '',
    street: 'Dlouhá 5',
    city: 'Praha',
    postcode: '110 00',
    countryCode: 'CZE',
    phone: '',
  };

  it.each([
    [{}, {}],
    [{ street: '28. října 12' }, {}],
    [{ street: 'Dlouhá' }, { street: messages.streetAndNumber }],
    [{ postcode: '1100' }, { postcode: messages.postcode }],
    [{ postcode: '811 01', countryCode: 'SVK' }, {}],
    [{ postcode: '1010', countryCode: 'AUT' }, {}],
    [
      { name: '', city: '' },
      { name: accountMessages.required, city: accountMessages.required },
    ],
    [{ phone: '123' }, { phone: messages.phone }],
    [{ phone: '+421 905 123 456' }, {}],
  ] as [Partial<AddressForm>, Record<string, string>][])('%j → %j', (change, expected) => {
    expect(addressErrors({ ...address, ...change })).toEqual(expected);
  });
});
