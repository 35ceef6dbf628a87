import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryTimesResponse, orderResponse } from '@shop/contract';
import {
  body,
  courierId,
  newCart,
  placed,
  shipperList,
  SILK,
  t,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

describe('reading orders', () => {
  let order: Awaited<ReturnType<typeof placed>>;
  let other: Awaited<ReturnType<typeof placed>>;
  beforeAll(async () => {
    order = await placed(await newCart([[SILK, 1]]), body());
    other = await placed(await newCart([[SILK, 1]]), body());
  });

  it('by its token', async () => {
    const res = await t.app.inject({ url: `/api/v1/orders/token/${order.meta.orderToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(orderResponse.parse(res.json()).data).toEqual(order.data);
  });

  it('404 for a token no order has, 400 for a malformed one', async () => {
    const unknown = randomBytes(32).toString('base64url');
    expect((await t.app.inject({ url: `/api/v1/orders/token/${unknown}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/orders/token/abc' })).statusCode).toBe(400);
  });

  it("by its code only with its own token: codes are sequential, another's order stays hidden", async () => {
    const url = `/api/v1/orders/code/${order.data.code}`;
    const own = await t.app.inject({ url, headers: { 'x-order-token': order.meta.orderToken } });
    expect(own.statusCode).toBe(200);
    expect(orderResponse.parse(own.json()).data.id).toBe(order.data.id);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url, headers: { 'x-order-token': other.meta.orderToken } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url, headers: { 'x-order-token': 'garbage' } })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          url: '/api/v1/orders/code/99999999',
          headers: { 'x-order-token': order.meta.orderToken },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('codes are the year and a running number', async () => {
    const year = new Date().getFullYear() % 100;
    const [a, b] = [order.data.code, other.data.code];
    expect(Number(a.slice(0, 2))).toBeGreaterThanOrEqual(year - 1);
    expect(Number(b.slice(2))).toBe(Number(a.slice(2)) + 1);
  });
});

describe('GET /api/v1/delivery-times', () => {
  it("a courier's next five delivery days, three windows each", async () => {
    const courier = (await shipperList()).find((s) => s.id === courierId)!;
    const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}` });
    expect(res.statusCode).toBe(200);
    const { data } = deliveryTimesResponse.parse(res.json());
    expect(data).toHaveLength(5);
    expect(data[0]!.date).toBe(courier.delivery.nearestDeliveryDate);
    for (const day of data) {
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(0);
      expect(new Date(`${day.date}T12:00:00Z`).getUTCDay()).not.toBe(6);
      expect(day.slots).toEqual([
        { id: `${day.date}/08-12`, from: '08:00', to: '12:00' },
        { id: `${day.date}/12-16`, from: '12:00', to: '16:00' },
        { id: `${day.date}/16-20`, from: '16:00', to: '20:00' },
      ]);
    }
  });

  it('from a later date on', async () => {
    // A Friday before Christmas: the weekend and 24 to 26 December are skipped.
    const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${courierId}&since=2030-12-20` });
    expect(deliveryTimesResponse.parse(res.json()).data.map((d) => d.date)).toEqual([
      '2030-12-20',
      '2030-12-23',
      '2030-12-27',
      '2030-12-30',
      '2030-12-31',
    ]);
  });

  it('none for shippers that do not come at a time; 404 for an unknown shipper; 400 for bad input', async () => {
    for (const id of [1, 2]) {
      const res = await t.app.inject({ url: `/api/v1/delivery-times?shipperId=${id}` });
      expect(deliveryTimesResponse.parse(res.json()).data).toEqual([]);
    }
    expect((await t.app.inject({ url: '/api/v1/delivery-times?shipperId=999' })).statusCode).toBe(404);
    for (const query of [
      '',
      '?shipperId=abc',
      `?shipperId=${courierId}&since=2026-02-30`,
      `?shipperId=${courierId}&since=zitra`,
    ]) {
      expect((await t.app.inject({ url: `/api/v1/delivery-times${query}` })).statusCode).toBe(400);
    }
  });
});
