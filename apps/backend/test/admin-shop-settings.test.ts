import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBlockedPaymentsResponse,
  adminPaymentList,
  adminPaymentResponse,
  adminShipperList,
  adminShipperResponse,
  adminShopSettingList,
  adminShopSettingResponse,
  cartChangeResponse,
  errorResponse,
  globals as globalsSchema,
  groupTags,
  paymentsResponse,
  placeOrderErrors,
  placeOrderResponse,
  shippersResponse,
  shippingAdminErrors,
  shopSettingErrors,
  type AdminShipper,
} from '@shop/contract';
import { loyaltyCreditsEarned } from '@shop/rules';
import { earnDeliveredOrderCredits, EARNED_NOTE_PREFIX } from '../src/modules/customer/credits.ts';
import { documentExchangeRate } from '../src/modules/order/document-settings.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { customerWithCredits, placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { recordingStorefront } from './support/recording-storefront.ts';

/**
 * The shop's rules in the back office: settings, shippers, payments and the loyalty rule; their
 * refusals in Czech, the `settings` permission, the audit, the storefront's revalidation, and that
 * the shop's cart and checkout apply what was set. Fixture: shipper 1 personal pick-up (blocks
 * cash on delivery), 2 pickup points (79 Kč, free from 1 500 Kč); payments 1 card, 2 cash on
 * delivery (39 Kč); variant 101 the aloe gel at 249 Kč.
 */
let storefront: Awaited<ReturnType<typeof recordingStorefront>>;
let t: CatalogTestApp;
let settings: Headers;
let contentOnly: Headers;
let desk: Headers;
type Headers = Record<string, string>;
const ALOE = 101;

beforeAll(async () => {
  storefront = await recordingStorefront();
  t = await createCatalogTestApp({
    env: { REVALIDATE_SECRET: 'revalidate-secret-for-tests-0123', STOREFRONT_URL: storefront.url },
  });
  settings = bearer(await operatorApiKey(t.database.db, ['settings']));
  contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
  desk = bearer(await operatorApiKey(t.database.db, ['orders']));
});
afterAll(async () => {
  await t.cleanup();
  await storefront.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = settings) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const put = (key: string, value: unknown) => call('PUT', `/api/admin/v1/shop-settings/${key}`, { value });

const refusal = (res: { statusCode: number; json: () => unknown; body: string }, status = 422) => {
  expect(res.statusCode, res.body).toBe(status);
  return Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title]));
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const globals = async () => globalsSchema.parse((await t.app.inject({ url: '/api/v1/globals' })).json());

async function newCart(amount = 1): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { id: ALOE, amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cartChangeResponse.parse(res.json()).meta.guestCartToken!;
}

const orderBody = (over: object = {}) => ({
  shipperId: 2,
  shipperBranchId: 'CZ001',
  paymentId: 1,
  terms: true,
  billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
  shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
  customer: {
    name: 'Jan Novák',
    firstName: 'Jan',
    lastName: 'Novák',
    email: 'jan.novak@example.cz',
    phone: '+420 777 123 456',
  },
  ...over,
});
const place = (token: string, over: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': token },
    payload: orderBody(over),
  });

const shipperOf = async (id: number): Promise<AdminShipper> =>
  adminShipperResponse.parse((await call('GET', `/api/admin/v1/shippers/${id}`)).json()).data;
const fieldsOf = (s: AdminShipper): Omit<AdminShipper, 'id' | 'code'> => {
  const { id, code, ...fields } = s;
  void id;
  void code;
  return fields;
};

describe('permissions', () => {
  it('a content-only operator gets 403 for every part of the shop rules', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/admin/v1/shop-settings'],
      ['PUT', '/api/admin/v1/shop-settings/functions', { value: { compare: true } }],
      ['DELETE', '/api/admin/v1/shop-settings/topBanner'],
      ['GET', '/api/admin/v1/shippers'],
      ['PUT', '/api/admin/v1/shipping/blocked-payments', { shippers: [] }],
      ['GET', '/api/admin/v1/payment-methods'],
      ['PUT', '/api/admin/v1/maintenance', { enabled: true }],
    ] as const) {
      expect((await call(method, url, payload, contentOnly)).statusCode, url).toBe(403);
    }
    expect((await call('GET', '/api/admin/v1/shop-settings', undefined, {})).statusCode).toBe(401);
  });
});

describe('shop settings', () => {
  it('lists every editable setting: amounts in whole units, functions with their defaults, the bank account private', async () => {
    const res = await call('GET', '/api/admin/v1/shop-settings');
    expect(res.statusCode).toBe(200);
    const byKey = new Map(adminShopSettingList.parse(res.json()).data.map((s) => [s.key, s]));
    expect(byKey.get('freeShippingAtWithTax')!.value).toEqual({ CZK: 1500, EUR: 60 });
    expect(byKey.get('functions')!.value).toMatchObject({ compare: false, favourites: true });
    expect(byKey.get('bankAccount')!.isPublic).toBe(false);
    expect(byKey.get('loyalty')!.value).toBeNull();
    expect(byKey.has('maintenance' as never)).toBe(false);
  });

  it('refuses unknown keys and bad values with Czech messages and keeps the old value', async () => {
    expect(refusal(await put('teleport', true), 404)).toEqual({ key: shopSettingErrors.unknownKey });
    expect(refusal(await put('maintenance', { enabled: true }), 404)).toEqual({
      key: shopSettingErrors.maintenance,
    });
    expect(refusal(await put('freeShippingAtWithTax', { CZK: -1, EUR: 2.345 }))).toEqual({
      'value.CZK': 'Částka nesmí být záporná.',
      'value.EUR': 'Částka může mít nejvýše dvě desetinná místa.',
    });
    const shop = refusal(
      await put('shop', {
        name: 'Intimfit',
        email: 'není-email',
        phone: '+420 777 000 000',
        street: 'Dlouhá 1',
        city: 'Praha',
        postcode: '1100',
        countryCode: 'CZE',
        ico: '12345678',
        dic: '',
      }),
    );
    expect(shop).toEqual({
      'value.email': 'Zadejte platný e-mail.',
      'value.postcode': 'PSČ má pět číslic, např. 110 00.',
    });
    expect(refusal(await put('functions', { teleport: true }))).toEqual({
      value: 'Neznámá funkce: teleport.',
    });
    expect(refusal(await put('loyalty', { enabled: true, percentOfDelivered: 0 }))).toEqual({
      'value.percentOfDelivered': 'Zapnuté kredity potřebují podíl větší než 0 %.',
    });
    expect(refusal(await put('loyalty', { enabled: true, percentOfDelivered: 80 }))).toEqual({
      'value.percentOfDelivered': 'Podíl může být nejvýše 50 %.',
    });
    expect(refusal(await put('freeShippingAtWithTax', { USD: 5 }))).toEqual({ value: 'Neznámá měna: USD.' });
    expect(refusal(await put('topBanner', 'ano'))).toEqual({ value: 'Zadejte horní lištu.' });
    expect(refusal(await put('maxPiecesPerLine', 2.5))).toEqual({ value: 'Počet kusů musí být celé číslo.' });
    expect(refusal(await put('exchangeRates', { EUR: 25, USD: 22 }))).toEqual({
      value: 'Kurz lze nastavit jen pro euro.',
    });
    expect((await globals()).freeShippingAt).toBe(1500);
    expect(
      await rows(sql`select key from settings.shop_settings where key in ('loyalty', 'exchangeRates')`),
    ).toEqual([]);
  });

  it('a new free-shipping limit reaches the cart at once, is audited and revalidates the pages with the globals', async () => {
    storefront.revalidations.length = 0;
    const res = await put('freeShippingAtWithTax', { CZK: 2000, EUR: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminShopSettingResponse.parse(res.json()).data.value).toEqual({ CZK: 2000, EUR: 80 });
    expect(
      await rows(sql`select value from settings.shop_settings where key = 'freeShippingAtWithTax'`),
    ).toEqual([{ value: { CZK: 200000, EUR: 8000 } }]);
    expect((await globals()).freeShippingAt).toBe(2000);
    const cart = await t.app.inject({ url: '/api/v1/cart', headers: { 'x-cart-token': await newCart() } });
    expect(
      (cart.json() as { data: { prices: { freeShippingRemaining: number } } }).data.prices
        .freeShippingRemaining,
    ).toBe(2000 - 249);
    expect(storefront.revalidations).toContainEqual([groupTags.globals]);
    expect(
      await rows(
        sql`select action, before, after from operators.audit_log where object_type = 'setting' and object_id = 'freeShippingAtWithTax'`,
      ),
    ).toEqual([{ action: 'setting.set', before: { CZK: 1500, EUR: 60 }, after: { CZK: 2000, EUR: 80 } }]);
  });

  it('switches one function and keeps the others; a reset brings back the default', async () => {
    expect((await put('functions', { compare: true })).statusCode).toBe(200);
    expect((await globals()).settings.functions).toMatchObject({ compare: true, favourites: true });
    expect((await put('functions', { favourites: false })).statusCode).toBe(200);
    expect((await globals()).settings.functions).toMatchObject({ compare: true, favourites: false });
    expect((await call('DELETE', '/api/admin/v1/shop-settings/functions')).statusCode).toBe(200);
    expect((await globals()).settings.functions).toMatchObject({ compare: false, favourites: true });
  });

  it('sets the top banner the storefront shows, and keeps the bank account out of the globals', async () => {
    const banner = {
      enabled: true,
      domains: ['cz'],
      text: { cs: 'Doprava zdarma celý víkend' },
      url: '/akce',
    };
    expect((await put('topBanner', banner)).statusCode).toBe(200);
    expect((await globals()).configuration.top_banner).toMatchObject({
      enabled: true,
      text: 'Doprava zdarma celý víkend',
    });
    expect((await put('bankAccount', { accountNumber: '2001234588/2010', bic: 'FIOBCZPP' })).statusCode).toBe(
      200,
    );
    expect(JSON.stringify(await globals())).not.toContain('2001234588');
    expect(refusal(await put('bankAccount', { accountNumber: '12', bic: 'x' }))).toEqual({
      'value.accountNumber': 'Číslo účtu zadejte jako [předčíslí-]číslo/kód banky.',
      'value.bic': 'BIC (SWIFT) má 8 nebo 11 znaků, např. FIOBCZPP.',
    });
  });

  it('two operators saving at once both land, one after the other, each audited', async () => {
    const [a, b] = await Promise.all([put('maxPiecesPerLine', 20), put('maxPiecesPerLine', 30)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const audit = await rows<{ before: number | null; after: number }>(
      sql`select before, after from operators.audit_log where object_id = 'maxPiecesPerLine' order by id`,
    );
    expect(audit).toHaveLength(2);
    // The second change's "before" is the first change's "after": none was lost.
    expect(audit[1]!.before).toBe(audit[0]!.after);
    const [row] = await rows<{ value: number }>(
      sql`select value from settings.shop_settings where key = 'maxPiecesPerLine'`,
    );
    expect(row!.value).toBe(audit[1]!.after);
  });
});

describe('shippers', () => {
  it('lists every shipper with prices and limits in whole units', async () => {
    const res = await call('GET', '/api/admin/v1/shippers');
    expect(res.statusCode).toBe(200);
    const list = adminShipperList.parse(res.json()).data;
    expect(list.find((s) => s.id === 2)).toMatchObject({
      code: 'zasilkovna',
      prices: expect.arrayContaining([{ currency: 'CZK', price: 79, freeFrom: 1500 }]),
    });
    expect(list.find((s) => s.id === 1)!.blockedPaymentCodes).toEqual(['cod']);
  });

  it('a changed price is what the checkout charges', async () => {
    const s = await shipperOf(2);
    const res = await call('PUT', '/api/admin/v1/shippers/2', {
      ...fieldsOf(s),
      prices: s.prices.map((p) => (p.currency === 'CZK' ? { ...p, price: 99, freeFrom: 5000 } : p)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = await newCart();
    const offered = shippersResponse.parse(
      (await t.app.inject({ url: '/api/v1/cart/shippers', headers: { 'x-cart-token': token } })).json(),
    ).data;
    expect(offered.find((x) => x.id === 2)!.prices.priceWithTax).toBe(99);
    const placed = await place(token);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placeOrderResponse.parse(placed.json()).data.prices.shipperPrice).toBe(99);
  });

  it('a blocked combination set in the grid is refused at the checkout; unblocked it goes', async () => {
    const grid = await call('PUT', '/api/admin/v1/shipping/blocked-payments', {
      shippers: [{ id: 2, blockedPaymentCodes: ['cod'] }],
    });
    expect(grid.statusCode, grid.body).toBe(200);
    expect(adminBlockedPaymentsResponse.parse(grid.json()).data.shippers).toContainEqual({
      id: 2,
      blockedPaymentCodes: ['cod'],
    });
    // The shipper's own form leaves the grid's codes alone when it does not send them.
    const { blockedPaymentCodes, ...rest } = fieldsOf(await shipperOf(2));
    expect(blockedPaymentCodes).toEqual(['cod']);
    expect((await call('PUT', '/api/admin/v1/shippers/2', { ...rest, deliveryDays: 2 })).statusCode).toBe(
      200,
    );
    expect((await shipperOf(2)).blockedPaymentCodes).toEqual(['cod']);
    const token = await newCart();
    expect(refusal(await place(token, { paymentId: 2 }))).toMatchObject({
      paymentId: placeOrderErrors.blockedPayment,
    });

    await call('PUT', '/api/admin/v1/shipping/blocked-payments', {
      shippers: [{ id: 2, blockedPaymentCodes: [] }],
    });
    expect((await place(token, { paymentId: 2 })).statusCode).toBe(200);
    expect(
      refusal(
        await call('PUT', '/api/admin/v1/shipping/blocked-payments', {
          shippers: [{ id: 999, blockedPaymentCodes: ['bitcoin'] }],
        }),
      ),
    ).toEqual({
      'shippers.0.id': shippingAdminErrors.unknownShipper,
      'shippers.0.blockedPaymentCodes': shippingAdminErrors.blockedUnknown.replace('{codes}', 'bitcoin'),
    });
  });

  it('refuses bad shipper fields in Czech and a taken code with 409', async () => {
    const s = await shipperOf(2);
    expect(
      refusal(
        await call('PUT', '/api/admin/v1/shippers/2', {
          ...fieldsOf(s),
          name: { cs: ' ' },
          closesAt: '25:00',
          deliveryDays: -1,
          countries: ['XXX'],
          blockedPaymentCodes: ['bitcoin'],
          prices: [{ currency: 'CZK', price: -1, freeFrom: 0 }],
        }),
      ),
    ).toEqual({
      'name.cs': shippingAdminErrors.nameRequired,
      closesAt: shippingAdminErrors.closesAt,
      deliveryDays: shippingAdminErrors.deliveryDays,
      countries: shippingAdminErrors.countries.replace('{countries}', 'XXX'),
      blockedPaymentCodes: shippingAdminErrors.blockedUnknown.replace('{codes}', 'bitcoin'),
      'prices.0.price': shippingAdminErrors.price,
      'prices.0.freeFrom': shippingAdminErrors.freeFrom,
    });
    expect((await shipperOf(2)).closesAt).toBe(s.closesAt);
    expect(
      refusal(await call('POST', '/api/admin/v1/shippers', { ...fieldsOf(s), code: 'zasilkovna' }), 409),
    ).toEqual({
      code: shippingAdminErrors.codeTaken,
    });
  });

  it('a new shipper is offered in its place; switched off it is not', async () => {
    const created = await call('POST', '/api/admin/v1/shippers', {
      code: 'ppl',
      type: 'COURIER',
      name: { cs: 'PPL', sk: 'PPL', de: 'PPL' },
      description: { cs: 'Doručení na adresu' },
      requiredAddress: true,
      deliveryDays: 2,
      closesAt: '13:30',
      countries: ['CZE'],
      blockedPaymentCodes: [],
      position: 0,
      enabled: true,
      prices: [{ currency: 'CZK', price: 129, freeFrom: null }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const ppl = adminShipperResponse.parse(created.json()).data;
    const listed = async () =>
      shippersResponse
        .parse((await t.app.inject({ url: '/api/v1/shippers' })).json())
        .data.map((s) => s.code);
    expect((await listed())[0]).toBe('ppl');
    expect(
      (await call('PUT', `/api/admin/v1/shippers/${ppl.id}`, { ...fieldsOf(ppl), enabled: false }))
        .statusCode,
    ).toBe(200);
    expect(await listed()).not.toContain('ppl');
    expect(
      (
        await rows<{ action: string }>(
          sql`select action from operators.audit_log where object_type = 'shipper' and object_id = ${String(ppl.id)} order by id`,
        )
      ).map((r) => r.action),
    ).toEqual(['shipper.create', 'shipper.update']);
  });
});

describe('payment methods', () => {
  it('a changed surcharge is charged at once; a switched-off method is not offered', async () => {
    const list = adminPaymentList.parse((await call('GET', '/api/admin/v1/payment-methods')).json()).data;
    const cod = list.find((p) => p.code === 'cod')!;
    expect(cod.prices).toEqual([{ currency: 'CZK', price: 39 }]);
    const { id, code, ...fields } = cod;
    void code;
    const res = await call('PUT', `/api/admin/v1/payment-methods/${id}`, {
      ...fields,
      prices: [{ currency: 'CZK', price: 45.5 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPaymentResponse.parse(res.json()).data.prices).toEqual([{ currency: 'CZK', price: 45.5 }]);
    const token = await newCart();
    const offered = paymentsResponse.parse(
      (await t.app.inject({ url: '/api/v1/cart/payments', headers: { 'x-cart-token': token } })).json(),
    ).data;
    expect(offered.find((p) => p.id === id)!.prices.priceWithTax).toBe(45.5);
    const placed = await place(token, { paymentId: id });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placeOrderResponse.parse(placed.json()).data.prices.paymentPrice).toBe(45.5);

    expect(
      (await call('PUT', `/api/admin/v1/payment-methods/${id}`, { ...fields, enabled: false })).statusCode,
    ).toBe(200);
    const after = paymentsResponse.parse(
      (await t.app.inject({ url: '/api/v1/cart/payments', headers: { 'x-cart-token': token } })).json(),
    ).data;
    expect(after.map((p) => p.id)).not.toContain(id);
    await call('PUT', `/api/admin/v1/payment-methods/${id}`, {
      ...fields,
      enabled: true,
      prices: cod.prices,
    });
  });

  it('refuses bad surcharges and a taken code', async () => {
    const res = await call('POST', '/api/admin/v1/payment-methods', {
      code: 'card',
      kind: 'gateway',
      name: { cs: '' },
      description: { cs: '' },
      position: 1,
      enabled: true,
      prices: [
        { currency: 'CZK', price: 1.001 },
        { currency: 'CZK', price: 2 },
      ],
    });
    expect(refusal(res)).toEqual({
      'name.cs': shippingAdminErrors.nameRequired,
      'prices.0.price': shippingAdminErrors.price,
      'prices.1.currency': shippingAdminErrors.priceDuplicate,
    });
    const taken = await call('POST', '/api/admin/v1/payment-methods', {
      code: 'card',
      kind: 'gateway',
      name: { cs: 'Karta' },
      description: { cs: '' },
      position: 1,
      enabled: true,
      prices: [{ currency: 'CZK', price: 0 }],
    });
    expect(refusal(taken, 409)).toEqual({ code: shippingAdminErrors.codeTaken });
  });
});

describe('loyalty credits', () => {
  const moveTo = (orderId: number, to: string, trackingNumber?: string) =>
    call('POST', `/api/admin/v1/orders/${orderId}/transitions`, { to, trackingNumber }, desk);
  const ledger = (accountId: number) =>
    rows<{ amount: number; order_id: number | null; note: string }>(
      sql`select amount, order_id, note from customer.credit_movements where account_id = ${accountId} order by id`,
    );

  it('a delivered order of a registered customer earns the share of its goods once', async () => {
    const rule = await put('loyalty', { enabled: true, percentOfDelivered: 5 });
    expect(rule.statusCode, rule.body).toBe(200);
    const who = await registerCustomer(t, { emailPrefix: 'vernost' });
    const accountId = (
      (await t.app.inject({ url: '/api/v1/user', headers: who })).json() as { data: { id: number } }
    ).data.id;
    const order = await placeCustomerOrder(t.app, who, [[ALOE, 2]], { paymentId: 2 });
    for (const [to, tracking] of [['shipped', 'Z 1234'], ['delivered']] as const) {
      const res = await moveTo(order.id, to, tracking);
      expect(res.statusCode, res.body).toBe(200);
    }
    // 5 % of 2 × 249 Kč: 24,90 Kč; shipping and the cash-on-delivery fee are not goods.
    expect(await ledger(accountId)).toEqual([
      { amount: 2490, order_id: order.id, note: `${EARNED_NOTE_PREFIX} ${order.code}` },
    ]);
    expect((await moveTo(order.id, 'delivered')).statusCode).toBe(409);

    // Twice at once (a retried job, a second process): one entry.
    const [row] = await rows<Record<string, number | string | null>>(
      sql`select id, code, customer_id, currency_code, items_with_tax, gifts_with_tax, discount_with_tax, credits_used
            from orders.orders where id = ${order.id}`,
    );
    const delivered = {
      id: order.id,
      code: order.code,
      customerId: accountId,
      currencyCode: 'CZK',
      itemsWithTax: Number(row!.items_with_tax),
      giftsWithTax: Number(row!.gifts_with_tax),
      discountWithTax: Number(row!.discount_with_tax),
      creditsUsed: Number(row!.credits_used),
    };
    const earned = await Promise.all(
      [1, 2].map(() => t.database.db.transaction((tx) => earnDeliveredOrderCredits(tx, delivered, null))),
    );
    expect(earned).toEqual([0, 0]);
    expect(await ledger(accountId)).toHaveLength(1);
  });

  it('a euro order earns at the exchange rate the tax documents use', async () => {
    expect((await put('exchangeRates', { EUR: 25.125 })).statusCode).toBe(200);
    const rate = await documentExchangeRate(t.database.db, 'EUR');
    expect(rate).toBe(25.125);
    const who = await registerCustomer(t, { emailPrefix: 'euro' });
    const accountId = (
      (await t.app.inject({ url: '/api/v1/user', headers: who })).json() as { data: { id: number } }
    ).data.id;
    const order = {
      id: 2_000_000,
      code: 'EUR-1',
      customerId: accountId,
      currencyCode: 'EUR',
      itemsWithTax: 4_000,
      giftsWithTax: 0,
      discountWithTax: 0,
      creditsUsed: 0,
    };
    const written = await t.database.db.transaction((tx) => earnDeliveredOrderCredits(tx, order, rate));
    // 40 € × 25,125 Kč = 1 005 Kč; 5 % of it.
    expect(written).toBe(5025);
    expect(written).toBe(
      loyaltyCreditsEarned({ ...order, decimalPlaces: 2 }, { enabled: true, percentOfDelivered: 5 }, rate),
    );
  });

  it('switched off, nobody earns; credits spent come back when the order is cancelled', async () => {
    expect((await put('loyalty', { enabled: false, percentOfDelivered: 5 })).statusCode).toBe(200);
    const { who, accountId } = await customerWithCredits(t, 10_000, 'vraceni');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: who,
      payload: { id: ALOE, amount: 1 },
    });
    const spend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: who,
      payload: { credits: 100 },
    });
    expect(spend.statusCode, spend.body).toBe(200);
    const order = await placeCustomerOrder(t.app, who, [], { paymentId: 2 });
    expect(order.prices.creditsUsed).toBe(100);
    const balance = async () => (await ledger(accountId)).reduce((sum, r) => sum + r.amount, 0);
    expect(await balance()).toBe(0);
    expect((await moveTo(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await balance()).toBe(10_000);

    const other = await placeCustomerOrder(t.app, who, [[ALOE, 1]], { paymentId: 2 });
    await moveTo(other.id, 'shipped', 'Z 99');
    expect((await moveTo(other.id, 'delivered')).statusCode).toBe(200);
    expect(await balance()).toBe(10_000);
  });
});
