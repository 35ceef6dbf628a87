import { emptyCheckoutForm, visibleCheckoutFields, type CheckoutForm } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { placeErrors } from './errors';

const theme = { fullNameField: true, shippingBusinessNameWithBusiness: false, customOrderNumber: true };
const courier = {
  id: 3,
  code: 'courier',
  type: 'COURIER',
  requiredAddress: true,
  blockedPayments: [],
  availableCountriesCodes: ['CZE'],
  delivery: { nearestDeliveryDate: '2026-11-24', closesAt: '14:00' },
};
const ctx = { theme, shipper: courier, currencyCode: 'CZK' };

function place(errors: { field?: string | null; title: string }[], form: Partial<CheckoutForm> = {}) {
  const f = { ...emptyCheckoutForm(), billingInfo: true, ...form };
  return placeErrors(errors, f, visibleCheckoutFields(f, ctx), theme.fullNameField);
}

describe('placeErrors: a refused order spread over the form', () => {
  it.each([
    ['customer.email', 'email'],
    ['email', 'email'],
    ['customer.name', 'fullName'],
    ['customer.lastName', 'fullName'],
    ['billingAddress.postcode', 'postcode'],
    ['postcode', 'postcode'],
    ['terms', 'terms'],
    ['body.terms', 'terms'],
  ])('%s shows at %s', (field, formField) => {
    expect(place([{ field, title: 'Chyba' }])).toEqual({ fields: { [formField]: 'Chyba' }, general: null });
  });

  it('the delivery address fields stand for the customer address while no other address is given', () => {
    expect(place([{ field: 'shippingAddress.street', title: 'Chyba' }]).fields).toEqual({ street: 'Chyba' });
    expect(place([{ field: 'shippingStreet', title: 'Chyba' }], { differentAddress: true }).fields).toEqual({
      shippingStreet: 'Chyba',
    });
  });

  it('registration errors show at the password fields while registering', () => {
    expect(
      place([{ field: 'registration.password', title: 'Krátké' }], { isRegistration: true }).fields,
    ).toEqual({
      password: 'Krátké',
    });
  });

  it('errors no field shows: the first one as the general message', () => {
    expect(
      place([
        { field: 'paymentId', title: 'Zvolený způsob platby není dostupný' },
        { field: 'items.0', title: 'Tolik kusů už nemáme skladem' },
        { field: 'email', title: 'E-mail není ve správném formátu' },
      ]),
    ).toEqual({
      fields: { email: 'E-mail není ve správném formátu' },
      general: { field: 'paymentId', title: 'Zvolený způsob platby není dostupný' },
    });
  });

  it('a field hidden now and an error without a field go to the general message', () => {
    expect(place([{ field: 'password', title: 'Krátké' }]).general).toEqual({
      field: 'password',
      title: 'Krátké',
    });
    expect(place([{ title: 'Košík je prázdný' }]).general).toEqual({
      field: null,
      title: 'Košík je prázdný',
    });
  });

  it('the first message per field wins', () => {
    expect(
      place([
        { field: 'customer.email', title: 'První' },
        { field: 'email', title: 'Druhá' },
      ]).fields,
    ).toEqual({ email: 'První' });
  });
});
