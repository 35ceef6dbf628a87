import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCouponList,
  adminCouponResponse,
  adminGiftList,
  adminGiftResponse,
  cartChangeResponse,
  couponErrors,
  errorResponse,
  orderGiftsResponse,
  promotionErrors,
} from '@shop/contract';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import {
  ALOE,
  BAND,
  body,
  newCart,
  placed,
  readCart,
  rows,
  t,
  type Headers,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

/**
 * Coupons and order gifts in the back office: create, change, end, refusals in Czech, the
 * catalogue permission, the audit, and that the shop's cart applies what was set. Fixture: see
 * orders-fixture.ts (ALOE 249 Kč, BAND 199 Kč; gifts: the aloe gel free from 500 Kč).
 */
let owner: Headers;
let contentOnly: Headers;

beforeAll(async () => {
  owner = bearer(await operatorApiKey(t.database.db, ['catalogue']));
  contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const coupon = (payload: object) => call('POST', '/api/admin/v1/coupons', payload);

/** The fields and their Czech titles of a refusal. */
const refusal = (res: { statusCode: number; json: () => unknown; body: string }, status = 422) => {
  expect(res.statusCode, res.body).toBe(status);
  return Object.fromEntries(errorResponse.parse(res.json()).errors.map((e) => [e.field, e.title]));
};

const applyCoupon = (token: string, couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/coupon',
    headers: { 'x-cart-token': token },
    payload: { couponCode },
  });

const auditOf = (objectType: string, objectId: string) =>
  rows<{ action: string; before: unknown; after: unknown }>(
    sql`select action, before, after from operators.audit_log
         where object_type = ${objectType} and object_id = ${objectId} order by id`,
  );

describe('permissions', () => {
  it('a content-only operator gets 403 and nobody without a key gets in', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/v1/coupons'],
      ['POST', '/api/admin/v1/coupons'],
      ['GET', '/api/admin/v1/gifts'],
      ['PUT', '/api/admin/v1/gifts/1'],
    ] as const) {
      const payload = method === 'GET' ? undefined : { kind: 'free_shipping', code: 'X' };
      expect((await call(method, url, payload, contentOnly)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, {})).statusCode, url).toBe(401);
    }
  });
});

describe('coupons', () => {
  it('lists the shop coupons with their state now', async () => {
    const res = await call('GET', '/api/admin/v1/coupons');
    expect(res.statusCode).toBe(200);
    const list = adminCouponList.parse(res.json()).data;
    const state = Object.fromEntries(list.map((c) => [c.code, c.state]));
    expect(state).toMatchObject({
      SLEVA10: 'active',
      PROSLO: 'ended',
      BUDOUCI: 'scheduled',
      VYCERPANO: 'usedUp',
    });
    expect(list.find((c) => c.code === 'STOVKA')!.amounts).toEqual({ CZK: 100 });
  });

  it('creates a coupon with its code upper-cased, audited, and the cart takes it', async () => {
    const res = await coupon({ code: ' jaro-50 ', kind: 'amount', amounts: { CZK: 50, EUR: 2.5 } });
    expect(res.statusCode, res.body).toBe(200);
    const created = adminCouponResponse.parse(res.json()).data;
    expect(created).toMatchObject({
      code: 'JARO-50',
      kind: 'amount',
      amounts: { CZK: 50, EUR: 2.5 },
      usedCount: 0,
    });
    expect(await rows(sql`select amounts from cart.coupons where code = 'JARO-50'`)).toEqual([
      { amounts: { CZK: 5000, EUR: 250 } },
    ]);
    expect((await auditOf('coupon', 'JARO-50')).map((a) => a.action)).toEqual(['coupon.create']);

    const token = await newCart([[ALOE, 1]]);
    const applied = await applyCoupon(token, 'jaro-50');
    expect(applied.statusCode, applied.body).toBe(200);
    cartChangeResponse.parse(applied.json());
    const cart = await readCart(token);
    expect(cart.prices.couponDiscountWithTax).toBe(50);
    expect(cart.prices.totalWithTax).toBe(199);
  });

  it('refuses a taken code in Czech (409), also when two operators create it at once', async () => {
    expect(refusal(await coupon({ code: 'sleva10', kind: 'percent', percent: 5 }), 409)).toEqual({
      code: promotionErrors.codeTaken,
    });
    const both = await Promise.all([
      coupon({ code: 'SOUBEH', kind: 'percent', percent: 5 }),
      coupon({ code: 'soubeh', kind: 'percent', percent: 7 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await rows(sql`select count(*)::int as n from cart.coupons where code = 'SOUBEH'`)).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses bad terms with a Czech message per field and saves nothing', async () => {
    expect(refusal(await coupon({ code: 'ŠPATNÝ KÓD', kind: 'percent', percent: 0 }))).toEqual({
      code: promotionErrors.codeFormat,
      percent: promotionErrors.percentRange,
    });
    expect(refusal(await coupon({ code: 'BEZCASTKY', kind: 'amount', amounts: {} }))).toEqual({
      amounts: promotionErrors.amountsRequired,
    });
    expect(
      refusal(await coupon({ code: 'ZLECASTKY', kind: 'amount', amounts: { CZK: -5, EUR: 1.234 } })),
    ).toEqual({
      'amounts.CZK': promotionErrors.amountInvalid,
      'amounts.EUR': promotionErrors.amountInvalid,
    });
    expect(
      refusal(
        await coupon({
          code: 'OBRACENE',
          kind: 'free_shipping',
          validFrom: '2030-02-01T00:00:00Z',
          validTo: '2030-01-01T00:00:00Z',
          usageLimit: 0,
        }),
      ),
    ).toEqual({ validTo: promotionErrors.validRange, usageLimit: promotionErrors.usageLimit });
    expect(refusal(await coupon({ code: 'DATUM', kind: 'free_shipping', validFrom: 'zítra' }))).toEqual({
      validFrom: promotionErrors.dateInvalid,
    });
    expect(
      await rows(
        sql`select code from cart.coupons where code in ('BEZCASTKY', 'ZLECASTKY', 'OBRACENE', 'DATUM')`,
      ),
    ).toEqual([]);
  });

  it('counts uses by orders only: an edit keeps the count, the limit cannot go below it, a used coupon is ended, not deleted', async () => {
    expect((await coupon({ code: 'JEDNOU', kind: 'percent', percent: 10, usageLimit: 2 })).statusCode).toBe(
      200,
    );
    const token = await newCart([[ALOE, 1]]);
    expect((await applyCoupon(token, 'JEDNOU')).statusCode).toBe(200);
    await placed(token, body());
    expect(await rows(sql`select used_count from cart.coupons where code = 'JEDNOU'`)).toEqual([
      { used_count: 1 },
    ]);

    // The count is not the operator's: sent or not, it stays.
    const edited = await call('PUT', '/api/admin/v1/coupons/jednou', {
      kind: 'percent',
      percent: 15,
      usageLimit: 3,
      usedCount: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminCouponResponse.parse(edited.json()).data).toMatchObject({
      percent: 15,
      usedCount: 1,
      usageLimit: 3,
    });
    expect(
      refusal(
        await call('PUT', '/api/admin/v1/coupons/JEDNOU', { kind: 'percent', percent: 15, usageLimit: 0 }),
      ),
    ).toEqual({ usageLimit: promotionErrors.usageLimit });

    expect(refusal(await call('DELETE', '/api/admin/v1/coupons/JEDNOU'), 409)).toEqual({
      code: promotionErrors.deleteUsed,
    });
    const ended = await call('POST', '/api/admin/v1/coupons/JEDNOU/end');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(adminCouponResponse.parse(ended.json()).data.state).toBe('ended');
    const again = await applyCoupon(await newCart([[ALOE, 1]]), 'JEDNOU');
    expect(refusal(again)).toEqual({ couponCode: couponErrors.expired });
    expect((await auditOf('coupon', 'JEDNOU')).map((a) => a.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.end',
    ]);

    // An unused one may go.
    expect((await coupon({ code: 'NEPOUZITY', kind: 'free_shipping' })).statusCode).toBe(200);
    expect((await call('DELETE', '/api/admin/v1/coupons/NEPOUZITY')).statusCode).toBe(200);
    expect(await rows(sql`select code from cart.coupons where code = 'NEPOUZITY'`)).toEqual([]);
    expect((await call('GET', '/api/admin/v1/coupons/NEPOUZITY')).statusCode).toBe(404);
  });

  it('an edit lowering the limit while an order uses the coupon never lets the uses pass it', async () => {
    expect((await coupon({ code: 'SOUBEZNE', kind: 'percent', percent: 10, usageLimit: 5 })).statusCode).toBe(
      200,
    );
    const token = await newCart([[ALOE, 1]]);
    expect((await applyCoupon(token, 'SOUBEZNE')).statusCode).toBe(200);
    const [order, edit] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/place',
        headers: { 'x-cart-token': token },
        payload: body(),
      }),
      call('PUT', '/api/admin/v1/coupons/SOUBEZNE', { kind: 'percent', percent: 10, usageLimit: 1 }),
    ]);
    const [row] = await rows<{ used_count: number; usage_limit: number }>(
      sql`select used_count, usage_limit from cart.coupons where code = 'SOUBEZNE'`,
    );
    // Whichever came first, the row holds both changes and the limit holds.
    expect(row!.used_count).toBe(order.statusCode === 200 ? 1 : 0);
    if (edit.statusCode === 200) expect(row!.usage_limit).toBe(1);
    expect(row!.used_count).toBeLessThanOrEqual(row!.usage_limit);
  });
});

describe('gifts', () => {
  const gift = (payload: object) => call('POST', '/api/admin/v1/gifts', payload);

  it('lists the gifts with their variants named', async () => {
    const res = await call('GET', '/api/admin/v1/gifts');
    expect(res.statusCode).toBe(200);
    const list = adminGiftList.parse(res.json()).data;
    expect(list[0]).toMatchObject({
      variantId: ALOE,
      priceFrom: { CZK: 500 },
      prices: { CZK: 0 },
      enabled: true,
    });
    expect(list[0]!.productName).toBe('Aloe gel 100 ml');
  });

  it('creates a gift the shop offers at once, and switching it off takes it away', async () => {
    const res = await gift({ variantId: BAND, priceFrom: { CZK: 300 }, prices: { CZK: 9.9 }, position: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const created = adminGiftResponse.parse(res.json()).data;
    const offered = async () =>
      orderGiftsResponse.parse((await t.app.inject({ url: '/api/v1/order-gifts' })).json()).data;
    expect((await offered()).find((g) => g.id === created.id)).toBeDefined();

    const off = await call('PUT', `/api/admin/v1/gifts/${created.id}`, {
      variantId: BAND,
      priceFrom: { CZK: 300 },
      prices: { CZK: 9.9 },
      enabled: false,
      position: 5,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await offered()).find((g) => g.id === created.id)).toBeUndefined();
    expect((await auditOf('gift', String(created.id))).map((a) => a.action)).toEqual([
      'gift.create',
      'gift.update',
    ]);
  });

  it('a gift the cart reaches is priced as set', async () => {
    const res = await gift({ variantId: BAND, priceFrom: { CZK: 200 }, prices: { CZK: 1 }, position: 6 });
    const created = adminGiftResponse.parse(res.json()).data;
    const token = await newCart([[ALOE, 1]]);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: { 'x-cart-token': token },
      payload: { id: created.id, type: 'gift' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await readCart(token)).prices.giftsWithTax).toBe(1);
  });

  it('refuses an unknown variant, a missing price and bad amounts in Czech', async () => {
    expect(refusal(await gift({ variantId: 999_999, priceFrom: { CZK: 100 }, prices: { CZK: 0 } }))).toEqual({
      variantId: promotionErrors.variantUnknown,
    });
    expect(
      refusal(await gift({ variantId: ALOE, priceFrom: { CZK: 100, EUR: 4 }, prices: { CZK: 0 } })),
    ).toEqual({
      'prices.EUR': promotionErrors.giftPriceMissing,
    });
    expect(
      refusal(await gift({ variantId: ALOE, priceFrom: { CZK: -1 }, prices: { CZK: 0.001 }, position: -3 })),
    ).toEqual({
      'priceFrom.CZK': promotionErrors.amountInvalid,
      'prices.CZK': promotionErrors.amountInvalid,
      position: promotionErrors.position,
    });
    expect(refusal(await gift({ variantId: ALOE, priceFrom: {}, prices: {} }))).toEqual({
      priceFrom: promotionErrors.priceFromRequired,
    });
    expect(
      (
        await call('PUT', '/api/admin/v1/gifts/999999', {
          variantId: ALOE,
          priceFrom: { CZK: 1 },
          prices: { CZK: 0 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
