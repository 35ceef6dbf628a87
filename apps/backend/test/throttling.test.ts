import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@shop/contract';
import { CART_WRITES, COUPON_ATTEMPTS } from '../src/modules/cart/routes.ts';
import { ORDER_PLACEMENTS } from '../src/modules/order/routes.ts';
import { REGISTRATIONS } from '../src/modules/customer/index.ts';
import { PAYMENT_STARTS } from '../src/modules/payment/routes.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

// The backend believes the address the storefront (on loopback) forwards.
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const from = (address: string) => ({ 'x-forwarded-for': address });
const TOO_MANY = /^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ min\.$/;

async function refusedAsTooMany(res: Awaited<ReturnType<CatalogTestApp['app']['inject']>>) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  const [error] = errorResponse.parse(res.json()).errors;
  expect(error!.code).toBe('too_many_requests');
  expect(error!.title).toMatch(TOO_MANY);
}

describe('coupon attempts', () => {
  const tryCode = (address: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/coupon',
      headers: from(address),
      payload: { couponCode: `HADAM-${i}` },
    });

  it('are limited per address, wrong or not; another address is not held up', async () => {
    for (let i = 0; i < COUPON_ATTEMPTS.max; i++) {
      expect((await tryCode('203.0.113.20', i)).statusCode).not.toBe(429);
    }
    await refusedAsTooMany(await tryCode('203.0.113.20', COUPON_ATTEMPTS.max));
    expect((await tryCode('203.0.113.21', 0)).statusCode).not.toBe(429);
  });

  it('a forged address from a client the backend does not trust changes nothing', async () => {
    for (let i = 0; i < COUPON_ATTEMPTS.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/coupon',
        remoteAddress: '192.0.2.50',
        headers: from(`198.51.100.${i}`),
        payload: { couponCode: `X-${i}` },
      });
      expect(res.statusCode).not.toBe(429);
    }
    await refusedAsTooMany(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/cart/coupon',
        remoteAddress: '192.0.2.50',
        headers: from('198.51.100.250'),
        payload: { couponCode: 'X-last' },
      }),
    );
  });
});

const tryPlacingFrom = (address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: from(address),
    payload: { shipperId: 1, paymentId: 1, terms: true, customer: {} },
  });

describe('order placements', () => {
  const tryPlacing = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: from(address),
      payload: { shipperId: 1, paymentId: 1, terms: true, customer: {} },
    });

  it('are limited per address', async () => {
    for (let i = 0; i < ORDER_PLACEMENTS.max; i++) {
      expect((await tryPlacing('203.0.113.30')).statusCode).not.toBe(429);
    }
    await refusedAsTooMany(await tryPlacing('203.0.113.30'));
    expect((await tryPlacing('203.0.113.31')).statusCode).not.toBe(429);
  });
});

describe('accounts asked for at checkout', () => {
  let n = 0;
  // An e-mail of its own each time: one e-mail is limited apart, and more tightly.
  const register = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: from(address),
      payload: {
        shipperId: 1,
        paymentId: 1,
        terms: true,
        customer: {
          name: 'A',
          firstName: 'A',
          lastName: 'B',
          email: `ucet-${++n}@example.cz`,
          phone: '+420777123456',
        },
        billingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
        shippingAddress: { street: '', city: '', postcode: '', countryCode: 'CZE' },
        registration: { password: 'tajne-heslo-42', passwordConfirmation: 'tajne-heslo-42' },
      },
    });

  it('are limited per address more tightly than orders', async () => {
    for (let i = 0; i < REGISTRATIONS.max; i++) {
      expect((await register('203.0.113.40')).statusCode).not.toBe(429);
    }
    await refusedAsTooMany(await register('203.0.113.40'));
    // An order without an account from the same address is not held up by it.
    expect((await tryPlacingFrom('203.0.113.40')).statusCode).not.toBe(429);
  });
});

describe('cart writes and payment starts', () => {
  it('are limited per address; reading the cart is not', async () => {
    const write = () =>
      t.app.inject({ method: 'DELETE', url: '/api/v1/cart/items', headers: from('203.0.113.50') });
    for (let i = 0; i < CART_WRITES.max; i++) expect((await write()).statusCode).not.toBe(429);
    await refusedAsTooMany(await write());
    expect((await t.app.inject({ url: '/api/v1/cart', headers: from('203.0.113.50') })).statusCode).toBe(200);
  });

  it('payment starts', async () => {
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/token/neznamy-token/payment',
        headers: from('203.0.113.60'),
        payload: {},
      });
    for (let i = 0; i < PAYMENT_STARTS.max; i++) expect((await start()).statusCode).not.toBe(429);
    await refusedAsTooMany(await start());
  });
});
