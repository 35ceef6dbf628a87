import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, errorResponse, paymentsResponse, shippersResponse } from '@shop/contract';
import { deliveryDate, zonedDateTime } from '@shop/rules';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('GET /api/v1/shippers', () => {
  it('lists every enabled shipper with its list price, countries and blocked payments', async () => {
    const { status, body } = await get('/api/v1/shippers');
    expect(status).toBe(200);
    const { data } = shippersResponse.parse(body);
    expect(data.map((s) => [s.code, s.type, s.prices.priceWithTax])).toEqual([
      ['osobni-odber', 'PERSONAL', 0],
      ['zasilkovna', 'PICKUP_POINT', 79],
    ]);
    const personal = data[0]!;
    // Cash on delivery (payment 2) cannot be combined with personal pick-up.
    expect(personal.blockedPayments).toEqual([2]);
    expect(data[1]!.availableCountriesCodes).toEqual(['CZE', 'SVK']);
    expect(data[1]!.prices.priceWithoutTax).toBeCloseTo(79 / 1.21, 2);
    expect(data[1]!.freeFromWithTax).toBe(1500);
  });

  it('dates each delivery with the rule and names the fastest non-personal shipper', async () => {
    const before = new Date();
    const { body } = await get('/api/v1/shippers');
    const after = new Date();
    const res = shippersResponse.parse(body);
    const zasilkovna = res.data[1]!;
    const expected = [before, after].map((now) =>
      deliveryDate({ now, delayDays: 1, closesAt: '14:00', country: 'CZ' }),
    );
    expect(expected).toContain(zasilkovna.delivery.nearestDeliveryDate);
    expect(zasilkovna.delivery.nearestDeliveryDate > zonedDateTime(before).date).toBe(true);
    expect(res.fastestShipperId).toBe(zasilkovna.id);
  });

  it('gives each shipper its closing time and delivery days, from which a page dates another moment', async () => {
    const { body } = await get('/api/v1/shippers');
    const { data } = shippersResponse.parse(body);
    const zasilkovna = data.find((s) => s.code === 'zasilkovna')!;
    expect(zasilkovna.delivery).toMatchObject({ closesAt: '14:00', deliveryDays: 1 });
    // The API's own date is the rule's answer for now: the shipper's days from today, a day more
    // past its closing time.
    const now = new Date();
    const fromDays = deliveryDate({
      now,
      nearestDeliveryDate: deliveryDate({ now, delayDays: 1, country: 'CZ' }),
      closesAt: zasilkovna.delivery.closesAt,
      country: 'CZ',
    });
    expect([
      fromDays,
      deliveryDate({ now: new Date(), delayDays: 1, closesAt: '14:00', country: 'CZ' }),
    ]).toContain(zasilkovna.delivery.nearestDeliveryDate);
  });

  it('answers in euros for x-currency EUR and refuses an unknown currency', async () => {
    const { body } = await get('/api/v1/shippers', { 'x-currency': 'EUR' });
    expect(shippersResponse.parse(body).data[1]!.prices).toMatchObject({
      currencyCode: 'EUR',
      priceWithTax: 3.5,
    });
    const bad = await get('/api/v1/shippers', { 'x-currency': 'USD' });
    expect(bad.status).toBe(400);
    errorResponse.parse(bad.body);
  });
});

describe('GET /api/v1/cart/shippers and /api/v1/cart/payments', () => {
  async function cartWith(amount: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { id: 101, amount },
    });
    return cartChangeResponse.parse(res.json()).meta.guestCartToken!;
  }

  it('leaves personal pick-up out and charges shipping below the free-shipping threshold', async () => {
    const token = await cartWith(1);
    const { data } = shippersResponse.parse(
      (await get('/api/v1/cart/shippers', { 'x-cart-token': token })).body,
    );
    expect(data.map((s) => s.code)).toEqual(['zasilkovna']);
    expect(data[0]!.prices.priceWithTax).toBe(79);
  });

  it('ships free once the items reach the threshold', async () => {
    const token = await cartWith(10); // 10 × 249 Kč with the volume price: above 1 500 Kč
    const { data } = shippersResponse.parse(
      (await get('/api/v1/cart/shippers', { 'x-cart-token': token })).body,
    );
    expect(data[0]!.prices).toMatchObject({ priceWithTax: 0, priceWithoutTax: 0 });
  });

  it('lists payments with their surcharges', async () => {
    const { status, body } = await get('/api/v1/cart/payments');
    expect(status).toBe(200);
    expect(paymentsResponse.parse(body).data.map((p) => [p.code, p.prices.priceWithTax])).toEqual([
      ['card', 0],
      ['cod', 39],
    ]);
  });
});
