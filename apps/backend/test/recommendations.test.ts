import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, errorResponse, recommendationsResponse } from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { placeCustomerOrder, registerCustomer, type CustomerHeaders } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

// Recommendations from the shop's own orders, placed through the store API on a fresh database.
// Catalogue test data (product: variant, main category): 1 Aloe gel: 101, 3; 2 Silikonový gel:
// 102, 2; 3 Menstruační kalíšek: 103, 4; 4 Posilovací guma Medium: 106, 6; 11 Masážní olej: 901, 4;
// 12 Lubrikační gel Sensitive: 902, 3; 13 Kondomy: 903, 2; 14 Silikonový gel Premium: 904, 2 (sold
// out for good); 15 Posilovací guma Strong: 905, 6; 16 Posilovací guma Light: 906, 6.
let t: CatalogTestApp;
let shopper: CustomerHeaders;
/** An operator's API key (cancels orders). */
let operatorKey: string;
beforeAll(async () => {
  // Answers are not kept, so that each test sees the orders placed before it.
  t = await createCatalogTestApp({ env: { RECOMMENDATION_CACHE_SECONDS: '0' } });
  operatorKey = await operatorApiKey(t.database.db);
  shopper = await registerCustomer(t, { emailPrefix: 'doporuceni' });
});
afterAll(() => t.cleanup());

type Headers = Record<string, string>;
const order = (lines: number[]) =>
  placeCustomerOrder(
    t.app,
    shopper,
    lines.map((variantId) => [variantId, 1]),
  );
const cancel = async (id: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${id}/transitions`,
    headers: bearer(operatorKey),
    payload: { to: 'cancelled' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const ask = (query: string, headers: Headers = {}) =>
  t.app.inject({ url: `/api/v1/recommendations?${query}`, headers });
async function recommended(query: string, headers: Headers = {}) {
  const res = await ask(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return recommendationsResponse.parse(res.json()).data;
}
const ids = async (query: string, headers: Headers = {}) =>
  (await recommended(query, headers)).map((p) => p.id);

describe('GET /api/v1/recommendations for a product', () => {
  it('before any order: the bestsellers of its category, else its other products', async () => {
    // Category 3 holds 1 and 12; nothing was sold yet.
    expect(await ids('placement=product&productId=1')).toEqual([12]);
  });

  it('products bought together first, by how many orders had both, then the category', async () => {
    await order([101, 106]);
    await order([101, 106]);
    await order([101, 901]);
    expect(await ids('placement=product&productId=1')).toEqual([4, 11, 12]);
    // The other way round as well: 1 was bought with 4, then 4's category (6) by its bestsellers.
    expect((await ids('placement=product&productId=4'))[0]).toBe(1);
  });

  it('cancelled orders do not count', async () => {
    for (let i = 0; i < 3; i++) await cancel((await order([101, 905])).id);
    const list = await ids('placement=product&productId=1');
    expect(list).not.toContain(15);
    expect(list).toEqual([4, 11, 12]);
  });

  it("the category's bestsellers by pieces sold; sold-out products are left out", async () => {
    // Category 2 lists 1 (an extra category of it), 2, 13 and 14; 14 is sold out for good. So far
    // 1 sold 3 pieces; 2 now sells 5.
    await placeCustomerOrder(t.app, shopper, [[102, 5]]);
    expect(await ids('placement=product&productId=13')).toEqual([2, 1]);
    expect(await ids('placement=product&productId=2')).toEqual([1, 13]);
  });

  it('answers product boxes in the request’s currency, never the product itself', async () => {
    const boxes = await recommended('placement=product&productId=1', { 'x-currency': 'EUR' });
    expect(boxes.map((b) => b.id)).not.toContain(1);
    expect(boxes.every((b) => b.prices.currencyCode === 'EUR' && b.saleable)).toBe(true);
    expect(boxes[0]).toMatchObject({ id: 4, slug: 'posilovaci-guma-medium', variantId: 106 });
  });

  it('a limit of at most 8', async () => {
    expect(await ids('placement=product&productId=1&limit=2')).toEqual([4, 11]);
    expect((await ask('placement=product&productId=1&limit=9')).statusCode).toBe(422);
  });

  it('a guest’s answer may be shared briefly; a customer’s or a cart holder’s is private', async () => {
    expect((await ask('placement=product&productId=1')).headers['cache-control']).toBe('public, max-age=60');
    expect((await ask('placement=product&productId=1', shopper)).headers['cache-control']).toBe(
      'private, no-store',
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { id: 101, amount: 1 },
    });
    const token = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
    expect(
      (await ask('placement=product&productId=1', { 'x-cart-token': token })).headers['cache-control'],
    ).toBe('private, no-store');
  });

  it('bad input is refused with 422 naming the field; an unknown or hidden product is 404', async () => {
    for (const [query, field] of [
      ['placement=shelf', 'placement'],
      ['placement=product', 'productId'],
      ['placement=product&productId=abc', 'productId'],
      ['placement=product&productId=-1', 'productId'],
      ['productId=1', 'placement'],
    ] as const) {
      const res = await ask(query);
      expect(res.statusCode, query).toBe(422);
      expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({ code: 'invalid', field });
    }
    expect((await ask('placement=product&productId=999999')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/recommendations for the cart', () => {
  const cartOf = async (variants: number[]) => {
    let token: string | null = null;
    for (const id of variants) {
      const res: { json(): unknown } = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/items',
        headers: token ? { 'x-cart-token': token } : {},
        payload: { id, amount: 1 },
      });
      token ??= cartChangeResponse.parse(res.json()).meta.guestCartToken;
    }
    return { 'x-cart-token': token! };
  };

  it("bought together with the cart's products, never those in it, topped up from their categories", async () => {
    expect(await ids('placement=cart', await cartOf([101]))).toEqual([4, 11, 12]);
    const both = await ids('placement=cart', await cartOf([101, 106]));
    expect(both.slice(0, 1)).toEqual([11]);
    expect(both).not.toContain(1);
    expect(both).not.toContain(4);
    // Category 6 (of product 4) tops up: its other products.
    expect(both).toEqual(expect.arrayContaining([12, 15, 16]));
  });

  it('the logged-in customer’s own cart; nothing without a cart; always private', async () => {
    const customer = await registerCustomer(t, { emailPrefix: 'doporuceni-kosik' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: customer,
      payload: { id: 101, amount: 1 },
    });
    expect(await ids('placement=cart', customer)).toEqual([4, 11, 12]);
    const res = await ask('placement=cart');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(recommendationsResponse.parse(res.json()).data).toEqual([]);
  });
});

describe('what is not shown', () => {
  it('hidden products, as a recommendation or as the product asked about', async () => {
    await queryRows(t.database.db, sql`update catalog.products set visible = false where id = 11`);
    expect(await ids('placement=product&productId=1')).toEqual([4, 12]);
    expect((await ask('placement=product&productId=11')).statusCode).toBe(404);
  });

  it('more than 8 at once', async () => {
    // Ten other products bought with 1; 4 was bought with it most often.
    await order([101, 102, 103, 106, 107, 902, 903, 905, 906, 908]);
    const list = await ids('placement=product&productId=1');
    expect(list).toHaveLength(8);
    expect(list[0]).toBe(4);
    expect(new Set(list).size).toBe(8);
  });
});
