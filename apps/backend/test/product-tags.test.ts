import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, zonedDateTime } from '@shop/rules';
import {
  cartChangeResponse,
  cartResponse,
  catalogState,
  product as productShape,
  type ProductBox,
} from '@shop/contract';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { queryRows } from '../src/db/query.ts';

// The fixture's order gifts: Aloe gel free from 500 Kč, the band for 1 Kč from 1 000 Kč.
// Products: aloe 249 Kč, band 199 Kč with '2+1 zdarma', balls 599 Kč, cones 899 Kč (not saleable).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const today = () => zonedDateTime(new Date()).date;

async function product(id: number, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/v1/products/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return productShape.parse(res.json());
}

async function box(productId: number, categoryId: number): Promise<ProductBox> {
  const res = await t.app.inject({ url: `/api/catalog/v2/state?scope=category&id=${categoryId}` });
  expect(res.statusCode, res.body).toBe(200);
  const found = catalogState.parse(res.json()).products.find((p) => p.id === productId);
  expect(found).toBeDefined();
  return found!;
}

const aloeStock = sql`variant_id = (select id from catalog.variants where code = 'ALOE-100')`;

/** Empties the gift's stock for the test, then puts it back as it was. */
async function withoutAloeStock(test: () => Promise<void>) {
  const before = await queryRows<{ warehouse_id: number; quantity: number; reserved: number }>(
    t.database.db,
    sql`select warehouse_id, quantity, reserved from inventory.stock where ${aloeStock}`,
  );
  expect(before.length).toBeGreaterThan(0);
  await t.database.db.execute(sql`update inventory.stock set quantity = 0, reserved = 0 where ${aloeStock}`);
  try {
    await test();
  } finally {
    for (const r of before)
      await t.database.db.execute(
        sql`update inventory.stock set quantity = ${r.quantity}, reserved = ${r.reserved}
             where ${aloeStock} and warehouse_id = ${r.warehouse_id}`,
      );
  }
}

describe("the 'Dárek zdarma' tag: one piece earns a free order gift", () => {
  it('lists the free gift a piece reaches and tags the box; a cheaper product earns none', async () => {
    const balls = await product(5);
    expect(balls.gifts).toEqual([{ id: expect.any(Number), name: 'Aloe gel 100 ml', isAvailable: true }]);
    expect((await box(5, 7)).giftFree).toBe(true);

    // 249 Kč is below the 500 Kč threshold; the 1 Kč gift is no free gift at any price.
    expect((await product(1)).gifts).toEqual([]);
    expect((await box(1, 3)).giftFree).toBe(false);
    expect((await product(6)).gifts.map((g) => g.name)).toEqual(['Aloe gel 100 ml']);
  });

  it('judges the threshold in the currency asked for', async () => {
    // The fixture offers its gifts in crowns only.
    expect((await product(5, { 'x-currency': 'EUR' })).gifts).toEqual([]);
  });

  it('keeps a sold-out gift listed as not available, and drops the tag', async () => {
    await withoutAloeStock(async () => {
      expect((await product(5)).gifts).toEqual([
        { id: expect.any(Number), name: 'Aloe gel 100 ml', isAvailable: false },
      ]);
      expect((await box(5, 7)).giftFree).toBe(false);
    });
    expect((await box(5, 7)).giftFree).toBe(true);
  });
});

describe("the 'Akce skončila' tag: an N+1 promotion after its last day", () => {
  const endOn = (day: string | null) =>
    t.database.db.execute(sql`update catalog.products set n_plus_one_until = ${day}::date where id = 4`);

  it('runs through its last day, then ends in the product, the box and the cart', async () => {
    await endOn(today());
    try {
      expect((await product(4)).discounts).toEqual([{ isNPlusOne: true, active: true, name: '2+1 zdarma' }]);
      expect(await box(4, 6)).toMatchObject({ nPlusOne: 2, saleEnded: false });

      await endOn(addDays(today(), -1));
      expect((await product(4)).discounts).toEqual([{ isNPlusOne: true, active: false, name: '2+1 zdarma' }]);
      expect(await box(4, 6)).toMatchObject({ nPlusOne: null, saleEnded: true });

      // The cart no longer gives the third piece free.
      const band = (await product(4, {})).defaultVariantId;
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/items',
        payload: { id: band, amount: 3 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const token = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
      const cart = cartResponse.parse(
        (await t.app.inject({ url: '/api/v1/cart', headers: { 'x-cart-token': token } })).json(),
      ).data;
      expect(cart.items[0]).toMatchObject({ amount: 3, freePieces: 0, attributes: { promotion: null } });
    } finally {
      await endOn(null);
    }
    expect(await box(4, 6)).toMatchObject({ nPlusOne: 2, saleEnded: false });
  });

  it('shows no ended promotion on a product that never had one', async () => {
    expect((await product(5)).discounts).toEqual([]);
    expect((await box(5, 7)).saleEnded).toBe(false);
  });
});
