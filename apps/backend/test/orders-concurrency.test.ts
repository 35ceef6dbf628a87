import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, errorResponse, placeOrderErrors, placeOrderResponse } from '@shop/contract';
import { guestPickupOrder } from './support/guest-order.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

/**
 * Orders racing each other. On PostgreSQL (TEST_DATABASE_URL) the requests run on parallel
 * connections of the app's pool; on the embedded database they queue, and the outcome must be the
 * same.
 */
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const ALOE = 101; // stock 12 + 3 at the supplier
const SILK = 102; // stock 12 + 3 at the supplier
const OIL = 901; // stock 7

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function newCart(lines: [number, number][]): Promise<string> {
  let token: string | null = null;
  for (const [id, amount] of lines) {
    const res: Awaited<ReturnType<typeof t.app.inject>> = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: token ? { 'x-cart-token': token } : {},
      payload: { id, amount },
    });
    expect(res.statusCode).toBe(200);
    token ??= cartChangeResponse.parse(res.json()).meta.guestCartToken;
  }
  return token!;
}

const body = guestPickupOrder;
const place = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': token },
    payload: body,
  });

describe('concurrent orders', () => {
  it('20 shoppers, 3 pieces: 3 orders, the others sold out, stock 0 and never below', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await newCart([[OIL, 1]]));
    await t.database.db.execute(sql`update inventory.stock set quantity = 3 where variant_id = ${OIL}`);

    const answers = await Promise.all(tokens.map(place));
    const ok = answers.filter((r) => r.statusCode === 200);
    const soldOut = answers.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(soldOut).toHaveLength(17);
    for (const r of soldOut) {
      expect(errorResponse.parse(r.json()).errors).toEqual([
        { code: 'order.soldOut', field: 'items.0', title: placeOrderErrors.soldOut },
      ]);
    }
    expect(await rows(sql`select quantity from inventory.stock where variant_id = ${OIL}`)).toEqual([
      { quantity: 0 },
    ]);
    expect(
      await rows(sql`select count(*)::int as n, sum(quantity)::int as total from inventory.stock_movements
                      where variant_id = ${OIL}`),
    ).toEqual([{ n: 3, total: -3 }]);
    const orderIds = ok.map((r) => placeOrderResponse.parse(r.json()).data.id);
    expect(new Set(orderIds).size).toBe(3);
    expect(
      await rows(sql`select count(*)::int as n from orders.order_items where variant_id = ${OIL}`),
    ).toEqual([{ n: 3 }]);
    // The refused carts stay open.
    expect(
      await rows(sql`select count(*)::int as n from cart.carts c
                      where exists (select 1 from cart.cart_items i where i.cart_id = c.id and i.variant_id = ${OIL})
                        and c.ordered_at is null`),
    ).toEqual([{ n: 17 }]);
  });

  it('one cart placed 10 times at once: one order, the same answer to every call', async () => {
    const token = await newCart([[ALOE, 2]]);
    const before = await rows<{ quantity: number }>(
      sql`select quantity from inventory.stock where variant_id = ${ALOE} order by warehouse_id`,
    );
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const parsed = answers.map((r) => placeOrderResponse.parse(r.json()));
    expect(new Set(parsed.map((p) => p.data.id)).size).toBe(1);
    expect(new Set(parsed.map((p) => p.meta.orderToken)).size).toBe(1);
    const orderId = parsed[0]!.data.id;
    expect(
      await rows(sql`select id from orders.orders where cart_id = ${parsed[0]!.data.attributes.cartId}`),
    ).toEqual([{ id: orderId }]);
    expect(
      await rows(sql`select quantity from inventory.stock where variant_id = ${ALOE} order by warehouse_id`),
    ).toEqual([{ quantity: before[0]!.quantity - 2 }, { quantity: before[1]!.quantity }]);
    expect(
      await rows(sql`select kind from jobs.jobs where (payload ->> 'orderId')::int = ${orderId}`),
    ).toEqual([{ kind: 'order-confirmation' }, { kind: 'shop-new-order' }]);
  });

  it('a coupon for 2 orders, 5 racing: 2 use it, 3 hear it ran out', async () => {
    await t.database.db.execute(
      sql`insert into cart.coupons (code, kind, percent, usage_limit) values ('DVAKRAT', 'percent', 10, 2)`,
    );
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const token = await newCart([[SILK, 1]]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/coupon',
        headers: { 'x-cart-token': token },
        payload: { couponCode: 'DVAKRAT' },
      });
      expect(res.statusCode).toBe(200);
      tokens.push(token);
    }
    const answers = await Promise.all(tokens.map(place));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const r of ok) expect(placeOrderResponse.parse(r.json()).data.couponCode).toBe('DVAKRAT');
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422, 422]);
    for (const r of refused) {
      expect(errorResponse.parse(r.json()).errors).toEqual([
        { code: 'coupon.usedUp', field: 'couponCode', title: 'Slevový kód už byl vyčerpán' },
      ]);
    }
    expect(await rows(sql`select used_count from cart.coupons where code = 'DVAKRAT'`)).toEqual([
      { used_count: 2 },
    ]);
  });

  it('carts holding the same variants in opposite orders never deadlock', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++) {
      tokens.push(
        await newCart(
          i % 2
            ? [
                [ALOE, 1],
                [SILK, 1],
              ]
            : [
                [SILK, 1],
                [ALOE, 1],
              ],
        ),
      );
    }
    await t.database.db.execute(
      sql`update inventory.stock set quantity = 20 where variant_id in (${ALOE}, ${SILK})`,
    );
    const answers = await Promise.all(tokens.map(place));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(
      await rows(sql`select variant_id, sum(quantity)::int as quantity from inventory.stock
                      where variant_id in (${ALOE}, ${SILK}) group by variant_id order by variant_id`),
    ).toEqual([
      { variant_id: ALOE, quantity: 30 },
      { variant_id: SILK, quantity: 30 },
    ]);
  });
});
