import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeOrderErrors } from '@shop/contract';
import { accountMessages } from '@shop/rules';
import { variantHash } from '../src/http/price-context.ts';
import {
  ALOE,
  body,
  m,
  newCart,
  placed,
  readCart,
  refused,
  rows,
  SILK,
  t,
  withToken,
  useOrdersShop,
} from './support/orders-fixture.ts';
import { PRICE_SESSION, priceSession } from './support/price-session.ts';

useOrdersShop();

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
      ...priceSession,
      'x-variant-hash': variantHash(t.secret, 'b2b', ['b2b'], { accountId: 1, sessionToken: PRICE_SESSION }),
    };
    const token = await newCart([[ALOE, 1]], group);
    const { data: order } = await placed(token, body(), group);
    expect(order.items[0]!.prices.unitWithTax).toBe(199.2);
    const forged = { ...group, ...priceSession, 'x-variant-hash': '0'.repeat(64) };
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

// What a registration at checkout then does: checkout-registration.test.ts.
describe('registration at checkout', () => {
  it('refuses passwords that differ, are too short or too easy to guess', async () => {
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
    // A common password, or one made of the shopper's own name, is too easy to guess.
    for (const password of ['password1', 'Novak2024']) {
      expect(
        await refused(token, body({ registration: { password, passwordConfirmation: password } })),
      ).toEqual([{ code: 'invalid', field: 'password', title: accountMessages.passwordGuessable }]);
    }
    expect(await rows(sql`select id from customer.accounts where email = 'jan.novak@example.cz'`)).toEqual(
      [],
    );
    expect(
      await rows(sql`select id from customer.pending_registrations where email = 'jan.novak@example.cz'`),
    ).toEqual([]);
  });
});
