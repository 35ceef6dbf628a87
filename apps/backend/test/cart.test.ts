import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  cartResponse,
  batchCartItemsResponse,
  catalogProductResponse,
  errorResponse,
  type Variant,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import { variantHash } from '../src/http/price-context.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

let t: CatalogTestApp;
let aloe: Variant; // stock 15, 10 % off from 3 pieces, a b2b group price
let oil: Variant; // stock 7
let soldOut: Variant;
beforeAll(async () => {
  t = await createCatalogTestApp();
  const res = await t.app.inject({ url: '/catalog/product?ids=1,11,14' });
  const products = catalogProductResponse.parse(res.json()).data;
  const byProduct = (id: number) => products.find((p) => p.id === id)!.variants[0]!;
  [aloe, oil, soldOut] = [byProduct(1), byProduct(11), byProduct(14)];
});
afterAll(() => t.cleanup());

const headers = (token?: string | null, extra: Record<string, string> = {}) => ({
  ...(token ? { 'x-cart-token': token } : {}),
  ...extra,
});
const add = (token: string | null, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: headers(token, extra), payload });
const read = async (token: string | null, extra: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: '/api/v1/cart', headers: headers(token, extra) });
  expect(res.statusCode).toBe(200);
  return cartResponse.parse(res.json()).data;
};
async function newCart(payload: Record<string, unknown> = { id: aloe.id, amount: 1 }) {
  const res = await add(null, payload);
  expect(res.statusCode).toBe(200);
  const body = cartChangeResponse.parse(res.json());
  return { token: body.meta.guestCartToken!, body };
}

describe('cart', () => {
  it('without a token is an empty cart in the request currency, never cached', async () => {
    const res = await t.app.inject({ url: '/api/v1/cart', headers: { 'x-currency': 'EUR' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cartResponse.parse(res.json()).data).toMatchObject({
      currencyCode: 'EUR',
      items: [],
      itemCount: 0,
    });
  });

  it('the first add creates the cart and hands out its token; the server prices it', async () => {
    const { token, body } = await newCart({ id: aloe.id, amount: 2 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.changedAmount).toBe(0);
    expect(body.data.item).toMatchObject({ variantId: aloe.id, amount: 2, shoppable: { id: aloe.id } });
    const cart = await read(token);
    expect(cart.items).toHaveLength(1);
    expect(cart.prices.itemsWithTax).toBeCloseTo(aloe.prices.unitWithTax * 2, 2);
    expect(cart.prices.totalWithTax).toBe(cart.prices.itemsWithTax);
    expect(cart.prices.freeShippingAt).toBe(1500);
  });

  it('adding the same variant again raises its line; quantity prices follow the amount', async () => {
    const { token } = await newCart({ id: aloe.id, amount: 2 });
    const res = cartChangeResponse.parse((await add(token, { id: aloe.id, amount: 1 })).json());
    expect(res.meta.guestCartToken).toBeNull();
    expect(res.data.cart.items).toHaveLength(1);
    expect(res.data.item!.amount).toBe(3);
    const volume = aloe.prices.quantityPrices.find((q) => q.fromAmount === 3)!;
    expect(res.data.item!.prices.unitWithTax).toBe(volume.unitWithTax);
    expect(res.data.cart.prices.itemsWithTax).toBeCloseTo(volume.unitWithTax * 3, 2);
  });

  it('ignores prices, totals and groups sent by the client', async () => {
    const { token } = await newCart({
      id: oil.id,
      amount: 1,
      price: 0.01,
      unitWithTax: 0.01,
      totalWithTax: 0,
    });
    const tampered = await read(token, {
      'x-user-groups': 'b2b',
      'x-user-variant': 'b2b',
      ...priceSession,
      'x-variant-hash': 'ff'.repeat(32),
    });
    expect(tampered.items[0]!.prices.unitWithTax).toBe(oil.prices.unitWithTax);
    // A correctly signed group does get its price list.
    const signed = await read(token, {
      'x-user-groups': 'b2b',
      'x-user-variant': 'b2b',
      ...priceSession,
      'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
    });
    expect(signed.items[0]!.prices.unitWithTax).toBe(oil.prices.unitWithTax);
    const { token: aloeToken } = await newCart({ id: aloe.id, amount: 1 });
    const b2b = await read(aloeToken, {
      'x-user-groups': 'b2b',
      'x-user-variant': 'b2b',
      ...priceSession,
      'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
    });
    expect(b2b.items[0]!.prices.unitWithTax).toBeLessThan(aloe.prices.unitWithTax);
  });

  it.each([
    ['a negative amount', { id: 101, amount: -1 }],
    ['zero', { id: 101, amount: 0 }],
    ['a fractional amount', { id: 101, amount: 1.5 }],
    ['a huge amount', { id: 101, amount: 1e9 }],
    ['an amount as text', { id: 101, amount: '2' }],
    ['no variant', { amount: 1 }],
    ['a variant id as text', { id: 'abc', amount: 1 }],
  ])('refuses %s with 400', async (_name, payload) => {
    const res = await add(null, payload);
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).errors[0]!.title).toBe('Neplatná hodnota');
  });

  it('refuses an unknown variant with 404 and a sold-out one with 409 "Není skladem"', async () => {
    expect((await add(null, { id: 999_999, amount: 1 })).statusCode).toBe(404);
    const res = await add(null, { id: soldOut.id, amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'cart.notInStock',
      field: 'id',
      title: 'Není skladem',
    });
  });

  it('keeps the amount within the stock and says by how much it changed', async () => {
    const { body } = await newCart({ id: oil.id, amount: 50 });
    expect(body.data.item!.amount).toBe(7);
    expect(body.data.changedAmount).toBe(43);
  });

  it('keeps a line within the pieces per line the shop allows', async () => {
    const setCap = async (value: number | null) => {
      await t.database.db.execute(sql`delete from settings.shop_settings where key = 'maxPiecesPerLine'`);
      if (value !== null)
        await t.database.db.execute(
          sql`insert into settings.shop_settings (key, value) values ('maxPiecesPerLine', ${String(value)}::jsonb)`,
        );
      invalidateSettings(t.database.db);
    };
    await setCap(3);
    try {
      const { token, body } = await newCart({ id: aloe.id, amount: 5 });
      expect(body.data.item!.amount).toBe(3);
      expect(body.data.changedAmount).toBe(2);
      const more = cartChangeResponse.parse((await add(token, { id: aloe.id, amount: 4 })).json());
      expect(more.data.item!.amount).toBe(3);
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/cart/items/${body.data.item!.id}`,
        headers: headers(token),
        payload: { amount: 10 },
      });
      expect(cartChangeResponse.parse(patched.json()).data).toMatchObject({
        item: { amount: 3 },
        changedAmount: 7,
      });
    } finally {
      await setCap(null);
    }
    expect((await newCart({ id: aloe.id, amount: 5 })).body.data.item!.amount).toBe(5);
  });

  it('updates and removes lines of its own cart only', async () => {
    const mine = await newCart({ id: aloe.id, amount: 1 });
    const theirs = await newCart({ id: oil.id, amount: 1 });
    const myLine = mine.body.data.item!.id;
    const patch = (token: string, id: number, amount: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/cart/items/${id}`,
        headers: headers(token),
        payload: { amount },
      });
    expect((await patch(theirs.token, myLine, 2)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/cart/items/${myLine}`,
          headers: headers(theirs.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await patch(mine.token, myLine, -3)).statusCode).toBe(400);
    const updated = cartChangeResponse.parse((await patch(mine.token, myLine, 4)).json());
    expect(updated.data.item!.amount).toBe(4);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/cart/items/${myLine}`,
      headers: headers(mine.token),
    });
    expect(cartChangeResponse.parse(removed.json()).data.cart.items).toEqual([]);
    expect((await read(theirs.token)).items).toHaveLength(1);
  });

  it('empties the cart', async () => {
    const { token } = await newCart({ id: aloe.id, amount: 1 });
    await add(token, { id: oil.id, amount: 2 });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/cart/items', headers: headers(token) });
    expect(res.statusCode).toBe(200);
    expect(cartChangeResponse.parse(res.json()).data.cart).toMatchObject({ items: [], itemCount: 0 });
  });

  it('treats a garbled or unknown token as no cart', async () => {
    expect((await read('not-a-token')).items).toEqual([]);
    expect((await read('A'.repeat(43))).items).toEqual([]);
  });

  it('concurrent first adds of a variant to one cart make one line', async () => {
    const { token } = await newCart({ id: oil.id, amount: 1 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => add(token, { id: aloe.id, amount: 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    const cart = await read(token);
    expect(cart.items.find((i) => i.variantId === aloe.id)!.amount).toBe(5);
  });

  it('concurrent adds to one cart lose no piece', async () => {
    const { token } = await newCart({ id: aloe.id, amount: 1 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(token, { id: aloe.id, amount: 1 })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await read(token)).items[0]!.amount).toBe(9);
  });
});

describe('POST /api/v1/cart/items/batch', () => {
  const batch = (token: string | null, items: Record<string, unknown>[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items/batch',
      headers: token ? { 'x-cart-token': token } : {},
      payload: { items },
    });

  it('adds lines by id, code (any case) and EAN, and reports those it cannot', async () => {
    const res = await batch(null, [
      { id: aloe.id, amount: 2 },
      { code: oil.catalogCode.toLowerCase(), amount: 1 },
      { code: 'NEEXISTUJE-1', amount: 1 },
      { id: soldOut.id, amount: 1 },
      ...(aloe.ean ? [{ code: aloe.ean, amount: 1 }] : []),
    ]);
    expect(res.statusCode).toBe(200);
    const body = batchCartItemsResponse.parse(res.json());
    expect(body.meta.guestCartToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.total).toBe(aloe.ean ? 5 : 4);
    expect(body.data.added).toBe(aloe.ean ? 3 : 2);
    expect(body.data.errors).toEqual([
      { index: 2, id: null, code: 'NEEXISTUJE-1', title: 'Produkt s tímto kódem neexistuje' },
      { index: 3, id: soldOut.id, code: null, title: 'Není skladem' },
    ]);
    const amounts = Object.fromEntries(body.data.cart.items.map((i) => [i.variantId, i.amount]));
    expect(amounts).toEqual({ [aloe.id]: aloe.ean ? 3 : 2, [oil.id]: 1 });
  });

  it.each([
    ['no lines', []],
    ['a line with neither id nor code', [{ amount: 1 }]],
    ['a line with both', [{ id: 101, code: 'X', amount: 1 }]],
    ['a negative amount', [{ id: 101, amount: -2 }]],
    ['201 lines', Array.from({ length: 201 }, () => ({ id: 101, amount: 1 }))],
  ])('refuses %s with 400', async (_name, items) => {
    expect((await batch(null, items)).statusCode).toBe(400);
  });
});
