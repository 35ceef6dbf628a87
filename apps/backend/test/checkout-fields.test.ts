import { describe, expect, it } from 'vitest';
import {
  adminOrderResponse,
  globals as globalsSchema,
  orderResponse,
  placeOrderErrors,
  type PlaceOrderBody,
} from '@shop/contract';
import { personalExtraMessages } from '@shop/rules';
import {
  ALOE,
  address,
  body,
  courierBody,
  newCart,
  placed,
  refused,
  t,
  useOrdersShop,
} from './support/orders-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

useOrdersShop();

// The checkout's optional fields behind the setting checkoutFields: checked and kept when offered,
// ignored when not; shown in the customer's order and the back office's detail. Over HTTP on a
// fresh database (embedded, or PostgreSQL with TEST_DATABASE_URL).

async function setting(key: string, value: unknown) {
  const headers = bearer(await operatorApiKey(t.database.db, ['settings']));
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/shop-settings/${key}`,
    headers,
    payload: { value },
  });
  return res;
}
const allOn = {
  formalTitle: true,
  dateOfBirth: true,
  cardRequest: true,
  businessTerms: true,
  customOrderNumber: true,
  newsletter: true,
  smsMarketing: true,
  magazine: true,
  heurekaSurvey: true,
  zboziSurvey: true,
};
const allOff = Object.fromEntries(Object.keys(allOn).map((k) => [k, false]));

const extrasBody = (over: Partial<PlaceOrderBody> = {}) =>
  body({
    customer: { formalTitle: 'Mrs', dateOfBirth: '1985-04-23', newsletter: true },
    cardRequest: true,
    customOrderNumber: 'PO-2026/114',
    consents: { sms: true, magazine: true, heurekaSurvey: false, zboziSurvey: true, phoneNotification: true },
    ...over,
  });

async function backOffice(id: number) {
  const desk = bearer(await operatorApiKey(t.database.db, ['orders']));
  const res = await t.app.inject({ url: `/api/admin/v1/orders/${id}`, headers: desk });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderResponse.parse(res.json()).data;
}

describe('checkout fields behind the setting checkoutFields', () => {
  it('the globals carry the defaults: title, order number and consents offered; the rest not', async () => {
    const g = globalsSchema.parse((await t.app.inject({ url: '/api/v1/globals' })).json());
    expect(g.configuration.checkout).toEqual({
      fields: { ...allOn, dateOfBirth: false, cardRequest: false, businessTerms: false },
      conditionsPage: '/vse-o-nakupu/obchodni-podminky',
    });
    expect(g.configuration.currency).toEqual({ displayVAT: true, displayBothPrices: true });
    expect(Object.values(g.configuration.pages).every(Boolean)).toBe(true);
  });

  it('offered: every field is kept on the order and shown to the customer and the back office', async () => {
    expect(
      (await setting('checkoutFields', { ...allOn, conditionsPage: '/obchodni-podminky' })).statusCode,
    ).toBe(200);
    const token = await newCart([[ALOE, 1]]);
    const order = await placed(token, extrasBody());
    const extras = {
      formalTitle: 'Mrs',
      dateOfBirth: '1985-04-23',
      cardRequest: true,
      businessTerms: false,
      customOrderNumber: 'PO-2026/114',
      consents: {
        newsletter: true,
        sms: true,
        magazine: true,
        heurekaSurvey: false,
        zboziSurvey: true,
        phoneNotification: true,
      },
    };
    expect(order.data.extras).toEqual(extras);
    const again = orderResponse.parse(
      (await t.app.inject({ url: `/api/v1/orders/token/${order.meta.orderToken}` })).json(),
    );
    expect(again.data.extras).toEqual(extras);
    expect((await backOffice(order.data.id)).extras).toEqual(extras);
    const g = globalsSchema.parse((await t.app.inject({ url: '/api/v1/globals' })).json());
    expect(g.configuration.checkout.conditionsPage).toBe('/obchodni-podminky');
  });

  it('offered: a wrong title, birth date or order number is refused in Czech; a company must agree to its terms', async () => {
    await setting('checkoutFields', allOn);
    const token = await newCart([[ALOE, 1]]);
    const errors = await refused(
      token,
      extrasBody({
        customer: {
          name: 'Jan Novák',
          firstName: 'Jan',
          lastName: 'Novák',
          email: 'jan.novak@example.cz',
          phone: '+420 777 123 456',
          formalTitle: 'Dr',
          dateOfBirth: '2999-01-01',
        },
        customOrderNumber: 'PO<1>',
      }),
    );
    expect(Object.fromEntries(errors.map((e) => [e.field, e.title]))).toEqual({
      formalTitle: personalExtraMessages.formalTitle,
      dateOfBirth: personalExtraMessages.dateOfBirthFuture,
      customOrderNumber: personalExtraMessages.customOrderNumber,
    });
    expect(errors).toHaveLength(3);

    const company = courierBody({
      billingAddress: address,
      shippingAddress: address,
      customer: { isBusiness: true, businessName: 'Firma s.r.o.', tin: '', vatin: '' },
    });
    const refusedCompany = await refused(token, company);
    expect(refusedCompany.map((e) => [e.field, e.title])).toEqual([
      ['businessTerms', placeOrderErrors.businessTerms],
    ]);
    const agreed = await placed(token, { ...company, businessTerms: true });
    expect(agreed.data.extras.businessTerms).toBe(true);
  });

  it('not offered: the fields are ignored, even when wrong, and the consents not kept', async () => {
    await setting('checkoutFields', allOff);
    try {
      const token = await newCart([[ALOE, 1]]);
      const order = await placed(
        token,
        extrasBody({
          customer: {
            name: 'Jan Novák',
            firstName: 'Jan',
            lastName: 'Novák',
            email: 'jan.novak@example.cz',
            phone: '+420 777 123 456',
            formalTitle: 'Dr',
            dateOfBirth: 'včera',
            newsletter: true,
          },
          customOrderNumber: 'PO<1>',
        }),
      );
      expect(order.data.extras).toEqual({
        formalTitle: null,
        dateOfBirth: null,
        cardRequest: false,
        businessTerms: false,
        customOrderNumber: null,
        consents: {
          newsletter: false,
          sms: false,
          magazine: false,
          heurekaSurvey: false,
          zboziSurvey: false,
          phoneNotification: true,
        },
      });
    } finally {
      await setting('checkoutFields', {});
    }
  });

  it('the setting refuses unknown fields and a bad terms page in Czech', async () => {
    const unknown = await setting('checkoutFields', { shoeSize: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain('Neznámá položka: shoeSize.');
    const page = await setting('checkoutFields', { conditionsPage: 'https://jinde.cz' });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Adresa stránky začíná lomítkem');
    expect((await setting('priceDisplay', 'maybe')).statusCode).toBe(422);
    expect((await setting('pages', { nowhere: false })).statusCode).toBe(422);
  });

  it('the price display and switched-off pages reach the globals', async () => {
    try {
      expect((await setting('priceDisplay', 'withVat')).statusCode).toBe(200);
      expect((await setting('pages', { faq: false, compare: false })).statusCode).toBe(200);
      const g = globalsSchema.parse((await t.app.inject({ url: '/api/v1/globals' })).json());
      expect(g.configuration.currency).toEqual({ displayVAT: true, displayBothPrices: false });
      expect(g.configuration.pages).toMatchObject({
        faq: false,
        compare: false,
        brands: true,
        checkout: true,
      });
    } finally {
      await setting('priceDisplay', 'both');
      await setting('pages', {});
    }
  });
});
