import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { customerWithCredits, placeCustomerOrder } from './support/customer-fixture.ts';
import {
  add,
  ALOE,
  bankTransferId,
  body,
  courierBody,
  newCart,
  placed,
  rows,
  stockOf,
  t,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

// Unpaid orders past their time give their goods back: bank transfer after 7 days, card after 60
// minutes (the defaults), cash on delivery never. The sweep runs as the process runs it.
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400_000;

async function background() {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STOREFRONT_PUBLIC_URL: 'https://obchod.example',
  });
  return createJobRunner(config, t.database.db, silent);
}
const total = async (variantId: number) => (await stockOf(variantId)).reduce((n, r) => n + r.quantity, 0);
const statusOf = async (orderId: number) =>
  (
    await rows<{ status: string; payment_status: string }>(
      sql`select status, payment_status from orders.orders where id = ${orderId}`,
    )
  )[0]!;

describe('unpaid orders past their time', () => {
  it('a bank transfer waits 7 days, then the order is cancelled, its goods returned once and the shopper told', async () => {
    const before = await total(ALOE);
    const { data: order } = await placed(
      await newCart([[ALOE, 2]]),
      courierBody({ paymentId: bankTransferId }),
    );
    expect(await total(ALOE)).toBe(before - 2);
    const jobs = await background();
    try {
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 6 * DAY))).not.toContain(order.id);
      expect(await statusOf(order.id)).toEqual({ status: 'new', payment_status: 'awaiting_transfer' });

      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 8 * DAY))).toContain(order.id);
      expect(await statusOf(order.id)).toEqual({ status: 'cancelled', payment_status: 'cancelled' });
      expect(await total(ALOE)).toBe(before);
      // Again: nothing more comes back.
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 9 * DAY))).not.toContain(order.id);
      expect(await total(ALOE)).toBe(before);

      const outbox = path.join(t.dataDir, 'outbox');
      const seen = new Set(await readdir(outbox).catch(() => []));
      await jobs.runner.runDue();
      const mails = (await readdir(outbox)).filter((f) => !seen.has(f));
      const texts = await Promise.all(mails.map((f) => readFile(path.join(outbox, f), 'utf8')));
      const expired = texts.find((x) => x.includes(`byla zru`) && x.includes(order.code));
      expect(expired, texts.join('\n---\n').slice(0, 2000)).toBeDefined();
    } finally {
      await jobs.stop();
    }
  });

  it('an unpaid card order after 60 minutes; cash on delivery and paid orders never', async () => {
    const card = (await placed(await newCart([[ALOE, 1]]), body({ paymentId: 1 }))).data;
    const cod = (await placed(await newCart([[ALOE, 1]]), courierBody({ paymentId: 2 }))).data;
    const paid = (await placed(await newCart([[ALOE, 1]]), courierBody({ paymentId: bankTransferId }))).data;
    await t.database.db.execute(
      sql`update orders.orders set status = 'paid', payment_status = 'paid' where id = ${paid.id}`,
    );
    const jobs = await background();
    try {
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 30 * 60_000))).not.toContain(card.id);
      const later = await jobs.sweepExpiredOrders(new Date(Date.now() + 400 * DAY));
      expect(later).toContain(card.id);
      expect(later).not.toContain(cod.id);
      expect(later).not.toContain(paid.id);
      expect(await statusOf(cod.id)).toMatchObject({ status: 'new' });
    } finally {
      await jobs.stop();
    }
  });

  it('gives the loyalty credits an expired order spent back to the customer', async () => {
    const { who, accountId } = await customerWithCredits(t, 5_000, 'expirace');
    await add(null, ALOE, 1, who);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: who,
      payload: { credits: 50 },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const order = await placeCustomerOrder(t.app, who, [], { paymentId: bankTransferId });
    expect(order.prices.creditsUsed).toBe(50);
    const balance = async () =>
      (
        await rows<{ n: number }>(
          sql`select coalesce(sum(amount), 0)::int as n from customer.credit_movements where account_id = ${accountId}`,
        )
      )[0]!.n;
    expect(await balance()).toBe(0);
    const jobs = await background();
    try {
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 8 * DAY))).toContain(order.id);
      expect(await balance()).toBe(5_000);
      const [cancelled] = await rows<{ cancelled_at: Date | null }>(
        sql`select cancelled_at from orders.orders where id = ${order.id}`,
      );
      expect(cancelled!.cancelled_at).not.toBeNull();
    } finally {
      await jobs.stop();
    }
  });
});

describe('housekeeping', () => {
  it('deletes guest carts untouched for 30 days and expired sessions; keeps the rest', async () => {
    const old = await newCart([[ALOE, 1]]);
    const fresh = await newCart([[ALOE, 1]]);
    const [oldCart] = await rows<{ id: number }>(
      sql`select id from cart.carts order by id desc offset 1 limit 1`,
    );
    await t.database.db.execute(
      sql`update cart.carts set updated_at = now() - interval '31 days' where id = ${oldCart!.id}`,
    );
    const jobs = await background();
    try {
      const gone = await jobs.purge();
      expect(gone.carts).toBeGreaterThanOrEqual(1);
      const cartOf = (token: string) =>
        t.app
          .inject({ url: '/api/v1/cart', headers: { 'x-cart-token': token } })
          .then((r) => r.json() as { data: { items: unknown[] } });
      expect((await cartOf(old)).data.items).toEqual([]);
      expect((await cartOf(fresh)).data.items).toHaveLength(1);
      // Sessions: one past its time goes, a live one stays.
      const [account] = await rows<{ id: number }>(
        sql`insert into customer.accounts (email, password_hash, first_name, last_name)
            values ('relace@example.cz', 'x', 'A', 'B') returning id`,
      );
      await t.database.db.execute(
        sql`insert into customer.sessions (token_hash, account_id, expires_at) values
              ('prosla', ${account!.id}, now() - interval '1 minute'),
              ('platna', ${account!.id}, now() + interval '1 day')`,
      );
      await t.database.db.execute(
        sql`insert into customer.sessions (token_hash, account_id, expires_at, last_used_at) values
              ('necinna', ${account!.id}, now() + interval '5 days', now() - interval '3 days')`,
      );
      expect((await jobs.purge()).sessions).toBe(2);
      expect(
        await rows<{ token_hash: string }>(
          sql`select token_hash from customer.sessions where account_id = ${account!.id}`,
        ),
      ).toEqual([{ token_hash: 'platna' }]);
      // Security events: a year and a day old goes, a day old stays.
      await t.database.db.execute(
        sql`insert into customer.security_events (kind, account_id, created_at) values
              ('login', ${account!.id}, now() - interval '366 days'),
              ('login', ${account!.id}, now() - interval '1 day')`,
      );
      expect((await jobs.purge()).securityEvents).toBe(1);
    } finally {
      await jobs.stop();
    }
  });
});
