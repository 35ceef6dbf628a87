import { describe, expect, it } from 'vitest';
import {
  applyPrefillSwitches,
  CHECKOUT_FIELD_ORDER,
  checkoutFieldError,
  checkoutFormErrors,
  checkoutMessages,
  emptyCheckoutForm,
  hasBillingData,
  hasBusinessData,
  isRegistrationActive,
  settleCheckoutForm,
  visibleCheckoutFields,
  type CheckoutForm,
  type CheckoutFormContext,
} from '../src/checkout-form.ts';
import type { Shipper } from '../src/shipping.ts';
import { messages } from '../src/validators.ts';

function shipper(requiredAddress: boolean, overrides: Partial<Shipper> = {}): Shipper {
  return {
    id: requiredAddress ? 3 : 2,
    code: requiredAddress ? 'courier' : 'pickup-point',
    type: requiredAddress ? 'COURIER' : 'PICKUP_POINT',
    requiredAddress,
    blockedPayments: [],
    availableCountriesCodes: ['CZE', 'SVK'],
    delivery: { nearestDeliveryDate: '2026-11-24', closesAt: '14:00' },
    ...overrides,
  };
}

const theme = { fullNameField: true, shippingBusinessNameWithBusiness: false, customOrderNumber: false };
const courierCtx: CheckoutFormContext = { theme, shipper: shipper(true), currencyCode: 'CZK' };
const pickupCtx: CheckoutFormContext = { theme, shipper: shipper(false), currencyCode: 'CZK' };

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...emptyCheckoutForm(),
  ...overrides,
});

const valid: Partial<CheckoutForm> = {
  fullName: 'Jana Nováková',
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  street: 'Dlouhá',
  houseNumber: '12',
  city: 'Brno',
  postcode: '602 00',
  terms: true,
};

describe('auto-switches of a prefilled form', () => {
  it.each([
    ['nothing filled', {}, false, false],
    ['a street', { street: 'Dlouhá' }, true, false],
    ['a house number', { houseNumber: '12' }, true, false],
    ['a city', { city: 'Brno' }, true, false],
    ['a postcode', { postcode: '602 00' }, true, false],
    ['only the default country', { country: 'SVK' }, false, false],
    ['a business name', { businessName: 'Firma s.r.o.' }, true, true],
    ['a TIN', { tin: '27082440' }, true, true],
    ['a VATIN', { vatin: 'CZ27082440' }, true, true],
    ['a Slovak VAT id', { vatinsvk: 'SK2020000000' }, true, true],
    ['blank business fields', { businessName: '  ', tin: ' ' }, false, false],
  ] as const)('%s', (_, filled, billingInfo, isBusiness) => {
    const f = form(filled);
    expect(hasBillingData(f)).toBe(billingInfo);
    expect(hasBusinessData(f)).toBe(isBusiness);
    expect(applyPrefillSwitches(f)).toMatchObject({ billingInfo, isBusiness });
  });

  it('never switches off what the shopper switched on', () => {
    expect(applyPrefillSwitches(form({ billingInfo: true, isBusiness: true }))).toMatchObject({
      billingInfo: true,
      isBusiness: true,
    });
  });
});

describe('registration at checkout', () => {
  it.each([
    ['requested with equal passwords', true, 'heslo1234', 'heslo1234', true],
    ['not requested', false, 'heslo1234', 'heslo1234', false],
    ['different passwords', true, 'heslo1234', 'heslo12345', false],
    ['empty password', true, '', '', false],
    ['empty confirmation', true, 'heslo1234', '', false],
  ] as const)('%s', (_, isRegistration, password, passwordConfirmation, active) => {
    expect(isRegistrationActive(form({ isRegistration, password, passwordConfirmation }))).toBe(active);
  });
});

describe('settleCheckoutForm', () => {
  it('a shipper with an address makes the typed address the billing address', () => {
    expect(settleCheckoutForm(form({ differentAddress: true }), courierCtx)).toMatchObject({
      billingInfo: true,
      differentAddress: true,
    });
  });
  it('a pick-up shipper keeps billing info as chosen and drops the different delivery address', () => {
    expect(settleCheckoutForm(form({ differentAddress: true }), pickupCtx)).toMatchObject({
      billingInfo: false,
      differentAddress: false,
    });
  });
});

describe('visibleCheckoutFields', () => {
  it('pick-up without billing info: contact details only', () => {
    const fields = visibleCheckoutFields(form(), pickupCtx);
    expect(fields).toContain('billingInfo');
    expect(fields).not.toContain('street');
    expect(fields).not.toContain('differentAddress');
    expect(fields).not.toContain('isBusiness');
  });
  it('courier: address and the different delivery address switch, no billing switch', () => {
    const fields = visibleCheckoutFields(form({ differentAddress: true }), courierCtx);
    expect(fields).not.toContain('billingInfo');
    expect(fields).toEqual(
      expect.arrayContaining(['street', 'isBusiness', 'differentAddress', 'shippingStreet']),
    );
  });
  it('business fields, the Slovak VAT id only for Slovakia', () => {
    expect(visibleCheckoutFields(form({ isBusiness: true }), courierCtx)).toEqual(
      expect.arrayContaining(['businessName', 'tin', 'vatin']),
    );
    expect(visibleCheckoutFields(form({ isBusiness: true }), courierCtx)).not.toContain('vatinsvk');
    expect(visibleCheckoutFields(form({ isBusiness: true, country: 'SVK' }), courierCtx)).toContain(
      'vatinsvk',
    );
  });
  it('first and last name when the theme has no full-name field', () => {
    const fields = visibleCheckoutFields(form(), { ...pickupCtx, theme: { ...theme, fullNameField: false } });
    expect(fields.slice(0, 3)).toEqual(['formalTitle', 'firstName', 'lastName']);
  });
  it('passwords only when registering; the custom order number only when the theme enables it', () => {
    expect(visibleCheckoutFields(form(), pickupCtx)).not.toContain('password');
    expect(visibleCheckoutFields(form({ isRegistration: true }), pickupCtx)).toContain(
      'passwordConfirmation',
    );
    expect(visibleCheckoutFields(form(), pickupCtx)).not.toContain('customOrderNumber');
    expect(
      visibleCheckoutFields(form(), { ...pickupCtx, theme: { ...theme, customOrderNumber: true } }),
    ).toContain('customOrderNumber');
  });
});

describe('checkoutFieldError: the field rules with their messages', () => {
  it.each([
    ['fullName', { fullName: '' }, checkoutMessages.required],
    ['fullName', { fullName: 'Jana' }, messages.fullName],
    ['fullName', { fullName: 'Jana Nováková' }, null],
    ['email', { email: '' }, checkoutMessages.required],
    ['email', { email: '  ' }, checkoutMessages.required],
    ['email', { email: 'jana@' }, messages.email],
    ['email', { email: 'jana@example.cz' }, null],
    ['phone', { phone: '' }, checkoutMessages.required],
    ['phone', { phone: '777123456' }, messages.phone],
    ['phone', { phone: '+420 777 123 456' }, null],
    ['street', { street: 'Dlouhá 12', houseNumber: '12' }, messages.streetOnly],
    ['street', { street: '' }, checkoutMessages.required],
    ['street', { street: 'Dlouhá', houseNumber: '12' }, null],
    ['houseNumber', { houseNumber: '12 a' }, messages.houseNumber],
    ['houseNumber', { houseNumber: '' }, checkoutMessages.required],
    ['houseNumber', { houseNumber: '12a', street: 'Dlouhá' }, null],
    ['city', { city: ' ' }, checkoutMessages.required],
    ['postcode', { postcode: '' }, checkoutMessages.required],
    ['postcode', { postcode: '6020' }, messages.postcode],
    ['postcode', { postcode: '602 00' }, null],
    ['postcode', { postcode: '1010', country: 'AUT' }, null],
    ['country', { country: 'DEU' }, messages.shipperCountryMismatch],
    ['country', { country: 'SVK' }, messages.currencyCountryMismatch],
    ['country', { country: 'CZE' }, null],
    ['terms', { terms: false }, checkoutMessages.terms],
    ['terms', { terms: true }, null],
  ] as const)('%s %j', (field, values, expected) => {
    expect(checkoutFieldError(field, form(values), courierCtx)).toBe(expected);
  });

  it.each([
    ['tin', { isBusiness: true, tin: '12345678' }, messages.tin],
    ['tin', { isBusiness: true, tin: '27082440' }, null],
    ['tin', { isBusiness: true, tin: '' }, null],
    ['tin', { isBusiness: true, tin: '12345678', country: 'SVK' }, null],
    ['businessName', { isBusiness: true, businessName: '' }, checkoutMessages.required],
    ['businessName', { isBusiness: false, businessName: '' }, null],
  ] as const)('business %s %j', (field, values, expected) => {
    expect(checkoutFieldError(field, form(values), courierCtx)).toBe(expected);
  });

  it.each([
    ['shippingFullName', { shippingFullName: '' }, checkoutMessages.required],
    ['shippingFullName', { shippingFullName: 'Petr' }, messages.fullName],
    ['shippingStreet', { shippingStreet: '' }, checkoutMessages.required],
    ['shippingPhone', { shippingPhone: '' }, null],
    ['shippingPhone', { shippingPhone: '602' }, messages.phone],
    ['shippingStreet', { shippingStreet: 'Krátká 3', shippingHouseNumber: '3' }, messages.streetOnly],
    ['shippingPostcode', { shippingPostcode: '81101', shippingCountry: 'SVK' }, null],
    ['shippingCountry', { shippingCountry: 'DEU' }, messages.shipperCountryMismatch],
  ] as const)('delivery address %s %j', (field, values, expected) => {
    expect(checkoutFieldError(field, form({ differentAddress: true, ...values }), courierCtx)).toBe(expected);
  });

  it('the customer country is not the delivery country when delivering elsewhere', () => {
    expect(
      checkoutFieldError('country', form({ differentAddress: true, country: 'DEU' }), courierCtx),
    ).toBeNull();
  });

  it.each([
    ['password', { password: '' }, checkoutMessages.required],
    ['password', { password: 'kratke' }, checkoutMessages.passwordTooShort],
    ['password', { password: 'dostdlouhe' }, null],
    [
      'passwordConfirmation',
      { password: 'dostdlouhe', passwordConfirmation: 'dostdlouhe2' },
      messages.passwordsMismatch,
    ],
    ['passwordConfirmation', { password: 'dostdlouhe', passwordConfirmation: 'dostdlouhe' }, null],
  ] as const)('registration %s %j', (field, values, expected) => {
    expect(checkoutFieldError(field, form({ isRegistration: true, ...values }), pickupCtx)).toBe(expected);
  });

  it('hidden fields are not checked', () => {
    expect(checkoutFieldError('street', form(), pickupCtx)).toBeNull();
    expect(checkoutFieldError('password', form(), pickupCtx)).toBeNull();
    expect(checkoutFieldError('shippingStreet', form(), courierCtx)).toBeNull();
  });
});

describe('checkoutFormErrors', () => {
  it('a complete courier form has none', () => {
    expect(checkoutFormErrors(form(valid), courierCtx)).toEqual({});
  });
  it('an empty form: the messages in form order', () => {
    expect(Object.keys(checkoutFormErrors(form(), courierCtx))).toEqual([
      'fullName',
      'email',
      'phone',
      'street',
      'houseNumber',
      'city',
      'postcode',
      'terms',
    ]);
  });
  it('a pick-up order needs no address', () => {
    const { street, houseNumber, city, postcode, ...contact } = valid;
    void [street, houseNumber, city, postcode];
    expect(checkoutFormErrors(form(contact), pickupCtx)).toEqual({});
  });
});

describe('the order of the checkout fields', () => {
  it.each([
    ['a courier', courierCtx, {}],
    [
      'a courier to another address, business, registering',
      courierCtx,
      { differentAddress: true, billingInfo: true, isBusiness: true, isRegistration: true },
    ],
    ['a pick-up place with billing info', pickupCtx, { billingInfo: true, country: 'SVK', isBusiness: true }],
  ] as const)('lists the fields of %s in the same order as the whole form', (_, ctx, change) => {
    const fields = visibleCheckoutFields(form(change as Partial<CheckoutForm>), {
      ...ctx,
      theme: { ...ctx.theme, fullNameField: true },
    });
    const ranks = fields.filter((f) => f !== 'billingInfo').map((f) => CHECKOUT_FIELD_ORDER.indexOf(f));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('the optional fields the shop offers', () => {
  const offering = (offered: NonNullable<CheckoutFormContext['theme']['offered']>): CheckoutFormContext => ({
    ...courierCtx,
    theme: { ...theme, customOrderNumber: true, offered },
    today: '2026-11-29',
  });
  const all = offering({ dateOfBirth: true, cardRequest: true, businessTerms: true });

  it('by default: the title and the consents, no birth date, card request or terms for companies', () => {
    const fields = visibleCheckoutFields(form({ isBusiness: true }), courierCtx);
    expect(fields).toEqual(
      expect.arrayContaining(['formalTitle', 'newsletter', 'smsMarketing', 'magazine', 'heurekaSurvey']),
    );
    expect(fields).not.toEqual(expect.arrayContaining(['dateOfBirth']));
    expect(fields).not.toContain('cardRequest');
    expect(fields).not.toContain('businessTerms');
  });

  it('switched off: the title and a consent are left out', () => {
    const fields = visibleCheckoutFields(form(), offering({ formalTitle: false, magazine: false }));
    expect(fields).not.toContain('formalTitle');
    expect(fields).not.toContain('magazine');
    expect(fields).toContain('newsletter');
  });

  it('offered: the birth date after the phone, the card request last, the terms for companies only for a company', () => {
    const fields = visibleCheckoutFields(form(), all);
    expect(fields[fields.indexOf('phone') + 1]).toBe('dateOfBirth');
    expect(fields.at(-1)).toBe('cardRequest');
    expect(fields).not.toContain('businessTerms');
    expect(visibleCheckoutFields(form({ isBusiness: true }), all)).toContain('businessTerms');
  });

  it.each([
    ['dateOfBirth', { dateOfBirth: '' }, null],
    ['dateOfBirth', { dateOfBirth: '1985-04-23' }, null],
    ['dateOfBirth', { dateOfBirth: '2027-01-01' }, 'Datum narození musí být v minulosti.'],
    [
      'dateOfBirth',
      { dateOfBirth: '1985-02-30' },
      'Zadejte datum narození ve tvaru RRRR-MM-DD, např. 1985-04-23.',
    ],
    ['formalTitle', { formalTitle: 'Dr' }, 'Vyberte oslovení: pan, nebo paní.'],
    ['customOrderNumber', { customOrderNumber: 'PO-114' }, null],
    ['customOrderNumber', { customOrderNumber: 'a;b' }, expect.stringContaining('Vlastní číslo objednávky')],
    ['businessTerms', { isBusiness: true }, checkoutMessages.businessTerms],
    ['businessTerms', { isBusiness: true, businessTerms: true }, null],
  ] as const)('%s %j → %j', (field, over, expected) => {
    expect(checkoutFieldError(field, form(over), all)).toEqual(expected);
  });
});
