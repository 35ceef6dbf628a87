import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, cartResponse, errorResponse, shippersResponse } from '@shop/contract';
import { couponDiscount, couponProblem, couponTitles, type Coupon } from '../src/modules/cart/coupons.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

const coupon = (c: Partial<Coupon>): Coupon => ({
  code: 'X',
  kind: 'percent',
  percent: 10,
  amounts: null,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  ...c,
});
const now = new Date('2026-11-23T12:00:00Z');

describe('coupon rules', () => {
  it.each([
    [null, couponTitles.unknown],
    [coupon({ validFrom: new Date('2026-12-01T00:00:00Z') }), couponTitles.notYet],
    [coupon({ validTo: new Date('2026-11-23T11:59:59Z') }), couponTitles.expired],
    [coupon({ usageLimit: 5, usedCount: 5 }), couponTitles.usedUp],
    [coupon({ kind: 'amount', amounts: { EUR: 400 } }), couponTitles.currency],
    [
      coupon({ validFrom: new Date('2026-11-01T00:00:00Z'), validTo: new Date('2026-12-01T00:00:00Z') }),
      null,
    ],
    [coupon({ usageLimit: 5, usedCount: 4 }), null],
    [coupon({ kind: 'free_shipping', percent: null }), null],
  ])('%# gives %j', (c, expected) => {
    expect(couponProblem(c, now, 'CZK')).toBe(expected);
  });

  it.each([
    [coupon({ percent: 10 }), 24_900, 2_490],
    [coupon({ percent: 15 }), 333, 50],
    [coupon({ percent: 100 }), 24_900, 24_900],
    [coupon({ kind: 'amount', amounts: { CZK: 10_000 } }), 24_900, 10_000],
    [coupon({ kind: 'amount', amounts: { CZK: 10_000 } }), 5_000, 5_000],
    [coupon({ kind: 'free_shipping', percent: null }), 24_900, 0],
  ])('%# takes off %i → %i', (c, items, off) => {
    expect(couponDiscount(c, items, 'CZK')).toBe(off);
  });
});

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

async function cartWithAloe(amount = 1) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', payload: { id: 101, amount } });
  return cartChangeResponse.parse(res.json());
}
const apply = (token: string | null, couponCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/coupon',
    headers: token ? { 'x-cart-token': token } : {},
    payload: { couponCode },
  });

describe('POST and DELETE /api/v1/cart/coupon', () => {
  it('takes a percentage off the items and shows it in the totals', async () => {
    const start = await cartWithAloe(1);
    const token = start.meta.guestCartToken!;
    const items = start.data.cart.prices.itemsWithTax;
    const res = await apply(token, ' sleva10 ');
    expect(res.statusCode).toBe(200);
    const cart = cartChangeResponse.parse(res.json()).data.cart;
    expect(cart.couponCode).toBe('SLEVA10');
    expect(cart.prices.couponDiscountWithTax).toBeCloseTo(items * 0.1, 2);
    expect(cart.prices.totalWithTax).toBeCloseTo(items - cart.prices.couponDiscountWithTax, 2);
    expect(cart.prices.couponDiscountWithoutTax).toBeCloseTo(cart.prices.couponDiscountWithTax / 1.21, 1);
    expect(cart.prices.totalWithoutTax).toBeCloseTo(
      cart.prices.itemsWithoutTax - cart.prices.couponDiscountWithoutTax,
      2,
    );
  });

  it('never takes off more than the items cost; in a currency without an amount it does not apply', async () => {
    const start = await cartWithAloe(1);
    const token = start.meta.guestCartToken!;
    const cart = cartChangeResponse.parse((await apply(token, 'STOVKA')).json()).data.cart;
    expect(cart.prices.couponDiscountWithTax).toBe(Math.min(100, cart.prices.itemsWithTax));
    const eur = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/coupon',
      headers: { 'x-cart-token': token, 'x-currency': 'EUR' },
      payload: { couponCode: 'STOVKA' },
    });
    expect(eur.statusCode).toBe(422);
    // Read in euros, the crown coupon falls off the cart.
    const read = await t.app.inject({
      url: '/api/v1/cart',
      headers: { 'x-cart-token': token, 'x-currency': 'EUR' },
    });
    expect(cartResponse.parse(read.json()).data).toMatchObject({
      couponCode: null,
      prices: { couponDiscountWithTax: 0 },
    });
  });

  it('a free-shipping coupon makes every shipper of the cart free', async () => {
    const token = (await cartWithAloe(1)).meta.guestCartToken!;
    const before = shippersResponse.parse(
      (await t.app.inject({ url: '/api/v1/cart/shippers', headers: { 'x-cart-token': token } })).json(),
    );
    expect(before.data[0]!.prices.priceWithTax).toBeGreaterThan(0);
    expect(
      cartChangeResponse.parse((await apply(token, 'DOPRAVA')).json()).data.cart.prices.freeShippingByCoupon,
    ).toBe(true);
    const after = shippersResponse.parse(
      (await t.app.inject({ url: '/api/v1/cart/shippers', headers: { 'x-cart-token': token } })).json(),
    );
    expect(after.data.every((s) => s.prices.priceWithTax === 0)).toBe(true);
  });

  it.each([
    ['NEEXISTUJE', 'unknown'],
    ['PROSLO', 'expired'],
    ['BUDOUCI', 'notYet'],
    ['VYCERPANO', 'usedUp'],
  ] as const)('refuses %s with 422 and the reason %s', async (couponCode, reason) => {
    const token = (await cartWithAloe(1)).meta.guestCartToken!;
    const res = await apply(token, couponCode);
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors[0]).toEqual({
      code: `coupon.${reason}`,
      field: 'couponCode',
      title: couponTitles[reason],
    });
  });

  it.each([[''], ['   '], ['x'.repeat(51)]])('refuses the code %j with 400', async (code) => {
    expect((await apply(null, code)).statusCode).toBe(400);
  });

  it('removes the coupon', async () => {
    const token = (await cartWithAloe(1)).meta.guestCartToken!;
    await apply(token, 'SLEVA10');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/cart/coupon',
      headers: { 'x-cart-token': token },
    });
    const cart = cartChangeResponse.parse(res.json()).data.cart;
    expect(cart.couponCode).toBeNull();
    expect(cart.prices.totalWithTax).toBe(cart.prices.itemsWithTax);
  });
});
