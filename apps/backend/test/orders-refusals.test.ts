import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveryTimesResponse, placeOrderErrors } from '@shop/contract';
import { CZK, formatMoney, messages } from '@shop/rules';
import {
  ALOE,
  blankAddress,
  body,
  courierBody,
  courierId,
  newCart,
  placed,
  readCart,
  refused,
  rows,
  SILK,
  stockOf,
  t,
  withToken,
  useOrdersShop,
} from './support/orders-fixture.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';

useOrdersShop();

describe('POST /api/v1/cart/place refuses', () => {
  it('an order without a cart, or with an empty one', async () => {
    expect(await refused(null, body())).toEqual([
      { code: 'order.emptyCart', field: 'items', title: placeOrderErrors.emptyCart },
    ]);
    const unknown = randomBytes(32).toString('base64url');
    expect(await refused(unknown, body())).toEqual([
      { code: 'order.emptyCart', field: 'items', title: placeOrderErrors.emptyCart },
    ]);
    const token = await newCart([[ALOE, 1]]);
    await t.app.inject({ method: 'DELETE', url: '/api/v1/cart/items', headers: withToken(token) });
    expect(await refused(token, body())).toEqual([
      { code: 'order.emptyCart', field: 'items', title: placeOrderErrors.emptyCart },
    ]);
  });

  it('a cart with a line that can no longer be bought, writing nothing', async () => {
    const token = await newCart([[SILK, 1]]);
    await t.database.db.execute(sql`update catalog.products set saleable = false where id = 2`);
    try {
      expect(await refused(token, body())).toEqual([
        { code: 'order.notShoppable', field: 'items', title: placeOrderErrors.notShoppable },
      ]);
    } finally {
      await t.database.db.execute(sql`update catalog.products set saleable = true where id = 2`);
    }
    // The refusal rolled back: the line is still in the cart.
    expect((await readCart(token)).items).toHaveLength(1);
  });

  it('below the minimum order value, saying how much is missing', async () => {
    const token = await newCart([[ALOE, 1]]);
    await t.database.db.execute(
      sql`update settings.shop_settings set value = '{"CZK": 100000, "EUR": 4000}' where key = 'orderMinimumValueWithTax'`,
    );
    invalidateSettings(t.database.db);
    try {
      const errors = await refused(token, body());
      expect(errors).toEqual([
        {
          code: 'order.belowMinimum',
          field: 'items',
          title: `Do minimální výše ceny objednávky vám zbývá ještě ${formatMoney(75100, CZK)}`,
        },
      ]);
      expect(errors[0]!.title).toBe('Do minimální výše ceny objednávky vám zbývá ještě 751\u00a0Kč');
    } finally {
      await t.database.db.execute(
        sql`update settings.shop_settings set value = '{"CZK": 0, "EUR": 0}' where key = 'orderMinimumValueWithTax'`,
      );
      invalidateSettings(t.database.db);
    }
    await placed(token, body());
  });

  it('every field rule at once, with its Czech message', async () => {
    const token = await newCart([[SILK, 1]]);
    const errors = await refused(
      token,
      courierBody({
        terms: false,
        billingAddress: { street: '', city: '', postcode: '1234', countryCode: 'CZE' },
        customer: {
          name: 'Jan',
          email: 'jan@',
          phone: '777 123 456',
          isBusiness: true,
          businessName: '',
          tin: '12345678',
        },
      }),
    );
    // In the order of the form.
    expect(errors).toEqual([
      { code: 'invalid', field: 'fullName', title: messages.fullName },
      { code: 'invalid', field: 'email', title: messages.email },
      { code: 'invalid', field: 'phone', title: messages.phone },
      { code: 'order.required', field: 'street', title: placeOrderErrors.required },
      { code: 'order.required', field: 'city', title: placeOrderErrors.required },
      { code: 'invalid', field: 'postcode', title: messages.postcode },
      { code: 'order.required', field: 'businessName', title: placeOrderErrors.required },
      { code: 'invalid', field: 'tin', title: messages.tin },
      { code: 'order.terms', field: 'terms', title: placeOrderErrors.terms },
    ]);
    expect(messages).toMatchObject({
      email: 'E-mail není ve správném formátu',
      fullName: 'Nezadali jste celé jméno',
      phone: 'Nezadali jste správně telefonní číslo',
      postcode: 'PSČ musí obsahovat 5 čísel',
      tin: 'Nesprávný formát IČ',
    });
    expect(placeOrderErrors.terms).toBe(
      'Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami',
    );
    // Nothing was written: the cart is still open.
    expect((await readCart(token)).items).toHaveLength(1);
  });

  it('blank name, e-mail and phone as required; a courier needs the address', async () => {
    const token = await newCart([[SILK, 1]]);
    const errors = await refused(
      token,
      courierBody({
        billingAddress: blankAddress,
        customer: { name: '', firstName: '', lastName: '', email: '', phone: '' },
      }),
    );
    expect(errors).toEqual(
      ['fullName', 'email', 'phone', 'street', 'city', 'postcode'].map((field) => ({
        code: 'order.required',
        field,
        title: 'Vyplňte prosím toto pole',
      })),
    );
  });

  it('a different delivery address is checked by the same rules', async () => {
    const token = await newCart([[SILK, 1]]);
    const errors = await refused(
      token,
      courierBody({
        hasCustomShippingAddress: true,
        shippingAddress: { street: '', city: 'Brno', postcode: '60', countryCode: 'DEU' },
        customer: { shippingPhone: '602' },
      }),
    );
    // In the order of the form: the phone comes before the address there.
    expect(errors).toEqual([
      { code: 'invalid', field: 'shippingPhone', title: messages.phone },
      { code: 'order.required', field: 'shippingStreet', title: placeOrderErrors.required },
      { code: 'invalid', field: 'shippingPostcode', title: messages.postcode },
      {
        code: 'invalid',
        field: 'shippingCountry',
        title: 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí',
      },
    ]);
  });

  it('a country the shipper does not deliver to, or that pays in another currency', async () => {
    const token = await newCart([[SILK, 1]]);
    const de = { street: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', countryCode: 'DEU' };
    expect(await refused(token, courierBody({ billingAddress: de }))).toEqual([
      {
        code: 'invalid',
        field: 'country',
        title: 'Zvolený dopravce nelze kombinovat se zvolenou doručovací zemí',
      },
    ]);
    const sk = { street: 'Štúrova 8', city: 'Bratislava', postcode: '811 02', countryCode: 'SVK' };
    expect(await refused(token, courierBody({ billingAddress: sk }))).toEqual([
      {
        code: 'invalid',
        field: 'country',
        title: 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí',
      },
    ]);
    // A Slovak pickup point in crowns.
    expect(await refused(token, body({ shipperBranchId: 'SK001' }))).toEqual([
      {
        code: 'invalid',
        field: 'shipperBranchId',
        title: 'Zvolená měna nelze kombinovat se zvolenou doručovací zemí',
      },
    ]);
  });

  it('unknown shippers and payments, and a payment the shipper blocks', async () => {
    const token = await newCart([[SILK, 1]]);
    expect(await refused(token, body({ shipperId: 999 }))).toEqual([
      { code: 'order.unknownShipper', field: 'shipperId', title: placeOrderErrors.unknownShipper },
    ]);
    expect(await refused(token, body({ paymentId: 999 }))).toEqual([
      { code: 'order.unknownPayment', field: 'paymentId', title: placeOrderErrors.unknownPayment },
    ]);
    expect(await refused(token, body({ shipperId: 1, shipperBranchId: '1', paymentId: 2 }))).toEqual([
      { code: 'order.blockedPayment', field: 'paymentId', title: placeOrderErrors.blockedPayment },
    ]);
    // Card and cash on delivery have no euro price: not offered in euros.
    expect(await refused(token, body({ paymentId: 1 }), 422, { 'x-currency': 'EUR' })).toContainEqual({
      code: 'order.unknownPayment',
      field: 'paymentId',
      title: placeOrderErrors.unknownPayment,
    });
  });

  it('a pick-up shipper without a branch, or with one that does not exist', async () => {
    const token = await newCart([[SILK, 1]]);
    expect(await refused(token, body({ shipperBranchId: null }))).toEqual([
      { code: 'order.branchRequired', field: 'shipperBranchId', title: placeOrderErrors.branchRequired },
    ]);
    for (const [shipperId, id] of [
      [2, 'CZ999'],
      [1, '999'],
      [1, 'abc'],
      [1, 'CZ001'],
    ] as const) {
      expect(await refused(token, body({ shipperId, shipperBranchId: id }))).toEqual([
        { code: 'order.unknownBranch', field: 'shipperBranchId', title: placeOrderErrors.unknownBranch },
      ]);
    }
  });

  it('a pickup point closed for now, in the shopper’s language', async () => {
    const token = await newCart([[SILK, 1]]);
    await t.database.db.execute(
      sql`update shipping.pickup_points set closed = true, status_note = 'Dočasně uzavřeno' where remote_id = 'CZ002'`,
    );
    try {
      expect(await refused(token, body({ shipperBranchId: 'CZ002' }))).toEqual([
        { code: 'order.closedBranch', field: 'shipperBranchId', title: placeOrderErrors.closedBranch },
      ]);
      expect(await refused(token, body({ shipperBranchId: 'CZ002' }), 422, { 'x-locale': 'sk' })).toEqual([
        {
          code: 'order.closedBranch',
          field: 'shipperBranchId',
          title: 'Zvolené výdajné miesto je dočasne zatvorené, vyberte prosím iné',
        },
      ]);
    } finally {
      await t.database.db.execute(
        sql`update shipping.pickup_points set closed = false where remote_id = 'CZ002'`,
      );
    }
  });

  it('a delivery time slot the shipper does not offer', async () => {
    const token = await newCart([[SILK, 1]]);
    expect(await refused(token, courierBody({ deliveryTimeSlot: '2020-01-06/08-12' }))).toEqual([
      { code: 'order.timeSlot', field: 'deliveryTimeSlot', title: placeOrderErrors.timeSlot },
    ]);
    const times = deliveryTimesResponse.parse(
      (await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}` })).json(),
    ).data;
    // Pickup points have no time slots.
    expect(await refused(token, body({ deliveryTimeSlot: times[0]!.slots[0]!.id }))).toEqual([
      { code: 'order.timeSlot', field: 'deliveryTimeSlot', title: placeOrderErrors.timeSlot },
    ]);
  });

  it('more pieces than are in stock (409), writing nothing', async () => {
    await t.database.db.execute(sql`update inventory.stock set quantity = 5 where variant_id = ${SILK}`);
    const token = await newCart([
      [ALOE, 1],
      [SILK, 2],
    ]);
    // One piece left of the two in the cart.
    await t.database.db.execute(
      sql`update inventory.stock set quantity = case warehouse_id when 1 then 1 else 0 end where variant_id = ${SILK}`,
    );
    const aloe = await stockOf(ALOE);
    const movements = await rows(sql`select id from inventory.stock_movements`);
    expect(await refused(token, body(), 409)).toEqual([
      { code: 'order.soldOut', field: 'items.1', title: placeOrderErrors.soldOut },
    ]);
    expect(await stockOf(ALOE)).toEqual(aloe);
    expect(await rows(sql`select id from inventory.stock_movements`)).toEqual(movements);
    expect((await readCart(token)).items).toHaveLength(2);
    await t.database.db.execute(sql`update inventory.stock set quantity = 5 where variant_id = ${SILK}`);
    await placed(token, body());
  });
});
