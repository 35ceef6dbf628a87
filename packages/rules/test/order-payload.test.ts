import { describe, expect, it } from 'vitest';
import { emptyCheckoutForm, type CheckoutForm, type CheckoutTheme } from '../src/checkout-form.ts';
import {
  buildOrderPayload,
  joinStreet,
  splitFullName,
  type OrderPayload,
  type OrderPayloadContext,
} from '../src/order-payload.ts';

const theme: CheckoutTheme = {
  fullNameField: true,
  shippingBusinessNameWithBusiness: false,
  customOrderNumber: false,
};
const shop = { street: 'Vodičkova 28', city: 'Praha', postcode: '11000', countryCode: 'CZE' };
const pickupPoint = {
  id: 'CZ00002',
  address: { street: 'Nádražní 108', city: 'Blansko', postcode: '67801', countryCode: 'cze' },
};
const courier = { id: 3, requiredAddress: true };
const pickup = { id: 2, requiredAddress: false };

function ctx(overrides: Partial<OrderPayloadContext> = {}): OrderPayloadContext {
  return {
    theme,
    shipper: courier,
    branch: null,
    paymentId: 3,
    deliveryTimeSlot: null,
    shopAddress: shop,
    ...overrides,
  };
}

function form(overrides: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    ...emptyCheckoutForm(),
    fullName: 'Jana  Nováková ',
    email: ' jana@example.cz',
    phone: '+420 777 123 456',
    street: 'Dlouhá',
    houseNumber: '12',
    city: 'Brno',
    postcode: '602 00',
    billingInfo: true,
    terms: false,
    ...overrides,
  };
}

const payload = (f: Partial<CheckoutForm>, c: Partial<OrderPayloadContext> = {}): OrderPayload =>
  buildOrderPayload(form(f), ctx(c));

describe('buildOrderPayload', () => {
  it('a courier order to the customer address', () => {
    expect(payload({})).toEqual({
      shipperId: 3,
      shipperBranchId: null,
      paymentId: 3,
      deliveryTimeSlot: null,
      terms: true,
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana@example.cz',
        phone: '+420 777 123 456',
        isBusiness: false,
        businessName: null,
        tin: null,
        vatin: null,
        vatinsvk: null,
        newsletter: false,
        shippingName: 'Jana Nováková',
        shippingBusinessName: null,
        shippingPhone: null,
        formalTitle: null,
        dateOfBirth: null,
      },
      billingAddress: { street: 'Dlouhá 12', city: 'Brno', postcode: '602 00', countryCode: 'CZE' },
      shippingAddress: { street: 'Dlouhá 12', city: 'Brno', postcode: '602 00', countryCode: 'CZE' },
      hasCustomShippingAddress: false,
      cardRequest: false,
      businessTerms: false,
      note: null,
      noteForShipper: null,
      customOrderNumber: null,
      consents: {
        sms: false,
        magazine: false,
        heurekaSurvey: false,
        zboziSurvey: false,
        phoneNotification: false,
      },
      registration: null,
    } satisfies OrderPayload);
  });

  it('terms is always sent as true', () => {
    expect(payload({ terms: false }).terms).toBe(true);
    expect(payload({ terms: true }).terms).toBe(true);
  });

  it.each([
    [
      'the full-name field when the theme has one',
      true,
      { fullName: 'Jan Novák', firstName: 'X', lastName: 'Y' },
      'Jan Novák',
      'Jan',
      'Novák',
    ],
    [
      'first plus last name otherwise',
      false,
      { fullName: 'X Y', firstName: ' Jan ', lastName: 'Novák' },
      'Jan Novák',
      'Jan',
      'Novák',
    ],
    [
      'a missing last name leaves no stray space',
      false,
      { firstName: 'Jan', lastName: '' },
      'Jan',
      'Jan',
      '',
    ],
  ] as const)('name: %s', (_, fullNameField, f, name, firstName, lastName) => {
    const c = payload(f, { theme: { ...theme, fullNameField } }).customer;
    expect([c.name, c.firstName, c.lastName]).toEqual([name, firstName, lastName]);
  });

  it.each([
    ['blank: the customer name', { differentAddress: true, shippingFullName: '  ' }, 'Jana Nováková'],
    [
      'typed in the delivery section',
      { differentAddress: true, shippingFullName: 'Petr Novák' },
      'Petr Novák',
    ],
    [
      'delivery section closed: the customer name',
      { differentAddress: false, shippingFullName: 'Petr Novák' },
      'Jana Nováková',
    ],
  ] as const)('shipping name %s', (_, f, expected) => {
    expect(payload(f).customer.shippingName).toBe(expected);
  });

  it('shipping name from first and last name when the theme has no full-name field', () => {
    const p = payload(
      {
        firstName: 'Jana',
        lastName: 'Nováková',
        differentAddress: true,
        shippingFirstName: 'Petr',
        shippingLastName: 'Novák',
      },
      { theme: { ...theme, fullNameField: false } },
    );
    expect(p.customer.shippingName).toBe('Petr Novák');
  });

  it.each([
    ['with a house number', 'Dlouhá', '12', 'Dlouhá 12'],
    ['without one', 'Dlouhá 12', '', 'Dlouhá 12'],
    ['blank house number', 'Dlouhá 12', '  ', 'Dlouhá 12'],
  ])('street %s', (_, street, houseNumber, expected) => {
    expect(joinStreet(street, houseNumber)).toBe(expected);
    expect(payload({ street, houseNumber }).billingAddress.street).toBe(expected);
  });

  const company = { isBusiness: true, businessName: 'Firma s.r.o.', tin: '27082440', vatin: 'CZ27082440' };
  it.each([
    ['private customer, non-blank', {}, theme, 'Kancelář 3'],
    ['private customer, blank', { shippingBusinessName: ' ' }, theme, null],
    ['business customer, theme does not allow it', company, theme, null],
    [
      'business customer, theme allows it',
      company,
      { ...theme, shippingBusinessNameWithBusiness: true },
      'Kancelář 3',
    ],
    ['delivery section closed', { differentAddress: false }, theme, null],
  ] as const)('shipping business name: %s', (_, f, t, expected) => {
    const p = payload({ differentAddress: true, shippingBusinessName: 'Kancelář 3', ...f }, { theme: t });
    expect(p.customer.shippingBusinessName).toBe(expected);
  });

  it.each([
    ['ship-to-other-address on and non-blank', true, '+420 602 111 222', '+420 602 111 222'],
    ['ship-to-other-address on but blank', true, ' ', null],
    ['ship-to-other-address off', false, '+420 602 111 222', null],
  ] as const)('shipping phone: %s', (_, differentAddress, shippingPhone, expected) => {
    expect(payload({ differentAddress, shippingPhone }).customer.shippingPhone).toBe(expected);
  });

  it('a different delivery address', () => {
    const p = payload({
      differentAddress: true,
      shippingStreet: 'Krátká',
      shippingHouseNumber: '3a',
      shippingCity: 'Bratislava',
      shippingPostcode: '811 01',
      shippingCountry: 'SVK',
    });
    expect(p.shippingAddress).toEqual({
      street: 'Krátká 3a',
      city: 'Bratislava',
      postcode: '811 01',
      countryCode: 'SVK',
    });
    expect(p.billingAddress.city).toBe('Brno');
    expect(p.hasCustomShippingAddress).toBe(true);
  });

  it.each([
    [
      'from the branch address',
      pickupPoint,
      { street: 'Nádražní 108', city: 'Blansko', postcode: '67801', countryCode: 'CZE' },
    ],
    ['from the shop contact address without a branch', null, shop],
  ] as const)(
    'billing info not filled: billing address %s and business data dropped',
    (_, branch, expected) => {
      const p = payload({ billingInfo: false, ...company }, { shipper: pickup, branch });
      expect(p.billingAddress).toEqual(expected);
      expect(p.customer).toMatchObject({
        isBusiness: false,
        businessName: null,
        tin: null,
        vatin: null,
        vatinsvk: null,
      });
    },
  );

  it('billing info filled: the customer address and the business data', () => {
    const p = payload(
      { ...company, country: 'SVK', vatinsvk: 'SK2020000000' },
      { shipper: pickup, branch: pickupPoint },
    );
    expect(p.billingAddress.street).toBe('Dlouhá 12');
    expect(p.customer).toMatchObject({
      isBusiness: true,
      businessName: 'Firma s.r.o.',
      tin: '27082440',
      vatin: 'CZ27082440',
      vatinsvk: 'SK2020000000',
    });
  });

  it('the Slovak VAT id only with a Slovak billing address', () => {
    expect(payload({ ...company, vatinsvk: 'SK2020000000' }).customer.vatinsvk).toBeNull();
  });

  it.each([
    ['the branch address', pickupPoint, pickupPoint.address.street],
    ['the shop address without a branch', null, shop.street],
  ] as const)(
    'shipper without required address: shipping address from %s, no shipping business name or phone',
    (_, branch, street) => {
      const p = payload(
        {
          differentAddress: true,
          shippingBusinessName: 'Kancelář 3',
          shippingPhone: '+420 602 111 222',
          shippingStreet: 'Krátká',
        },
        { shipper: pickup, branch },
      );
      expect(p.shippingAddress.street).toBe(street);
      expect(p.customer.shippingBusinessName).toBeNull();
      expect(p.customer.shippingPhone).toBeNull();
      expect(p.hasCustomShippingAddress).toBe(false);
      expect(p.shipperBranchId).toBe(branch?.id ?? null);
    },
  );

  it.each([
    ['theme enables it', true, ' PO-2026/15 ', 'PO-2026/15'],
    ['theme enables it, blank', true, '', null],
    ['theme does not enable it', false, 'PO-2026/15', null],
  ] as const)('custom order number: %s', (_, customOrderNumber, value, expected) => {
    expect(
      payload({ customOrderNumber: value }, { theme: { ...theme, customOrderNumber } }).customOrderNumber,
    ).toBe(expected);
  });

  it.each([
    [
      'requested, equal',
      { isRegistration: true, password: 'tajneheslo', passwordConfirmation: 'tajneheslo' },
      true,
    ],
    [
      'requested, different',
      { isRegistration: true, password: 'tajneheslo', passwordConfirmation: 'tajneheslo2' },
      false,
    ],
    ['requested, empty', { isRegistration: true, password: '', passwordConfirmation: '' }, false],
    [
      'not requested',
      { isRegistration: false, password: 'tajneheslo', passwordConfirmation: 'tajneheslo' },
      false,
    ],
  ] as const)('registration: %s', (_, f, active) => {
    expect(payload(f).registration).toEqual(
      active ? { password: 'tajneheslo', passwordConfirmation: 'tajneheslo' } : null,
    );
  });

  it('notes, consents, newsletter and the time slot go through', () => {
    const p = payload(
      {
        note: ' Zvonek nefunguje ',
        noteForShipper: 'Volejte předem',
        newsletter: true,
        smsMarketing: true,
        magazine: true,
        heurekaSurvey: true,
        zboziSurvey: false,
      },
      { deliveryTimeSlot: '2026-11-24-08', paymentId: 1 },
    );
    expect(p).toMatchObject({
      note: 'Zvonek nefunguje',
      noteForShipper: 'Volejte předem',
      deliveryTimeSlot: '2026-11-24-08',
      paymentId: 1,
      consents: { sms: true, magazine: true, heurekaSurvey: true, zboziSurvey: false },
    });
    expect(p.customer.newsletter).toBe(true);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Jan Novák', 'Jan', 'Novák'],
    ['  Jan   van  Dijk ', 'Jan', 'van Dijk'],
    ['Jan', 'Jan', ''],
    ['', '', ''],
  ])('%j', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });
});

describe('the optional fields the shop offers', () => {
  const everything = { formalTitle: true, dateOfBirth: true, cardRequest: true, businessTerms: true };
  const filled = {
    formalTitle: 'Mrs',
    dateOfBirth: '1985-04-23',
    cardRequest: true,
    businessTerms: true,
    newsletter: true,
    smsMarketing: true,
    billingInfo: true,
    isBusiness: true,
    businessName: 'Firma s.r.o.',
  };

  it('offered: sent as filled', () => {
    const p = payload(filled, { theme: { ...theme, offered: everything } });
    expect([p.customer.formalTitle, p.customer.dateOfBirth, p.cardRequest, p.businessTerms]).toEqual([
      'Mrs',
      '1985-04-23',
      true,
      true,
    ]);
    expect([p.customer.newsletter, p.consents.sms]).toEqual([true, true]);
  });

  it('by default: the title and consents sent, the birth date, card request and terms for companies not', () => {
    const p = payload(filled);
    expect([p.customer.formalTitle, p.customer.dateOfBirth, p.cardRequest, p.businessTerms]).toEqual([
      'Mrs',
      null,
      false,
      false,
    ]);
  });

  it('switched off: nothing of them sent', () => {
    const off = { formalTitle: false, newsletter: false, smsMarketing: false };
    const p = payload(filled, { theme: { ...theme, offered: off } });
    expect([p.customer.formalTitle, p.customer.newsletter, p.consents.sms]).toEqual([null, false, false]);
  });

  it('the terms for companies only for a business customer', () => {
    const p = payload({ ...filled, isBusiness: false }, { theme: { ...theme, offered: everything } });
    expect(p.businessTerms).toBe(false);
  });
});
