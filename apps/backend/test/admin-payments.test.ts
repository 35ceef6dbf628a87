import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, manualPaymentResponse, orderResponse } from '@shop/contract';
import { addDays, zonedDateTime } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import {
  ALOE,
  BANK,
  bankTransferId,
  body,
  courierBody,
  newCart,
  placed,
  rows,
  t,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

// The order desk's money: bank transfers marked paid by hand, the one payment reminder, expiry that
// leaves alone what has money or goods on the way, and the shop's e-mail about each new order.
// Fixture: Aloe gel 249 Kč, the courier 119 Kč, a bank transfer at 0 Kč to the shop's account.

const SHOP_EMAIL = 'objednavky@obchod.example';
const PUBLIC_URL = 'https://api.obchod.example';
const DAY = 86_400_000;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const today = zonedDateTime(new Date()).date;
let key: string;

beforeAll(async () => {
  key = await operatorApiKey(t.database.db, ['orders', 'audit']);
  await t.database.db
    .insert(shopSettings)
    .values({ key: 'shop', value: { name: 'Obchod', email: SHOP_EMAIL }, isPublic: false })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: { name: 'Obchod', email: SHOP_EMAIL } },
    });
  invalidateSettings(t.database.db);
});

const minor = (major: number) => Math.round(major * 100);

/** A guest's bank-transfer order of `pieces` Aloe gels by courier. */
async function transferOrder(pieces = 1) {
  const { data, meta } = await placed(
    await newCart([[ALOE, pieces]]),
    courierBody({ paymentId: bankTransferId }),
  );
  return { id: data.id, code: data.code, total: minor(data.prices.totalWithTax), token: meta.orderToken };
}

const pay = (orderId: number, payload: Record<string, unknown>, headers = bearer(key)) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/orders/${orderId}/payments`, headers, payload });

const orderRow = async (id: number) =>
  (
    await rows<{ status: string; payment_status: string; amount_paid: number; reminded_at: Date | null }>(
      sql`select status, payment_status, amount_paid, reminded_at from orders.orders where id = ${id}`,
    )
  )[0]!;
const emailsOf = (id: number) =>
  rows<{ kind: string; recipient: string; subject: string }>(
    sql`select kind, recipient, subject from orders.order_emails where order_id = ${id} order by id`,
  );

async function background() {
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL,
    STOREFRONT_PUBLIC_URL: 'https://obchod.example',
  });
  return createJobRunner(config, t.database.db, silent);
}

const seen = new Set<string>();
/** The e-mails written to the outbox since the last look, quoted-printable undone. */
async function newMail(): Promise<string[]> {
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.eml') && !seen.has(f));
  for (const f of files) seen.add(f);
  return Promise.all(
    files.map(async (f) => {
      const raw = await readFile(path.join(outbox, f), 'latin1');
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(decoded, 'latin1').toString('utf8');
    }),
  );
}
const to = (mails: string[], address: string) =>
  mails.filter((m) => new RegExp(`^To: .*${address}`, 'm').test(m));

describe('a bank transfer marked paid by hand', () => {
  it('takes a part, then the rest; the order is paid and every step audited', async () => {
    const order = await transferOrder(2);
    expect(order.total).toBe(61_700);

    const part = await pay(order.id, { amount: 200, paidOn: today, note: 'Platba na pobočce' });
    expect(part.statusCode, part.body).toBe(201);
    expect(manualPaymentResponse.parse(part.json()).data).toMatchObject({
      payment: {
        orderId: order.id,
        method: 'bank_transfer',
        source: 'manual',
        reference: null,
        amount: 200,
        currencyCode: 'CZK',
        paidOn: today,
        note: 'Platba na pobočce',
        recordedBy: 'API klíč tests',
      },
      order: {
        id: order.id,
        status: 'new',
        paymentStatus: 'awaiting_transfer',
        totalWithTax: 617,
        amountPaid: 200,
        amountDue: 417,
      },
      settled: false,
    });
    // The shopper's order asks for what is left, also in its QR payment.
    const view = orderResponse.parse(
      (await t.app.inject({ url: `/api/v1/orders/token/${order.token}` })).json(),
    ).data;
    expect(view.bankTransfer).toMatchObject({ amount: 417, variableSymbol: order.code });
    expect(view.bankTransfer!.spayd).toContain('AM:417.00');

    const rest = await pay(order.id, { amount: 417, paidOn: today });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(manualPaymentResponse.parse(rest.json()).data).toMatchObject({
      order: { status: 'paid', paymentStatus: 'paid', amountPaid: 617, amountDue: 0 },
      settled: true,
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      payment_status: 'paid',
      amount_paid: 61_700,
    });

    const again = await pay(order.id, { amount: 1, paidOn: today });
    expect(again.statusCode).toBe(409);
    expect(errorResponse.parse(again.json()).errors[0]!.code).toBe('payment.alreadyPaid');

    const audit = await rows<{
      actor: string;
      before: { amountPaid: number };
      after: { amountPaid: number };
    }>(
      sql`select actor, before, after from operators.audit_log
           where action = 'order.payment' and object_id = ${String(order.id)} order by id`,
    );
    expect(audit.map((a) => [a.actor, a.before.amountPaid, a.after.amountPaid])).toEqual([
      ['API klíč tests', 0, 20_000],
      ['API klíč tests', 20_000, 61_700],
    ]);
  });

  it('refuses bad amounts and days (422), another method or a cancelled order (409), changing nothing', async () => {
    const order = await transferOrder();
    const refused = async (payload: Record<string, unknown>, field: string) => {
      const res = await pay(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorResponse.parse(res.json()).errors.map((e) => e.field)).toEqual([field]);
      return errorResponse.parse(res.json()).errors[0]!.title;
    };
    expect(await refused({ amount: 0, paidOn: today }, 'amount')).toBe('Zadejte kladnou částku.');
    await refused({ amount: -10, paidOn: today }, 'amount');
    expect(await refused({ amount: 1.234, paidOn: today }, 'amount')).toMatch(/nejvýše 2 desetinná/);
    expect(await refused({ amount: order.total / 100 + 1, paidOn: today }, 'amount')).toContain(
      '368\u00a0Kč',
    );
    await refused({ amount: 10, paidOn: addDays(today, 1) }, 'paidOn');
    await refused({ amount: 10, paidOn: '2020-01-01' }, 'paidOn');
    const both = await pay(order.id, { amount: 0, paidOn: addDays(today, 2) });
    expect(errorResponse.parse(both.json()).errors.map((e) => e.field)).toEqual(['amount', 'paidOn']);
    expect((await pay(order.id, { amount: 'sto', paidOn: today })).statusCode).toBe(400);
    expect((await pay(order.id, { amount: 10, paidOn: 'zítra' })).statusCode).toBe(400);

    const card = (await placed(await newCart([[ALOE, 1]]), body({ paymentId: 1 }))).data;
    const byCard = await pay(card.id, { amount: 1, paidOn: today });
    expect(byCard.statusCode).toBe(409);
    expect(errorResponse.parse(byCard.json()).errors[0]!.code).toBe('order.notBankTransfer');

    const cancelled = await transferOrder();
    await t.database.db.execute(
      sql`update orders.orders set status = 'cancelled', payment_status = 'cancelled' where id = ${cancelled.id}`,
    );
    const late = await pay(cancelled.id, { amount: 1, paidOn: today });
    expect(late.statusCode).toBe(409);
    expect(errorResponse.parse(late.json()).errors[0]!.code).toBe('order.cancelled');

    expect((await pay(99_999_999, { amount: 1, paidOn: today })).statusCode).toBe(404);
    expect((await orderRow(order.id)).amount_paid).toBe(0);
    expect(
      await rows(
        sql`select id from orders.order_payments where order_id in (${order.id}, ${card.id}, ${cancelled.id})`,
      ),
    ).toEqual([]);
  });

  it('refuses strangers (401) and a content-only key (403)', async () => {
    const order = await transferOrder();
    expect(
      (await pay(order.id, { amount: 1, paidOn: today }, {} as ReturnType<typeof bearer>)).statusCode,
    ).toBe(401);
    const content = await operatorApiKey(t.database.db, ['content']);
    expect((await pay(order.id, { amount: 1, paidOn: today }, bearer(content))).statusCode).toBe(403);
    expect((await orderRow(order.id)).amount_paid).toBe(0);
  });
});

describe('the payment reminder', () => {
  it('goes out once, two days before a bank transfer expires, with what is still due and how to pay it', async () => {
    const unpaid = await transferOrder();
    const part = await transferOrder();
    expect((await pay(part.id, { amount: 100, paidOn: today })).statusCode).toBe(201);
    const jobs = await background();
    try {
      await jobs.runner.runDue();
      await newMail();
      await jobs.sweepExpiredOrders(new Date(Date.now() + 4 * DAY));
      expect((await orderRow(unpaid.id)).reminded_at).toBeNull();
      expect((await orderRow(part.id)).reminded_at).toBeNull();

      await jobs.sweepExpiredOrders(new Date(Date.now() + 5.5 * DAY));
      expect((await orderRow(unpaid.id)).reminded_at).not.toBeNull();
      expect((await orderRow(part.id)).reminded_at).not.toBeNull();
      await jobs.runner.runDue();
      const mails = await newMail();
      const reminders = to(mails, 'jan\\.novak@example\\.cz').filter((m) => m.includes('Připomínka platby'));
      const toUnpaid = reminders.find((m) => m.includes(`objednávce č. ${unpaid.code}`));
      expect(toUnpaid, reminders.join('\n---\n').slice(0, 3000)).toBeDefined();
      expect(toUnpaid).toContain(`Variabilní symbol: ${unpaid.code}`);
      expect(toUnpaid).toContain(`Číslo účtu: ${BANK.accountNumber}`);
      expect(toUnpaid).toContain('Částka: 368\u00a0Kč');
      expect(toUnpaid).toContain('Pokud platba nedorazí do');
      expect(toUnpaid).toMatch(/Content-ID: <qr-platba@objednavka>/);
      const toPart = reminders.find((m) => m.includes(`objednávce č. ${part.code}`));
      expect(toPart).toContain('Zbývá doplatit 268\u00a0Kč');
      expect(toPart).toContain('Částka: 268\u00a0Kč');
      // A part paid waits for a person: no word of cancelling.
      expect(toPart).not.toContain('Pokud platba nedorazí do');
      expect((await emailsOf(unpaid.id)).filter((e) => e.kind === 'payment-reminder')).toEqual([
        {
          kind: 'payment-reminder',
          recipient: 'jan.novak@example.cz',
          subject: `Připomínka platby objednávky č. ${unpaid.code}`,
        },
      ]);

      // Later sweeps remind no more.
      await jobs.sweepExpiredOrders(new Date(Date.now() + 6 * DAY));
      await jobs.runner.runDue();
      expect((await newMail()).filter((m) => m.includes('Připomínka platby'))).toEqual([]);
      const queued = await rows<{ n: number }>(
        sql`select count(*)::int as n from jobs.jobs where kind = 'payment-reminder'
             and (payload->>'orderId')::int in (${unpaid.id}, ${part.id})`,
      );
      expect(queued[0]!.n).toBe(2);

      // Past its time the unpaid one is cancelled and the shopper told; the part paid one waits.
      const cancelled = await jobs.sweepExpiredOrders(new Date(Date.now() + 8 * DAY));
      expect(cancelled).toContain(unpaid.id);
      expect(cancelled).not.toContain(part.id);
      await jobs.runner.runDue();
      expect((await emailsOf(unpaid.id)).map((e) => e.kind)).toEqual(
        expect.arrayContaining(['order-confirmation', 'payment-reminder', 'order-expired']),
      );
    } finally {
      await jobs.stop();
    }
  });
});

describe('expiry', () => {
  it('never cancels an order that is paid, packed, shipped or paid in part', async () => {
    const paid = await transferOrder();
    expect((await pay(paid.id, { amount: paid.total / 100, paidOn: today })).statusCode).toBe(201);
    const packed = await transferOrder();
    const shipped = await transferOrder();
    await t.database.db.execute(sql`update orders.orders set fulfilment = 'packed' where id = ${packed.id}`);
    await t.database.db.execute(
      sql`update orders.orders set fulfilment = 'shipped' where id = ${shipped.id}`,
    );
    const part = await transferOrder();
    expect((await pay(part.id, { amount: 1, paidOn: today })).statusCode).toBe(201);
    const unpaid = await transferOrder();

    const jobs = await background();
    try {
      const cancelled = await jobs.sweepExpiredOrders(new Date(Date.now() + 30 * DAY));
      expect(cancelled).toContain(unpaid.id);
      for (const kept of [paid, packed, shipped, part]) expect(cancelled).not.toContain(kept.id);
      expect(await orderRow(paid.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });
      for (const kept of [packed, shipped, part]) {
        expect(await orderRow(kept.id)).toMatchObject({ status: 'new', payment_status: 'awaiting_transfer' });
      }
    } finally {
      await jobs.stop();
    }
  });
});

describe('the shop’s e-mail about a new order', () => {
  it('goes to the shop’s address with the order and its link in the back office; each e-mail is noted on the order', async () => {
    const order = await transferOrder();
    const jobs = await background();
    try {
      await jobs.runner.runDue();
    } finally {
      await jobs.stop();
    }
    const mails = to(await newMail(), SHOP_EMAIL.replace('.', '\\.'));
    const mail = mails.find((m) => m.includes(`Nová objednávka č. ${order.code}`) || m.includes(order.code));
    expect(mail, mails.join('\n---\n').slice(0, 3000)).toBeDefined();
    expect(mail).toContain(`${PUBLIC_URL}/admin/#/orders/${order.id}`);
    expect(mail).toMatch(/^Reply-To: .*jan\.novak@example\.cz/m);
    expect(mail).toContain('Aloe gel');
    expect(mail).toContain('368\u00a0Kč');
    expect(await emailsOf(order.id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'order-confirmation',
          recipient: 'jan.novak@example.cz',
          subject: `Potvrzení objednávky č. ${order.code}`,
        },
        {
          kind: 'shop-new-order',
          recipient: SHOP_EMAIL,
          subject: `Nová objednávka č. ${order.code} (368\u00a0Kč)`,
        },
      ]),
    );
  });
});
