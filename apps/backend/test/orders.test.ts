import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  cartResponse,
  deliveryTimesResponse,
  errorResponse,
  orderResponse,
  placeOrderErrors,
  placeOrderResponse,
  shippersResponse,
  type PlaceOrderBody,
  type Shipper,
} from '@shop/contract';
import { CZK, czechAccountToIban, formatMoney, messages } from '@shop/rules';
import { variantHash } from '../src/http/price-context.ts';
import { paymentPrices, payments } from '../src/modules/payment/tables.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { shipperPrices, shippers } from '../src/modules/shipping/tables.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

/**
 * Fixture facts used here: variant 101 'Aloe gel 100 ml' 249 Kč (10 % off from 3 pieces, b2b
 * group 80 %), stock 12 in Praha and 3 at the supplier; 102 'Silikonový gel 50 ml' 329 Kč; 106
 * 'Posilovací guma Medium' 199 Kč with a 2+1 promotion; shipper 1 personal pick-up (free, blocks
 * cash on delivery), shipper 2 pickup points (79 Kč, free from 1 500 Kč); payments 1 card (0 Kč)
 * and 2 cash on delivery (39 Kč). A courier, a bank transfer and the shop's bank account are added.
 */
let t: CatalogTestApp;
let courierId: number;
let bankTransferId: number;
const BANK = { accountNumber: '2001234588/2010', bic: 'FIOBCZPP' };

beforeAll(async () => {
  t = await createCatalogTestApp();
  const db = t.database.db;
  const [courier] = await db
    .insert(shippers)
    .values({
      code: 'kuryr',
      type: 'COURIER',
      name: { cs: 'Kurýr na adresu' },
      description: { cs: 'Doručení na adresu.' },
      requiredAddress: true,
      deliveryDays: 1,
      closesAt: '14:00',
      countries: ['CZE', 'SVK'],
      position: 3,
    })
    .returning({ id: shippers.id });
  courierId = courier!.id;
  await db.insert(shipperPrices).values([
    { shipperId: courierId, currencyCode: 'CZK', priceWithTax: 11900, freeFromWithTax: 150000 },
    { shipperId: courierId, currencyCode: 'EUR', priceWithTax: 490, freeFromWithTax: 6000 },
  ]);
  const [bank] = await db
    .insert(payments)
    .values({
      code: 'bank_transfer',
      kind: 'bank_transfer',
      name: { cs: 'Bankovní převod' },
      description: { cs: 'QR platba.' },
      position: 3,
    })
    .returning({ id: payments.id });
  bankTransferId = bank!.id;
  await db.insert(paymentPrices).values([
    { paymentId: bankTransferId, currencyCode: 'CZK', priceWithTax: 0 },
    { paymentId: bankTransferId, currencyCode: 'EUR', priceWithTax: 0 },
  ]);
  await db.insert(shopSettings).values({ key: 'bankAccount', value: BANK, isPublic: false });
});
afterAll(() => t.cleanup());

const ALOE = 101;
const SILK = 102;
const BAND = 106;
/** Minor units of a major amount, for exact comparisons. */
const m = (major: number) => Math.round(major * 100);

type Headers = Record<string, string>;
const withToken = (token: string | null, extra: Headers = {}) => ({
  ...(token ? { 'x-cart-token': token } : {}),
  ...extra,
});

async function add(token: string | null, id: number, amount: number, extra: Headers = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: withToken(token, extra),
    payload: { id, amount },
  });
  expect(res.statusCode).toBe(200);
  return cartChangeResponse.parse(res.json());
}
async function newCart(lines: [number, number][], extra: Headers = {}) {
  let token: string | null = null;
  for (const [id, amount] of lines) {
    const body = await add(token, id, amount, extra);
    token ??= body.meta.guestCartToken;
  }
  return token!;
}
async function readCart(token: string | null, extra: Headers = {}) {
  const res = await t.app.inject({ url: '/api/v1/cart', headers: withToken(token, extra) });
  return cartResponse.parse(res.json()).data;
}

const blankAddress = { street: '', city: '', postcode: '', countryCode: 'CZE' };
const address = { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };

/** A guest's payload for a pickup point, billed to the point (no billing details). */
function body(
  over: Omit<Partial<PlaceOrderBody>, 'customer'> & { customer?: Partial<PlaceOrderBody['customer']> } = {},
) {
  const { customer, ...rest } = over;
  return {
    shipperId: 2,
    shipperBranchId: 'CZ001',
    paymentId: 1,
    deliveryTimeSlot: null,
    terms: true,
    billingAddress: blankAddress,
    shippingAddress: blankAddress,
    ...rest,
    customer: {
      name: 'Jan Novák',
      firstName: 'Jan',
      lastName: 'Novák',
      email: 'jan.novak@example.cz',
      phone: '+420 777 123 456',
      ...customer,
    },
  };
}
const courierBody = (over: Parameters<typeof body>[0] = {}) =>
  body({ shipperId: courierId, shipperBranchId: null, billingAddress: address, ...over });

function place(token: string | null, payload: unknown, extra: Headers = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: withToken(token, extra),
    payload: payload as Record<string, unknown>,
  });
}
async function placed(token: string, payload: unknown, extra: Headers = {}) {
  const res = await place(token, payload, extra);
  expect(res.statusCode, res.body).toBe(200);
  return placeOrderResponse.parse(res.json());
}
async function refused(token: string | null, payload: unknown, status = 422, extra: Headers = {}) {
  const res = await place(token, payload, extra);
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function stockOf(variantId: number) {
  return rows<{ warehouse_id: number; quantity: number }>(
    sql`select warehouse_id, quantity from inventory.stock where variant_id = ${variantId} order by warehouse_id`,
  );
}
async function shipperList(extra: Headers = {}): Promise<Shipper[]> {
  return shippersResponse.parse((await t.app.inject({ url: '/api/v1/shippers', headers: extra })).json())
    .data;
}

describe('POST /api/v1/cart/place: a guest order', () => {
  it('to a pickup point: the cart priced by the server, stock taken, jobs queued, the cart ordered', async () => {
    const token = await newCart([[ALOE, 2]]);
    const cart = await readCart(token);
    const stockBefore = await stockOf(ALOE);
    const res = await place(
      token,
      body({ consents: { sms: false, magazine: false, heurekaSurvey: true, zboziSurvey: false } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data: order, meta } = placeOrderResponse.parse(res.json());

    expect(order.code).toMatch(/^\d{8}$/);
    expect(meta.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(order).toMatchObject({
      status: 'new',
      paymentStatus: 'pending',
      currencyCode: 'CZK',
      canPay: true,
      bankTransfer: null,
      couponCode: null,
      shipper: { id: 2, code: 'zasilkovna' },
      payment: { id: 1, code: 'card', kind: 'gateway' },
      branch: { id: 'CZ001', name: 'Trafika Brno, Masarykova 12' },
      attributes: { heurekaConsent: true },
      customer: {
        name: 'Jan Novák',
        email: 'jan.novak@example.cz',
        isBusiness: false,
        shippingName: 'Jan Novák',
      },
    });
    // Without billing details the order is billed to the pickup point, and goes there (spec §5).
    const point = { street: 'Masarykova 12', city: 'Brno', postcode: '60200', countryCode: 'CZE' };
    expect(order.shippingAddress).toEqual(point);
    expect(order.billingAddress).toEqual(point);
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'item',
        variantId: ALOE,
        amount: 2,
        freePieces: 0,
        name: 'Aloe gel 100 ml',
        prices: {
          unitWithTax: 249,
          unitWithoutTax: cart.items[0]!.prices.unitWithoutTax,
          totalWithTax: 498,
          totalWithoutTax: cart.items[0]!.prices.totalWithoutTax,
        },
      }),
    ]);
    expect(order.prices).toMatchObject({
      itemsWithTax: 498,
      shipperPrice: 79,
      paymentPrice: 0,
      creditsUsed: 0,
    });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(79) + m(0));
    expect(m(order.prices.totalWithoutTax)).toBe(
      m(cart.prices.totalWithoutTax) +
        m(order.prices.shipperPriceWithoutTax) +
        m(order.prices.paymentPriceWithoutTax),
    );
    const shipper = (await shipperList()).find((s) => s.id === 2)!;
    expect(order.expectedDeliveryDate).toBe(shipper.delivery.nearestDeliveryDate);

    // Pieces come from the real warehouse first; every change is in the movements.
    expect(await stockOf(ALOE)).toEqual([
      { warehouse_id: 1, quantity: stockBefore[0]!.quantity - 2 },
      { warehouse_id: 2, quantity: stockBefore[1]!.quantity },
    ]);
    expect(
      await rows(sql`select variant_id, warehouse_id, quantity, reason from inventory.stock_movements
                      where order_id = ${order.id}`),
    ).toEqual([{ variant_id: ALOE, warehouse_id: 1, quantity: -2, reason: 'order' }]);
    expect(
      await rows(
        sql`select kind, payload from jobs.jobs where (payload ->> 'orderId')::int = ${order.id} order by id`,
      ),
    ).toEqual([
      { kind: 'order-confirmation', payload: { orderId: order.id, orderToken: meta.orderToken } },
      { kind: 'purchase-report', payload: { orderId: order.id, service: 'shop-certification' } },
    ]);

    // The cart became the order: its token reads an empty cart, and the next add starts a new one.
    expect((await readCart(token)).items).toEqual([]);
    const next = await add(token, ALOE, 1);
    expect(next.meta.guestCartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(next.meta.guestCartToken).not.toBe(token);
    expect(next.data.cart.items.map((i) => i.amount)).toEqual([1]);

    // Placing the same cart again answers with the same order and token, taking nothing more.
    const again = await placed(token, body());
    expect(again.data.id).toBe(order.id);
    expect(again.meta.orderToken).toBe(meta.orderToken);
    expect((await stockOf(ALOE))[0]!.quantity).toBe(stockBefore[0]!.quantity - 2);
    expect(
      await rows(sql`select id from orders.orders where cart_id = ${order.attributes.cartId}`),
    ).toHaveLength(1);
  });

  it('by courier with cash on delivery, a business customer, a delivery time slot', async () => {
    const token = await newCart([[SILK, 1]]);
    const cart = await readCart(token);
    const courier = (await shipperList()).find((s) => s.id === courierId)!;
    const times = deliveryTimesResponse.parse(
      (await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}` })).json(),
    ).data;
    const slot = times[1]!.slots[2]!.id;
    const { data: order } = await placed(
      token,
      courierBody({
        paymentId: 2,
        deliveryTimeSlot: slot,
        customer: { isBusiness: true, businessName: 'Novák s.r.o.', tin: '27074358', vatin: 'CZ27074358' },
        consents: { sms: true, magazine: false, heurekaSurvey: false, zboziSurvey: true },
        note: 'Zazvoňte dvakrát',
      }),
    );
    expect(order).toMatchObject({
      paymentStatus: 'on_delivery',
      canPay: false,
      branch: null,
      deliveryTimeSlot: slot,
      expectedDeliveryDate: courier.delivery.nearestDeliveryDate,
      shipper: { id: courierId, code: 'kuryr' },
      payment: { code: 'cod', kind: 'cod' },
      billingAddress: address,
      shippingAddress: address,
      customer: { isBusiness: true, businessName: 'Novák s.r.o.', tin: '27074358', vatin: 'CZ27074358' },
      attributes: { heurekaConsent: false },
    });
    expect(order.prices).toMatchObject({ shipperPrice: 119, paymentPrice: 39 });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(119) + m(39));
    expect(
      await rows(
        sql`select payload from jobs.jobs where kind = 'purchase-report' and (payload ->> 'orderId')::int = ${order.id}`,
      ),
    ).toEqual([{ payload: { orderId: order.id, service: 'comparison-shopping' } }]);
  });

  it('by courier to a different delivery address', async () => {
    const token = await newCart([[SILK, 1]]);
    const elsewhere = { street: 'Krátká 7', city: 'Brno', postcode: '602 00', countryCode: 'CZE' };
    const { data: order } = await placed(
      token,
      courierBody({
        hasCustomShippingAddress: true,
        shippingAddress: elsewhere,
        customer: { shippingName: 'Eva Nováková', shippingPhone: '+420 602 111 222' },
      }),
    );
    expect(order.billingAddress).toEqual(address);
    expect(order.shippingAddress).toEqual(elsewhere);
    expect(order.customer.shippingName).toBe('Eva Nováková');
  });

  it('for personal pick-up: billed to the branch, business data dropped without billing details', async () => {
    const token = await newCart([[SILK, 1]]);
    const { data: order } = await placed(
      token,
      body({
        shipperId: 1,
        shipperBranchId: '1',
        customer: { isBusiness: true, businessName: 'Firma', tin: '27074358' },
      }),
    );
    const branch = { street: 'Korunní 12', city: 'Praha', postcode: '12000', countryCode: 'CZE' };
    expect(order).toMatchObject({
      shipper: { id: 1 },
      branch: { id: '1', name: 'Prodejna Praha Vinohrady', address: branch },
      shippingAddress: branch,
      billingAddress: branch,
      customer: { isBusiness: false, businessName: null, tin: null },
      prices: { shipperPrice: 0 },
    });
  });

  it('takes pieces from the supplier when the own warehouse runs short', async () => {
    await t.database.db.execute(
      sql`update inventory.stock set quantity = 1 where variant_id = ${SILK} and warehouse_id = 1`,
    );
    const token = await newCart([[SILK, 2]]);
    const { data: order } = await placed(token, body());
    expect(await stockOf(SILK)).toEqual([
      { warehouse_id: 1, quantity: 0 },
      { warehouse_id: 2, quantity: 2 },
    ]);
    expect(
      await rows(sql`select warehouse_id, quantity from inventory.stock_movements where order_id = ${order.id}
                      order by warehouse_id`),
    ).toEqual([
      { warehouse_id: 1, quantity: -1 },
      { warehouse_id: 2, quantity: -1 },
    ]);
  });

  it("keeps 'N+1' free pieces and chosen gifts, which take stock too", async () => {
    const giftIds = await rows<{ id: number }>(sql`select id from cart.gifts order by position`);
    // 2+1: three pieces, one free; with the quantity price the items reach the free aloe gift.
    const token = await newCart([
      [BAND, 3],
      [ALOE, 1],
    ]);
    const chose = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: withToken(token),
      payload: { id: giftIds[0]!.id, type: 'gift' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const cart = await readCart(token);
    expect(cart.gifts).toHaveLength(1);
    const aloeBefore = (await stockOf(ALOE))[0]!.quantity;
    const { data: order } = await placed(token, body());
    const band = order.items.find((i) => i.variantId === BAND)!;
    expect(band).toMatchObject({ kind: 'item', amount: 3, freePieces: 1 });
    expect(band.prices.totalWithTax).toBe(cart.items.find((i) => i.variantId === BAND)!.prices.totalWithTax);
    expect(order.items.filter((i) => i.kind === 'gift')).toEqual([
      expect.objectContaining({
        variantId: ALOE,
        amount: 1,
        prices: expect.objectContaining({ totalWithTax: 0 }),
      }),
    ]);
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(order.prices.shipperPrice));
    // One aloe bought and one given.
    expect((await stockOf(ALOE))[0]!.quantity).toBe(aloeBefore - 2);
  });

  it('by bank transfer: the account, IBAN and QR payment with the order code as variable symbol', async () => {
    const token = await newCart([[SILK, 1]]);
    const { data: order, meta } = await placed(token, body({ paymentId: bankTransferId }));
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_transfer',
      canPay: true,
      payment: { kind: 'bank_transfer' },
    });
    const iban = czechAccountToIban(BANK.accountNumber);
    expect(order.bankTransfer).toEqual({
      accountNumber: BANK.accountNumber,
      iban,
      bic: BANK.bic,
      variableSymbol: order.code,
      amount: order.prices.totalWithTax,
      currencyCode: 'CZK',
      spayd: expect.stringMatching(
        new RegExp(
          `^SPD\\*1\\.0\\*ACC:${iban}\\+FIOBCZPP\\*AM:${order.prices.totalWithTax.toFixed(2)}\\*CC:CZK\\*X-VS:${order.code}\\*MSG:Objednávka ${order.code}`,
        ),
      ),
    });
    const read = orderResponse.parse(
      (await t.app.inject({ url: `/api/v1/orders/token/${meta.orderToken}` })).json(),
    ).data;
    expect(read.bankTransfer).toEqual(order.bankTransfer);
  });

  it('in euros to Slovakia: the euro prices of the cart', async () => {
    const eur = { 'x-currency': 'EUR' };
    const token = await newCart([[ALOE, 1]], eur);
    const cart = await readCart(token, eur);
    const sk = { street: 'Štúrova 8', city: 'Bratislava', postcode: '811 02', countryCode: 'SVK' };
    const { data: order } = await placed(
      token,
      courierBody({ paymentId: bankTransferId, billingAddress: sk }),
      eur,
    );
    expect(order).toMatchObject({
      currencyCode: 'EUR',
      shippingAddress: sk,
      prices: { itemsWithTax: 10.9, shipperPrice: 4.9 },
    });
    expect(m(order.prices.totalWithTax)).toBe(m(cart.prices.totalWithTax) + m(4.9));
    expect(order.bankTransfer).toMatchObject({ currencyCode: 'EUR', amount: order.prices.totalWithTax });
  });
});

describe('the server prices the order, never the client', () => {
  it('ignores prices, totals and an unsigned group in the request', async () => {
    const token = await newCart([[ALOE, 1]]);
    const tampered = {
      ...body(),
      prices: { totalWithTax: 1, itemsWithTax: 1 },
      totalWithTax: 1,
      items: [{ variantId: ALOE, amount: 1, prices: { unitWithTax: 0.01 } }],
      shipperPrice: 0,
    };
    const { data: order } = await placed(token, tampered, {
      'x-user-groups': 'b2b',
      'x-user-variant': 'b2b',
    });
    expect(order.items[0]!.prices.unitWithTax).toBe(249);
    expect(order.prices).toMatchObject({ itemsWithTax: 249, shipperPrice: 79, totalWithTax: 328 });
  });

  it('a group counts only when x-variant-hash signs it', async () => {
    const group = {
      'x-user-groups': 'b2b',
      'x-user-variant': 'b2b',
      'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b']),
    };
    const token = await newCart([[ALOE, 1]], group);
    const { data: order } = await placed(token, body(), group);
    expect(order.items[0]!.prices.unitWithTax).toBe(199.2);
    const forged = { ...group, 'x-variant-hash': '0'.repeat(64) };
    const other = await newCart([[ALOE, 1]], forged);
    expect((await placed(other, body(), forged)).data.items[0]!.prices.unitWithTax).toBe(249);
  });

  it.each([
    ['negative', -1],
    ['zero', 0],
    ['fractional', 1.5],
    ['huge', 100_000],
    ['beyond a safe integer', 1e20],
    ['non-numeric', 'abc'],
    ['a numeric string', '2'],
    ['null', null],
  ])('the cart refuses a %s amount (400)', async (_name, amount) => {
    const token = await newCart([[ALOE, 1]]);
    const line = (await readCart(token)).items[0]!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: withToken(token),
      payload: { id: ALOE, amount },
    });
    expect(added.statusCode).toBe(400);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      headers: withToken(token),
      payload: { amount },
    });
    expect(patched.statusCode).toBe(400);
    expect((await readCart(token)).items.map((i) => i.amount)).toEqual([1]);
  });
});

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

describe('coupons on orders', () => {
  it('takes the coupon off the total and counts one use per order, however often it is placed', async () => {
    const token = await newCart([[ALOE, 2]]);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/coupon',
      headers: withToken(token),
      payload: { couponCode: 'sleva10' },
    });
    const cart = await readCart(token);
    const { data: order } = await placed(token, body());
    expect(order.couponCode).toBe('SLEVA10');
    expect(order.prices.discountWithTax).toBe(cart.prices.couponDiscountWithTax);
    expect(m(order.prices.totalWithTax)).toBe(m(498) - m(cart.prices.couponDiscountWithTax) + m(79));
    const used = () =>
      rows<{ used_count: number }>(sql`select used_count from cart.coupons where code = 'SLEVA10'`);
    expect(await used()).toEqual([{ used_count: 1 }]);
    await placed(token, body());
    expect(await used()).toEqual([{ used_count: 1 }]);
  });

  it('refuses an order whose coupon ran out after it was entered, rather than charging more', async () => {
    await t.database.db.execute(
      sql`insert into cart.coupons (code, kind, percent, usage_limit) values ('JEDNOU', 'percent', 20, 1)`,
    );
    const tokens = [await newCart([[ALOE, 1]]), await newCart([[ALOE, 1]])];
    for (const token of tokens) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/coupon',
        headers: withToken(token),
        payload: { couponCode: 'JEDNOU' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await placed(tokens[0]!, body())).data.couponCode).toBe('JEDNOU');
    expect(await refused(tokens[1]!, body())).toEqual([
      { code: 'coupon.usedUp', field: 'couponCode', title: 'Slevový kód už byl vyčerpán' },
    ]);
    expect(await rows(sql`select used_count from cart.coupons where code = 'JEDNOU'`)).toEqual([
      { used_count: 1 },
    ]);
  });
});

describe('registration at checkout', () => {
  const registration = { password: 'tajne-heslo-42', passwordConfirmation: 'tajne-heslo-42' };

  it('creates an account with an argon2id hash and links the order to it', async () => {
    const token = await newCart([[SILK, 1]]);
    const { data: order } = await placed(
      token,
      body({
        registration,
        customer: { email: 'Eva.Nova@Example.cz', name: 'Eva Nová', firstName: '', lastName: '' },
      }),
    );
    const [account] = await rows<{
      id: number;
      email: string;
      password_hash: string;
      first_name: string;
      last_name: string;
    }>(
      sql`select id, email, password_hash, first_name, last_name from customer.accounts where email = 'eva.nova@example.cz'`,
    );
    expect(account).toMatchObject({ first_name: 'Eva', last_name: 'Nová' });
    expect(account!.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(account!.password_hash).not.toContain(registration.password);
    expect(await rows(sql`select customer_id from orders.orders where id = ${order.id}`)).toEqual([
      { customer_id: account!.id },
    ]);
  });

  it('refuses an e-mail that already has an account, whatever its case', async () => {
    const token = await newCart([[SILK, 1]]);
    expect(await refused(token, body({ registration, customer: { email: 'EVA.NOVA@example.cz' } }))).toEqual([
      { code: 'order.emailTaken', field: 'email', title: placeOrderErrors.emailTaken },
    ]);
    // Without registration the same e-mail orders as a guest.
    await placed(token, body({ customer: { email: 'EVA.NOVA@example.cz' } }));
  });

  it('refuses passwords that differ or are too short', async () => {
    const token = await newCart([[SILK, 1]]);
    expect(
      await refused(
        token,
        body({ registration: { password: 'tajne-heslo-42', passwordConfirmation: 'tajne-heslo-43' } }),
      ),
    ).toEqual([
      { code: 'invalid', field: 'passwordConfirmation', title: 'Nepodařilo se vám heslo napsat 2× správně.' },
    ]);
    expect(
      await refused(token, body({ registration: { password: 'kratke', passwordConfirmation: 'kratke' } })),
    ).toEqual([
      { code: 'order.passwordTooShort', field: 'password', title: placeOrderErrors.passwordTooShort },
    ]);
    expect(await rows(sql`select id from customer.accounts where email = 'jan.novak@example.cz'`)).toEqual(
      [],
    );
  });
});

describe('reading orders', () => {
  let order: Awaited<ReturnType<typeof placed>>;
  let other: Awaited<ReturnType<typeof placed>>;
  beforeAll(async () => {
    order = await placed(await newCart([[SILK, 1]]), body());
    other = await placed(await newCart([[SILK, 1]]), body());
  });

  it('by its token', async () => {
    const res = await t.app.inject({ url: `/api/v1/orders/token/${order.meta.orderToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(orderResponse.parse(res.json()).data).toEqual(order.data);
  });

  it('404 for a token no order has, 400 for a malformed one', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expect((await t.app.inject({ url: `/api/v1/orders/token/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/orders/token/abc' })).statusCode).toBe(400);
  });

  it("by its code only with its own token: codes are sequential, another's order stays hidden", async () => {
    const url = `/api/v1/orders/code/${order.data.code}`;
    const own = await t.app.inject({ url, headers: { 'x-order-token': order.meta.orderToken } });
    expect(own.statusCode).toBe(200);
    expect(orderResponse.parse(own.json()).data.id).toBe(order.data.id);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url, headers: { 'x-order-token': other.meta.orderToken } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url, headers: { 'x-order-token': 'garbage' } })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/orders/code/99999999',
          headers: { 'x-order-token': order.meta.orderToken },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('codes are the year and a running number', async () => {
    const year = new Date().getFullYear() % 100;
    const [a, b] = [order.data.code, other.data.code];
    expect(Number(a.slice(0, 2))).toBeGreaterThanOrEqual(year - 1);
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);
  });
});

describe('GET /api/v1/delivery-times', () => {
  it("a courier's next five delivery days, three windows each", async () => {
    const courier = (await shipperList()).find((s) => s.id === courierId)!;
    const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}` });
    expect(res.statusCode).toBe(200);
    const { data } = deliveryTimesResponse.parse(res.json());
    expect(data).toHaveLength(5);
    expect(data[0]!.date).toBe(courier.delivery.nearestDeliveryDate);
    for (const day of data) {
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(6);
      expect(day.slots).toEqual([
        { id: `${day.date}/08-12`, from: '08:00', to: '12:00' },
        { id: `${day.date}/12-16`, from: '12:00', to: '16:00' },
        { id: `${day.date}/16-20`, from: '16:00', to: '20:00' },
      ]);
    }
  });

  it('from a later date on', async () => {
    // A Friday before Christmas: the weekend and 24 to 26 December are skipped.
    const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}&since=2030-12-20` });
    expect(deliveryTimesResponse.parse(res.json()).data.map((d) => d.date)).toEqual([
      '2030-12-20',
      '2030-12-23',
      '2030-12-27',
      '2030-12-30',
      '2030-12-31',
    ]);
  });

  it('none for shippers that do not come at a time; 404 for an unknown shipper; 400 for bad input', async () => {
    for (const id of [1, 2]) {
      const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${id}` });
      expect(deliveryTimesResponse.parse(res.json()).data).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/v1/delivery-times?shipperId=999' })).statusCode).toBe(404);
    for (const query of [
      '',
      '?shipperId=abc',
      `?shipperId=${courierId}&since=2026-02-30`,
      `?shipperId=${courierId}&since=zitra`,
    ]) {
      expect((await t.app.inject({ url: `/api/v1/delivery-times${query}` })).statusCode).toBe(400);
    }
  });
});
