import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm, type CheckoutForm } from '../src/checkout-form.ts';
import {
  checkoutDetailsErrors,
  checkoutDetailsOf,
  formWithCheckoutDetails,
  type CheckoutDetails,
} from '../src/checkout-details.ts';

const filledForm = (): CheckoutForm => ({
  ...emptyCheckoutForm(),
  fullName: 'Jana  Nováková',
  email: ' jana@example.cz ',
  phone: '+420 601 234 567',
  street: 'Korunní',
  houseNumber: '12',
  city: 'Praha',
  postcode: '120 00',
  businessName: 'Nováková s.r.o.',
  tin: '27074358',
  differentAddress: true,
  shippingFullName: 'Petr Novák',
  shippingPhone: '+420 602 000 111',
  shippingStreet: '28. října',
  shippingHouseNumber: '1234/5a',
  shippingCity: 'Brno',
  shippingPostcode: '602 00',
  note: 'Zazvoňte prosím.',
  newsletter: true,
  terms: true,
  password: 'tajne-heslo',
});

const details = (): CheckoutDetails => checkoutDetailsOf(filledForm(), { fullNameField: true });

describe('checkoutDetailsOf', () => {
  it('turns the form into the cart details: names split, street joined with the number', () => {
    expect(details()).toEqual({
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana@example.cz',
        phone: '+420 601 234 567',
        tin: '27074358',
        vatin: '',
        vatinsvk: '',
        businessName: 'Nováková s.r.o.',
        newsletter: true,
        shippingName: 'Petr Novák',
        shippingFirstName: 'Petr',
        shippingLastName: 'Novák',
        shippingBusinessName: '',
        shippingPhone: '+420 602 000 111',
      },
      billingAddress: { street: 'Korunní 12', city: 'Praha', postcode: '120 00', countryCode: 'CZE' },
      shippingAddress: { street: '28. října 1234/5a', city: 'Brno', postcode: '602 00', countryCode: 'CZE' },
      hasCustomShippingAddress: true,
      comment: 'Zazvoňte prosím.',
    });
  });

  it('joins separate first and last names when the theme has them', () => {
    const form = { ...emptyCheckoutForm(), firstName: ' Jana ', lastName: 'Nováková' };
    expect(checkoutDetailsOf(form, { fullNameField: false }).customer).toMatchObject({
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
    });
  });

  it.each([
    ['email', 'jana@', 'email'],
    ['phone', '601123456', 'phone'],
    ['fullName', 'Jana', 'name'],
    ['tin', '12345678', 'tin'],
  ] as const)('leaves out a %s its rule refuses (%s), keeping the rest', (field, value, kept) => {
    const d = checkoutDetailsOf({ ...filledForm(), [field]: value }, { fullNameField: true });
    expect(d.customer[kept]).toBe('');
    expect(checkoutDetailsErrors(d)).toEqual({});
    expect(d.billingAddress.city).toBe('Praha');
  });
});

describe('checkoutDetailsErrors', () => {
  it('judges only filled fields', () => {
    expect(checkoutDetailsOf(emptyCheckoutForm(), { fullNameField: true })).toMatchObject({
      customer: { name: '', email: '' },
    });
    expect(checkoutDetailsErrors(checkoutDetailsOf(emptyCheckoutForm(), { fullNameField: true }))).toEqual(
      {},
    );
  });

  it('names each refused field by its path, with the checkout messages (one postcode message for every country)', () => {
    const d = details();
    d.customer.email = 'jana@';
    d.billingAddress.postcode = '1200';
    d.shippingAddress = { ...d.shippingAddress, postcode: '12345', countryCode: 'AUT' };
    expect(checkoutDetailsErrors(d)).toEqual({
      'customer.email': 'E-mail není ve správném formátu',
      'billingAddress.postcode': 'PSČ musí obsahovat 5 čísel',
      'shippingAddress.postcode': 'PSČ musí obsahovat 5 čísel',
    });
  });

  it('checks the IČO only of a Czech billing address', () => {
    const d = details();
    d.customer.tin = '12345678';
    expect(checkoutDetailsErrors(d)).toEqual({ 'customer.tin': 'Nesprávný formát IČ' });
    d.billingAddress.countryCode = 'SVK';
    expect(checkoutDetailsErrors(d)).toEqual({});
  });
});

describe('formWithCheckoutDetails', () => {
  it('fills an empty form back from the cart, the same as it was typed', () => {
    const restored = formWithCheckoutDetails(emptyCheckoutForm(), details());
    expect(restored).toMatchObject({
      fullName: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 234 567',
      street: 'Korunní',
      houseNumber: '12',
      city: 'Praha',
      postcode: '120 00',
      country: 'CZE',
      billingInfo: true,
      isBusiness: true,
      businessName: 'Nováková s.r.o.',
      tin: '27074358',
      differentAddress: true,
      shippingFullName: 'Petr Novák',
      shippingStreet: '28. října',
      shippingHouseNumber: '1234/5a',
      shippingCity: 'Brno',
      note: 'Zazvoňte prosím.',
      newsletter: true,
      // Never kept with the cart.
      terms: false,
      password: '',
    });
  });

  it('never overwrites what the shopper typed, part by part', () => {
    const typed = { ...emptyCheckoutForm(), email: 'petr@example.cz', city: 'Ostrava', note: 'Jiná' };
    const restored = formWithCheckoutDetails(typed, details());
    // Who: the e-mail was typed, so that part stays; the address too (its city was typed).
    expect(restored).toMatchObject({ email: 'petr@example.cz', fullName: '', city: 'Ostrava', street: '' });
    expect(restored.note).toBe('Jiná');
    // The company and the delivery address were untouched: they come from the cart.
    expect(restored).toMatchObject({ businessName: 'Nováková s.r.o.', shippingCity: 'Brno' });
  });

  it('leaves the form as it is without details', () => {
    const form = emptyCheckoutForm();
    expect(formWithCheckoutDetails(form, null)).toBe(form);
  });
});
