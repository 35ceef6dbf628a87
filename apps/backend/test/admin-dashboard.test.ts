import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDashboardResponse, errorResponse } from '@shop/contract';
import { queryRows } from '../src/db/query.ts';
import { shopDayBounds } from '../src/modules/order/dashboard.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { registerCustomer, placeCustomerOrder } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/** The back office's overview of the day: orders, takings, awaited transfers, work to do, open cases. */
let t: CatalogTestApp;
let key: string;

beforeAll(async () => {
  t = await createCatalogTestApp();
  key = await operatorApiKey(t.database.db);
  await t.database.db.execute(sql`update inventory.stock set quantity = 1000 where variant_id in (101, 106)`);
});
afterAll(() => t.cleanup());

const dashboard = (headers: Record<string, string> = bearer(key)) =>
  t.app.inject({ url: '/api/admin/v1/dashboard', headers });

/** A placed order of one piece, then set as the test needs it (payment, state, day, currency). */
async function order(set: Record<string, unknown> = {}): Promise<{ id: number; total: number }> {
  const who = await registerCustomer(t);
  const placed = await placeCustomerOrder(t.app, who, [[101, 1]], { paymentId: set.cod ? 2 : 1 });
  const { cod: _cod, ...columns } = set;
  for (const [column, value] of Object.entries(columns)) {
    await t.database.db.execute(
      sql`update orders.orders set ${sql.identifier(column)} = ${value} where id = ${placed.id}`,
    );
  }
  const [row] = await queryRows<{ total: number }>(
    t.database.db,
    sql`select total_with_tax as total from orders.orders where id = ${placed.id}`,
  );
  return { id: placed.id, total: row!.total };
}

describe('the Prague day', () => {
  it('starts and ends at midnight in Prague, in winter, summer and on the days the clocks change', () => {
    const bounds = (iso: string) => {
      const b = shopDayBounds(new Date(iso));
      return [b.day, b.start.toISOString(), b.end.toISOString()];
    };
    expect(bounds('2026-01-15T23:30:00Z')).toEqual([
      '2026-01-16',
      '2026-01-15T23:00:00.000Z',
      '2026-01-16T23:00:00.000Z',
    ]);
    expect(bounds('2026-07-01T10:00:00Z')).toEqual([
      '2026-07-01',
      '2026-06-30T22:00:00.000Z',
      '2026-07-01T22:00:00.000Z',
    ]);
    // 23 hours, then 25.
    expect(bounds('2026-03-29T12:00:00Z')).toEqual([
      '2026-03-29',
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(bounds('2026-10-25T12:00:00Z')).toEqual([
      '2026-10-25',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
  });
});

describe('the dashboard', () => {
  it("counts today's orders and takings per currency, awaited transfers, work to do and open cases", async () => {
    const empty = await dashboard();
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
    expect(adminDashboardResponse.parse(empty.json()).data).toMatchObject({
      today: { orders: 0, revenue: [] },
      unpaidBankTransfers: { orders: 0, outstanding: [] },
      toPack: 0,
      toShip: 0,
      openServiceCases: 0,
    });

    const { start } = shopDayBounds(new Date());
    const yesterday = new Date(start.getTime() - 60_000);
    const paid = await order({ status: 'paid', payment_status: 'paid', paid_at: new Date() });
    const cod = await order({ cod: true });
    const unpaidCard = await order();
    const transfer = await order({
      payment_kind: 'bank_transfer',
      payment_status: 'awaiting_transfer',
      created_at: yesterday,
    });
    const euroTransfer = await order({
      payment_kind: 'bank_transfer',
      payment_status: 'awaiting_transfer',
      currency_code: 'EUR',
      total_with_tax: 4990,
      amount_paid: 1000,
    });
    const packed = await order({
      status: 'paid',
      payment_status: 'paid',
      fulfilment: 'packed',
      created_at: yesterday,
    });
    await order({ status: 'paid', payment_status: 'paid', fulfilment: 'shipped', created_at: yesterday });
    await order({ status: 'cancelled', payment_status: 'cancelled' });
    // Packed but not paid by card: it may not leave yet.
    await order({ fulfilment: 'packed', created_at: yesterday });

    const [first] = await queryRows<{ id: number; code: string }>(
      t.database.db,
      sql`select id, code from orders.orders where id = ${paid.id}`,
    );
    for (const [n, state] of (['received', 'in_progress', 'resolved', 'rejected'] as const).entries()) {
      await t.database.db.execute(sql`insert into support.service_cases
        (case_number, kind, order_id, order_code, email, items, reason, state)
        values (${`R-2026-90000${n}`}, 'complaint', ${first!.id}, ${first!.code}, 'x@example.cz',
                ${JSON.stringify([{ orderItemId: 1, name: 'Gel', amount: 1 }])}::jsonb, 'Vada', ${state})`);
    }

    const res = await dashboard();
    expect(res.statusCode, res.body).toBe(200);
    const data = adminDashboardResponse.parse(res.json()).data;
    const czk = paid.total + cod.total + unpaidCard.total;
    expect(data).toEqual({
      day: shopDayBounds(new Date()).day,
      today: {
        orders: 4,
        revenue: [
          { currencyCode: 'CZK', amount: czk / 100 },
          { currencyCode: 'EUR', amount: 49.9 },
        ],
      },
      unpaidBankTransfers: {
        orders: 2,
        outstanding: [
          { currencyCode: 'CZK', amount: transfer.total / 100 },
          { currencyCode: 'EUR', amount: 39.9 },
        ],
      },
      toPack: 2,
      toShip: 1,
      openServiceCases: 2,
    });
    expect(euroTransfer.total).toBe(4990);
    expect(packed.id).toBeGreaterThan(0);
  });

  it('needs the orders permission: 401 without a key, 403 for content or service keys', async () => {
    expect(errorResponse.parse((await dashboard({})).json()).errors[0]!.code).toBe('admin.unauthenticated');
    for (const permissions of [['content'], ['service', 'customers']] as const) {
      const res = await dashboard(bearer(await operatorApiKey(t.database.db, permissions)));
      expect(res.statusCode).toBe(403);
      expect(errorResponse.parse(res.json()).errors[0]!.code).toBe('admin.forbidden');
    }
    expect((await dashboard(bearer(await operatorApiKey(t.database.db, ['orders'])))).statusCode).toBe(200);
  });
});
