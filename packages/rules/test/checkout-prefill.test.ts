import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm } from '../src/checkout-form.ts';
import {
  prefillCheckoutForm,
  splitStreetAndNumber,
  withSavedAddress,
  type SavedAddress,
  type SavedCustomer,
} from '../src/checkout-prefill.ts';

const customer: SavedCustomer = {
  fullName: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '+420 601 234 567',
  business: null,
};

const billing: SavedAddress = {
  type: 'billing',
  name: 'Jana Nováková',
  businessName: null,
  street: '28. října 1234/5a',
  city: 'Brno',
  postcode: '602 00',
  countryCode: 'CZE',
  phone: null,
};

const delivery: SavedAddress = {
  type: 'delivery',
  name: 'Petr Novák',
  businessName: 'Dílna s.r.o.',
  street: 'Hlavní 7',
  city: 'Bratislava',
  postcode: '811 01',
  countryCode: 'SVK',
  phone: '+421 900 123 456',
};

describe('splitStreetAndNumber', () => {
  it.each([
    ['Dlouhá 12', 'Dlouhá', '12'],
    ['28. října 1234/5a', '28. října', '1234/5a'],
    ['  Na Příkopě   3  ', 'Na Příkopě', '3'],
    ['5. května 3', '5. května', '3'],
    ['Lhota', 'Lhota', ''],
    ['Lhota 1-3', 'Lhota', '1-3'],
    ['', '', ''],
  ])('%j → %j + %j', (value, street, houseNumber) => {
    expect(splitStreetAndNumber(value)).toEqual({ street, houseNumber });
  });
});

describe('prefillCheckoutForm', () => {
  it('fills an empty form with the contact, the billing and the delivery address', () => {
    const form = prefillCheckoutForm(emptyCheckoutForm(), customer, [delivery, billing]);
    expect(form).toMatchObject({
      fullName: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 234 567',
      street: '28. října',
      houseNumber: '1234/5a',
      city: 'Brno',
      postcode: '602 00',
      country: 'CZE',
      billingInfo: true,
      isBusiness: false,
      differentAddress: true,
      shippingFullName: 'Petr Novák',
      shippingBusinessName: 'Dílna s.r.o.',
      shippingPhone: '+421 900 123 456',
      shippingStreet: 'Hlavní',
      shippingHouseNumber: '7',
      shippingCity: 'Bratislava',
      shippingPostcode: '811 01',
      shippingCountry: 'SVK',
    });
  });

  it('never overwrites what the shopper typed, and never mixes a half-typed address with a saved one', () => {
    const typed = { ...emptyCheckoutForm(), fullName: 'Jana N.', email: 'jiny@example.cz', city: 'Ostrava' };
    const form = prefillCheckoutForm(typed, customer, [billing]);
    expect(form).toMatchObject({
      fullName: 'Jana N.',
      email: 'jiny@example.cz',
      phone: '+420 601 234 567',
      street: '',
      houseNumber: '',
      city: 'Ostrava',
      postcode: '',
    });
  });

  it('a customer with only delivery addresses gets the first as the address, no second one', () => {
    const other: SavedAddress = { ...delivery, name: 'Jiný', city: 'Zlín' };
    expect(prefillCheckoutForm(emptyCheckoutForm(), customer, [delivery, other])).toMatchObject({
      street: 'Hlavní',
      houseNumber: '7',
      city: 'Bratislava',
      country: 'SVK',
      differentAddress: false,
      shippingCity: '',
    });
  });

  it('leaves a delivery address the shopper switched on and typed', () => {
    const typed = { ...emptyCheckoutForm(), differentAddress: true, shippingCity: 'Plzeň' };
    expect(prefillCheckoutForm(typed, customer, [billing, delivery])).toMatchObject({
      shippingFullName: '',
      shippingCity: 'Plzeň',
    });
  });

  it("takes the account's company, else a company named on the billing address", () => {
    const company = { businessName: 'Intim s.r.o.', tin: '27082440', vatin: 'CZ27082440' };
    expect(prefillCheckoutForm(emptyCheckoutForm(), { ...customer, business: company }, [])).toMatchObject({
      ...company,
      isBusiness: true,
    });
    expect(
      prefillCheckoutForm(emptyCheckoutForm(), customer, [{ ...billing, businessName: 'Kancl a.s.' }]),
    ).toMatchObject({ businessName: 'Kancl a.s.', tin: '', isBusiness: true });
  });

  it("uses a saved address's phone when the account has none, and is idempotent", () => {
    const once = prefillCheckoutForm(emptyCheckoutForm(), { ...customer, phone: null }, [billing, delivery]);
    expect(once.phone).toBe('+421 900 123 456');
    expect(prefillCheckoutForm(once, customer, [billing, delivery])).toEqual(once);
  });

  it('without saved addresses fills only the contact', () => {
    const form = prefillCheckoutForm(emptyCheckoutForm(), customer, []);
    expect(form).toEqual({
      ...emptyCheckoutForm(),
      fullName: 'Jana Nováková',
      email: 'jana@example.cz',
      phone: '+420 601 234 567',
    });
  });
});

describe('withSavedAddress', () => {
  it('replaces the billing address of a filled form', () => {
    const filled = prefillCheckoutForm(emptyCheckoutForm(), customer, [billing]);
    const other: SavedAddress = { ...billing, street: 'Krátká 3', city: 'Olomouc', postcode: '779 00' };
    expect(withSavedAddress(filled, other, 'billing')).toMatchObject({
      fullName: 'Jana Nováková',
      street: 'Krátká',
      houseNumber: '3',
      city: 'Olomouc',
      postcode: '779 00',
    });
  });

  it('a saved address picked for delivery switches the delivery address on', () => {
    expect(withSavedAddress(emptyCheckoutForm(), billing, 'delivery')).toMatchObject({
      differentAddress: true,
      shippingFullName: 'Jana Nováková',
      shippingStreet: '28. října',
      shippingHouseNumber: '1234/5a',
    });
  });
});
