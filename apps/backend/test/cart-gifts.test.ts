import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cartChangeResponse,
  cartResponse,
  catalogProductResponse,
  errorResponse,
  orderGiftsResponse,
  type Variant,
} from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { invalidateGiftOffers } from '../src/modules/cart/gifts.ts';
import { queryRows } from '../src/db/query.ts';

let t: TestApp;
let aloe: Variant; // 249 Kč, the free gift from 500 Kč
let band: Variant; // 199 Kč, '2+1 zdarma'; the 1 Kč gift from 1 000 Kč
let balls: Variant; // 599 Kč
const giftIds = { aloe: 0, band: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/catalog/product?ids=1,4,5' });
  const products = catalogProductResponse.parse(res.json()).data;
  const first = (id: number) => products.find((p) => p.id === id)!.variants[0]!;
  [aloe, band, balls] = [first(1), first(4), first(5)];
  const gifts = orderGiftsResponse.parse((await t.app.inject({ url: '/api/v1/order-gifts' })).json()).data;
  giftIds.aloe = gifts.find((g) => g.variantId === aloe.id)!.id;
  giftIds.band = gifts.find((g) => g.variantId === band.id)!.id;
});
afterAll(() => t.cleanup());

const post = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: token ? { 'x-cart-token': token } : {},
    payload,
  });
const read = async (token: string) =>
  cartResponse.parse((await t.app.inject({ url: '/api/v1/cart', headers: { 'x-cart-token': token } })).json())
    .data;
const gifts = async (token: string | null) =>
  orderGiftsResponse.parse(
    (
      await t.app.inject({ url: '/api/v1/order-gifts', headers: token ? { 'x-cart-token': token } : {} })
    ).json(),
  ).data;
async function cartWith(variantId: number, amount: number) {
  const res = await post(null, { id: variantId, amount });
  expect(res.statusCode).toBe(200);
  return cartChangeResponse.parse(res.json()).meta.guestCartToken!;
}

describe("'N+1' promotions", () => {
  // From 3 pieces the fixture's quantity price (179.10 Kč) applies to the pieces paid for.
  it.each([
    [2, 0, 398],
    [3, 1, 358.2],
    [5, 1, 716.4],
    [6, 2, 716.4],
  ])('%i pieces of a 2+1 product: %i free, %f Kč', async (amount, free, total) => {
    const token = await cartWith(band.id, amount);
    const cart = await read(token);
    expect(cart.items[0]).toMatchObject({
      amount,
      freePieces: free,
      attributes: { discount: free > 0, promotion: { buy: 2, free: 1 } },
    });
    expect(cart.items[0]!.prices.totalWithTax).toBe(total);
    expect(cart.prices.itemsWithTax).toBe(total);
    // Before discounts every piece counts, the free ones too.
    expect(cart.prices.totalOriginalWithTax).toBeCloseTo(
      cart.items[0]!.prices.unitOriginalWithTax * amount,
      2,
    );
  });
});

describe('order gifts', () => {
  it('an add answers with the gifts judged against the cart after it, as GET /api/v1/order-gifts does', async () => {
    const first = cartChangeResponse.parse((await post(null, { id: balls.id, amount: 1 })).json());
    const token = first.meta.guestCartToken!;
    expect(first.data.orderGifts).toEqual(await gifts(token));
    const second = cartChangeResponse.parse((await post(token, { id: balls.id, amount: 1 })).json());
    expect(second.data.orderGifts).toEqual(await gifts(token));
    // 2 × 599 Kč reach the free gift from 500 Kč and the 1 Kč gift from 1 000 Kč.
    expect(
      second.data
        .orderGifts!.filter((g) => g.available)
        .map((g) => g.id)
        .sort(),
    ).toEqual([giftIds.aloe, giftIds.band].sort());
  });

  it('lists the gifts of the currency, available only from their price_from', async () => {
    const token = await cartWith(balls.id, 1);
    expect(await gifts(token)).toEqual([
      expect.objectContaining({ id: giftIds.aloe, priceFrom: 500, priceWithTax: 0, available: true }),
      expect.objectContaining({ id: giftIds.band, priceFrom: 1000, priceWithTax: 1, available: false }),
    ]);
    expect((await gifts(null)).every((g) => !g.available && !g.selected)).toBe(true);
  });

  it('a gift is chosen with type gift, shows in the totals, and a duplicate choice is ignored', async () => {
    const token = await cartWith(balls.id, 2);
    for (const id of [giftIds.aloe, giftIds.band, giftIds.band]) {
      expect((await post(token, { id, type: 'gift' })).statusCode).toBe(200);
    }
    const cart = await read(token);
    expect(cart.gifts.map((g) => [g.id, g.priceWithTax])).toEqual([
      [giftIds.aloe, 0],
      [giftIds.band, 1],
    ]);
    expect(cart.prices).toMatchObject({
      itemsWithTax: 1198,
      giftsWithTax: 1,
      totalWithTax: 1199,
      discountLimitPriceWithVat: 1198,
    });
    // The gift's price without VAT follows the cart's VAT ratio, rounded up.
    expect(cart.prices.giftsWithoutTax).toBe(0.83);
    expect((await gifts(token)).filter((g) => g.selected)).toHaveLength(2);
    expect(cart.items).toHaveLength(1);
  });

  it('refuses a gift the cart does not reach (422) and an unknown one (404)', async () => {
    const token = await cartWith(balls.id, 1);
    const res = await post(token, { id: giftIds.band, type: 'gift' });
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: 'gift.notAvailable',
      field: 'id',
      title: 'Dárek zatím nelze vybrat',
    });
    expect((await post(token, { id: 999_999, type: 'gift' })).statusCode).toBe(404);
    expect((await read(token)).gifts).toEqual([]);
  });

  it('a chosen gift goes when the cart falls below its price_from, or when a coupon takes it there', async () => {
    const token = await cartWith(balls.id, 2);
    await post(token, { id: giftIds.band, type: 'gift' });
    await post(token, { id: giftIds.aloe, type: 'gift' });
    const line = (await read(token)).items[0]!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/cart/items/${line.id}`,
      headers: { 'x-cart-token': token },
      payload: { amount: 1 },
    });
    expect((await read(token)).gifts.map((g) => g.id)).toEqual([giftIds.aloe]);
    // 10 % off 599 Kč leaves 539.10 Kč: still above the free gift's 500 Kč.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/coupon',
      headers: { 'x-cart-token': token },
      payload: { couponCode: 'SLEVA10' },
    });
    expect((await read(token)).gifts.map((g) => g.id)).toEqual([giftIds.aloe]);
    // 100 Kč off leaves 499 Kč: below it.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/coupon',
      headers: { 'x-cart-token': token },
      payload: { couponCode: 'STOVKA' },
    });
    const cart = await read(token);
    expect(cart.prices.discountLimitPriceWithVat).toBe(499);
    expect(cart.gifts).toEqual([]);
  });

  it('GET /api/v1/cart?include=orderGifts answers what GET /api/v1/cart and GET /api/v1/order-gifts do', async () => {
    const withGifts = async (token: string | null) => {
      const res = await t.app.inject({
        url: '/api/v1/cart?include=orderGifts',
        headers: token ? { 'x-cart-token': token } : {},
      });
      expect(res.statusCode).toBe(200);
      return cartResponse.parse(res.json());
    };
    const token = await cartWith(balls.id, 2);
    await post(token, { id: giftIds.aloe, type: 'gift' });
    const both = await withGifts(token);
    expect(both.data).toEqual(await read(token));
    expect(both.included?.orderGifts).toEqual(await gifts(token));
    expect(both.included!.orderGifts.find((g) => g.id === giftIds.aloe)).toMatchObject({
      available: true,
      selected: true,
    });
    // No cart: the empty cart, and every gift out of reach.
    const none = await withGifts(null);
    expect(none.data.items).toEqual([]);
    expect(none.included?.orderGifts).toEqual(await gifts(null));
    // Without include the answer is the cart alone; an unknown include is refused.
    const plain = await t.app.inject({ url: '/api/v1/cart', headers: { 'x-cart-token': token } });
    expect(cartResponse.parse(plain.json()).included).toBeUndefined();
    expect((await t.app.inject({ url: '/api/v1/cart?include=everything' })).statusCode).toBe(400);
  });

  it('a chosen gift the cart no longer reaches is taken out by the same call that lists the gifts', async () => {
    const token = await cartWith(balls.id, 1);
    await post(token, { id: giftIds.aloe, type: 'gift' });
    // The shop raises the free gift's threshold above the cart's 599 Kč.
    await t.database.db.execute(
      sql`update cart.gifts set price_from = price_from || '{"CZK": 70000}'::jsonb where id = ${giftIds.aloe}`,
    );
    invalidateGiftOffers(t.database.db);
    try {
      const res = await t.app.inject({
        url: '/api/v1/cart?include=orderGifts',
        headers: { 'x-cart-token': token },
      });
      const { data, included } = cartResponse.parse(res.json());
      expect(data.gifts).toEqual([]);
      expect(included!.orderGifts.find((g) => g.id === giftIds.aloe)).toMatchObject({
        available: false,
        selected: false,
      });
      // The choice itself is gone, not only hidden from this answer.
      const chosen = await queryRows(
        t.database.db,
        sql`select 1 from cart.cart_gifts where gift_id = ${giftIds.aloe} and cart_id = (select cart_id from cart.cart_items where id = ${data.items[0]!.id})`,
      );
      expect(chosen).toEqual([]);
    } finally {
      await t.database.db.execute(
        sql`update cart.gifts set price_from = price_from || '{"CZK": 50000}'::jsonb where id = ${giftIds.aloe}`,
      );
      invalidateGiftOffers(t.database.db);
    }
  });

  it('a chosen gift is given back with DELETE /api/v1/cart/gifts/{id}, only from the own cart', async () => {
    const token = await cartWith(balls.id, 1);
    const other = await cartWith(balls.id, 1);
    await post(token, { id: giftIds.aloe, type: 'gift' });
    const url = `/api/v1/cart/gifts/${giftIds.aloe}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: { 'x-cart-token': other } });
    expect(foreign.statusCode).toBe(404);
    expect((await read(token)).gifts).toHaveLength(1);
    const res = await t.app.inject({ method: 'DELETE', url, headers: { 'x-cart-token': token } });
    expect(res.statusCode).toBe(200);
    expect(cartChangeResponse.parse(res.json()).data.cart.gifts).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { 'x-cart-token': token } })).statusCode,
    ).toBe(404);
  });
});

describe('minimum order value and removed items', () => {
  it('tells how much is missing to the minimum order value', async () => {
    await t.database.db.execute(
      sql`update settings.shop_settings set value = '{"CZK": 100000, "EUR": 4000}' where key = 'orderMinimumValueWithTax'`,
    );
    invalidateSettings(t.database.db);
    try {
      const token = await cartWith(balls.id, 1);
      expect((await read(token)).prices).toMatchObject({
        orderMinimumValue: 1000,
        orderMinimumRemaining: 401,
      });
      await post(token, { id: balls.id, amount: 1 });
      expect((await read(token)).prices.orderMinimumRemaining).toBe(0);
    } finally {
      await t.database.db.execute(
        sql`update settings.shop_settings set value = '{"CZK": 0, "EUR": 0}' where key = 'orderMinimumValueWithTax'`,
      );
      invalidateSettings(t.database.db);
    }
  });

  it('removes lines that can no longer be bought and reports them once', async () => {
    const token = await cartWith(aloe.id, 1);
    await post(token, { id: balls.id, amount: 1 });
    await t.database.db.execute(sql`update catalog.products set saleable = false where id = 5`);
    try {
      const cart = await read(token);
      expect(cart.removedItems).toEqual([{ variantId: balls.id, name: 'Venušiny kuličky' }]);
      expect(cart.items.map((i) => i.variantId)).toEqual([aloe.id]);
      expect(cart.prices.itemsWithTax).toBe(249);
      expect((await read(token)).removedItems).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update catalog.products set saleable = true where id = 5`);
    }
  });
});

describe('shopping disabled', () => {
  it("refuses every add with the shop's text while shopping is switched off", async () => {
    const text = 'Nákup je dočasně pozastaven. Omlouváme se za komplikace.';
    await t.database.db.execute(
      sql`insert into settings.shop_settings (key, value) values ('shoppingDisabled', ${JSON.stringify({ enabled: true, text })}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
    invalidateSettings(t.database.db);
    try {
      const res = await post(null, { id: aloe.id, amount: 1 });
      expect(res.statusCode).toBe(409);
      expect(errorResponse.parse(res.json()).errors[0]).toEqual({
        code: 'cart.shoppingOff',
        field: 'id',
        title: text,
      });
    } finally {
      await t.database.db.execute(sql`delete from settings.shop_settings where key = 'shoppingDisabled'`);
      invalidateSettings(t.database.db);
    }
    expect((await post(null, { id: aloe.id, amount: 1 })).statusCode).toBe(200);
  });
});

describe('loyalty credits', () => {
  it('a guest cart has none to spend', async () => {
    const token = await cartWith(aloe.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: { 'x-cart-token': token },
      payload: { credits: 100 },
    });
    expect(res.statusCode).toBe(401);
    expect(errorResponse.parse(res.json()).errors[0]!.title).toBe('Musíte se nejdříve přihlásit');
    expect((await read(token)).prices.creditsWithTax).toBe(0);
  });
});
