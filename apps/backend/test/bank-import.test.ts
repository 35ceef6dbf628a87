import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankImportResponse,
  bankMovementsResponse,
  errorResponse,
  resolveBankMovementResponse,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import {
  api,
  base,
  decide,
  gatewayRef,
  orderWhen,
  placeOrder,
  rows,
  started,
  t,
  usePaymentsShop,
} from './support/payments-fixture.ts';
import { addBankTransfer } from './support/shop-methods.ts';

usePaymentsShop();

// Bank statements read into the shop over real HTTP: the backend listens on its PUBLIC_URL, so its
// Fio client reaches the local Fio double it serves at /test-bank/fio (no FIO_TOKEN here).
// Fixture: Aloe gel 249 Kč to a pickup point (79 Kč): 328 Kč an order of one.

let key: string;
let bankTransferId: number;
const today = zonedDateTime(new Date()).date;
/** The shop's account in GPC (prefix 19, number 2000145399) and as movements are keyed by it. */
const SHOP_GPC_ACCOUNT = '0000192000145399';
const SHOP_ACCOUNT = '19-2000145399';

beforeAll(async () => {
  const db = t.database.db;
  key = await operatorApiKey(db, ['orders']);
  bankTransferId = await addBankTransfer(db);
});

const minor = (major: number) => Math.round(major * 100);

/** A bank-transfer order of `pieces` Aloe gels: its id, code and total in minor units. */
async function transferOrder(pieces = 1) {
  const { order, token } = await placeOrder(bankTransferId, pieces);
  expect(order.paymentStatus).toBe('awaiting_transfer');
  return { id: order.id, code: order.code, total: minor(order.prices.totalWithTax), token };
}

interface GpcMovement {
  id: number;
  /** Minor units, signed. */
  amount: number;
  vs?: string | null;
  currency?: 'CZK' | 'EUR';
  name?: string;
}

/** A GPC (ABO) statement of the account with these movements, booked today: 128-character lines, CRLF. */
function gpc(movements: GpcMovement[], { account = SHOP_GPC_ACCOUNT, number = 1 } = {}): Buffer {
  const digits = (v: number | string, n: number) => String(v).padStart(n, '0');
  const text = (v: string, n: number) => v.padEnd(n, ' ').slice(0, n);
  const ddmmyy = `${today.slice(8, 10)}${today.slice(5, 7)}${today.slice(2, 4)}`;
  const credit = movements.filter((m) => m.amount > 0).reduce((s, m) => s + m.amount, 0);
  const debit = movements.filter((m) => m.amount < 0).reduce((s, m) => s - m.amount, 0);
  const closing = credit - debit;
  const header =
    `074${account}${text('Obchod s.r.o.', 20)}${ddmmyy}${digits(0, 14)}+` +
    `${digits(Math.abs(closing), 14)}${closing < 0 ? '-' : '+'}${digits(debit, 14)}+${digits(credit, 14)}+` +
    `${digits(number, 3)}${ddmmyy}${' '.repeat(14)}`;
  const lines = movements.map(
    (m) =>
      `075${account}0000190000123457${digits(m.id, 13)}${digits(Math.abs(m.amount), 12)}${m.amount > 0 ? '2' : '1'}` +
      `${digits(m.vs ?? 0, 10)}0007100308${digits(0, 10)}${ddmmyy}${text(m.name ?? 'Jan Novak', 20)}0` +
      `${m.currency === 'EUR' ? '0978' : '0203'}${ddmmyy}`,
  );
  for (const line of [header, ...lines]) expect(line).toHaveLength(128);
  return Buffer.from(`${[header, ...lines].join('\r\n')}\r\n`, 'latin1');
}

/** A camt.053 statement of the shop's account (its IBAN) with one booked incoming entry. */
function camt(ref: string, amountMinor: number, vs: string): Buffer {
  const amount = (amountMinor / 100).toFixed(2);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${ref}</MsgId><CreDtTm>${today}T06:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${ref}-STMT</Id>
      <LglSeqNb>7</LglSeqNb>
      <Acct><Id><IBAN>CZ65 0800 0000 1920 0014 5399</IBAN></Id><Ccy>CZK</Ccy></Acct>
      <Ntry>
        <Amt Ccy="CZK">${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${today}</Dt></BookgDt>
        <AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls><Refs><EndToEndId>/VS${vs}</EndToEndId></Refs></TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

async function upload(file: Buffer, fileName = 'vypis.gpc', headers: Record<string, string> = bearer(key)) {
  const res = await fetch(`${base}/api/admin/v1/bank-statements?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: new Uint8Array(file),
  });
  return { status: res.status, json: (await res.json()) as unknown };
}
async function imported(file: Buffer, fileName = 'vypis.gpc') {
  const res = await upload(file, fileName);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return bankImportResponse.parse(res.json).data;
}

const orderRow = async (id: number) =>
  (
    await rows<{ status: string; payment_status: string; amount_paid: number }>(
      sql`select status, payment_status, amount_paid from orders.orders where id = ${id}`,
    )
  )[0]!;
const ledgerOf = (id: number) =>
  rows<{
    source: string;
    reference: string | null;
    amount: number;
    method: string;
    recorded_by: string | null;
  }>(
    sql`select source, reference, amount, method, recorded_by from orders.order_payments where order_id = ${id} order by id`,
  );
const counts = async () =>
  (
    await rows<{ imports: number; movements: number; payments: number; audits: number }>(
      sql`select (select count(*)::int from payment.bank_imports) as imports,
                 (select count(*)::int from payment.bank_movements) as movements,
                 (select count(*)::int from orders.order_payments) as payments,
                 (select count(*)::int from operators.audit_log) as audits`,
    )
  )[0]!;
const movement = async (bankId: string) =>
  (
    await rows<{
      id: number;
      state: string;
      match: string;
      order_id: number | null;
      resolution: string | null;
    }>(
      sql`select id, state, match, order_id, resolution from payment.bank_movements where bank_id = ${bankId}`,
    )
  )[0]!;

describe('a bank statement file', () => {
  it('pays exact orders, books a part paid, leaves more, unknown symbols and other currencies open; read again it changes nothing', async () => {
    const exact = await transferOrder();
    const partial = await transferOrder(2);
    const over = await transferOrder();
    const currency = await transferOrder();
    const file = gpc([
      { id: 1001, amount: exact.total, vs: exact.code },
      { id: 1002, amount: 20_000, vs: partial.code },
      { id: 1003, amount: over.total + 5_000, vs: over.code },
      { id: 1004, amount: 12_300, vs: '99999999' },
      { id: 1005, amount: 1_300, vs: currency.code, currency: 'EUR' },
      { id: 1006, amount: -45_000, vs: null, name: 'Dodavatel obalu' },
    ]);

    const first = await imported(file);
    expect(first).toMatchObject({
      format: 'gpc',
      accountNumber: SHOP_ACCOUNT,
      statementNumber: '1',
      movements: 6,
      newMovements: 6,
      alreadyImported: 0,
      exact: 1,
      partial: 1,
      over: 1,
      unknown: 1,
      currency: 1,
      outgoing: 1,
      settledOrders: [{ id: exact.id, code: exact.code }],
      partialOrders: [
        { id: partial.id, code: partial.code, amountPaid: 200, amountDue: (partial.total - 20_000) / 100 },
      ],
      previousImport: null,
    });
    expect(first.importId).toEqual(expect.any(Number));
    expect(first.open.map((m) => [m.bankId, m.match, m.state, m.orderId])).toEqual([
      ['1002', 'partial', 'open', partial.id],
      ['1003', 'over', 'open', over.id],
      ['1004', 'unknown', 'open', null],
      ['1005', 'currency', 'open', currency.id],
    ]);
    expect(first.open[1]).toMatchObject({
      amount: (over.total + 5_000) / 100,
      currencyCode: 'CZK',
      format: 'gpc',
    });
    expect(first.message).toContain('nových: 6');

    expect(await orderRow(exact.id)).toEqual({
      status: 'paid',
      payment_status: 'paid',
      amount_paid: exact.total,
    });
    expect(await ledgerOf(exact.id)).toEqual([
      {
        source: 'statement',
        reference: `${SHOP_ACCOUNT}:1001`,
        amount: exact.total,
        method: 'bank_transfer',
        recorded_by: 'API klíč tests',
      },
    ]);
    expect(await orderRow(partial.id)).toEqual({
      status: 'new',
      payment_status: 'awaiting_transfer',
      amount_paid: 20_000,
    });
    for (const untouched of [over, currency]) {
      expect(await orderRow(untouched.id)).toEqual({
        status: 'new',
        payment_status: 'awaiting_transfer',
        amount_paid: 0,
      });
    }
    expect((await movement('1006')).state).toBe('ignored');

    // Listed for a person, newest booked first.
    const open = await api(
      'GET',
      '/api/admin/v1/bank-movements?state=open&perPage=200',
      undefined,
      bearer(key),
    );
    expect(open.status).toBe(200);
    const listed = bankMovementsResponse.parse(open.json);
    expect(
      listed.data
        .filter((m) => m.importId === first.importId)
        .map((m) => m.bankId)
        .sort(),
    ).toEqual(['1002', '1003', '1004', '1005']);
    expect(listed.data.every((m) => m.state === 'open')).toBe(true);

    // The same file again: nothing written, and the answer says it was read before.
    const before = await counts();
    const again = await imported(file, 'vypis-znovu.gpc');
    expect(again).toMatchObject({
      importId: null,
      movements: 6,
      newMovements: 0,
      alreadyImported: 6,
      exact: 0,
      settledOrders: [],
      open: [],
      previousImport: { id: first.importId },
    });
    expect(again.message).toMatch(/^Tento výpis už byl načten/);
    expect(await counts()).toEqual(before);

    // The rest of the partly paid order, in the next statement: paid, and its first part closed.
    const rest = await imported(
      gpc([{ id: 1007, amount: partial.total - 20_000, vs: partial.code }], { number: 2 }),
    );
    expect(rest).toMatchObject({ newMovements: 1, exact: 1, settledOrders: [{ id: partial.id }], open: [] });
    expect(await orderRow(partial.id)).toMatchObject({ status: 'paid', amount_paid: partial.total });
    expect(await movement('1002')).toMatchObject({
      state: 'resolved',
      resolution: 'Objednávka je doplacena.',
    });
    expect((await ledgerOf(partial.id)).map((p) => p.amount)).toEqual([20_000, partial.total - 20_000]);

    // Each import with something new is in the audit log.
    const audits = await rows<{ action: string; object_id: string }>(
      sql`select action, object_id from operators.audit_log where action = 'bank.import' order by id`,
    );
    expect(audits.map((a) => a.object_id)).toEqual(
      expect.arrayContaining([String(first.importId), String(rest.importId)]),
    );
  });

  it('reads camt.053 (the account by its IBAN) and refuses what is not a statement', async () => {
    const order = await transferOrder();
    const read = await imported(camt('CAMT-2001', order.total, order.code), 'vypis.xml');
    expect(read).toMatchObject({
      format: 'camt053',
      accountNumber: SHOP_ACCOUNT,
      statementNumber: '7',
      exact: 1,
      settledOrders: [{ id: order.id }],
    });
    expect((await ledgerOf(order.id))[0]).toMatchObject({ reference: `${SHOP_ACCOUNT}:CAMT-2001` });

    const broken = await upload(Buffer.from('074nesmysl\r\n'), 'rozbity.gpc');
    expect(broken.status).toBe(422);
    expect(errorResponse.parse(broken.json).errors[0]).toMatchObject({
      code: 'bank.statementFormat',
      field: 'file',
    });
    expect(errorResponse.parse(broken.json).errors[0]!.title).toMatch(/^rozbity\.gpc: /);

    const notAFile = await api('POST', '/api/admin/v1/bank-statements', { soubor: 'x' }, bearer(key));
    expect(notAFile.status).toBe(415);

    const tooLarge = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x20));
    expect(tooLarge.status).toBe(413);
  });
});

describe('movements left for a person', () => {
  it('are booked to an order or closed with a note, once, audited', async () => {
    const over = await transferOrder();
    const other = await transferOrder();
    await imported(
      gpc(
        [
          { id: 3001, amount: over.total + 10_000, vs: over.code },
          { id: 3002, amount: 50_000, vs: '12345' },
          { id: 3003, amount: 1_300, vs: other.code, currency: 'EUR' },
          { id: 3004, amount: 5_000, vs: other.code },
        ],
        { number: 3 },
      ),
    );
    const resolve = (id: number, body: unknown) =>
      api('POST', `/api/admin/v1/bank-movements/${id}/resolve`, body, bearer(key));

    // More than it owed: booked to the order by a person, who refunds the rest.
    const paid = await resolve((await movement('3001')).id, {
      orderId: over.id,
      resolution: 'Přeplatek 100 Kč vrátíme zákazníkovi',
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(resolveBankMovementResponse.parse(paid.json).data).toMatchObject({
      movement: { state: 'resolved', orderId: over.id, resolvedBy: 'API klíč tests', match: 'over' },
      order: { id: over.id, status: 'paid', amountPaid: (over.total + 10_000) / 100, amountDue: 0 },
    });
    expect(await ledgerOf(over.id)).toEqual([
      expect.objectContaining({
        source: 'statement',
        reference: `${SHOP_ACCOUNT}:3001`,
        amount: over.total + 10_000,
      }),
    ]);
    const twice = await resolve((await movement('3001')).id, { resolution: 'znovu' });
    expect(twice.status).toBe(409);
    expect(errorResponse.parse(twice.json).errors[0]!.code).toBe('bank.movementNotOpen');

    // An unknown symbol: closed with the note, no money booked.
    const closed = await resolve((await movement('3002')).id, { resolution: 'Vráceno odesílateli' });
    expect(closed.status).toBe(200);
    expect(resolveBankMovementResponse.parse(closed.json).data).toMatchObject({
      movement: { state: 'resolved', orderId: null, resolution: 'Vráceno odesílateli' },
      order: null,
    });

    // Another currency cannot be booked to a CZK order.
    const euro = await resolve((await movement('3003')).id, { orderId: other.id, resolution: 'platba' });
    expect(euro.status).toBe(409);
    expect(errorResponse.parse(euro.json).errors[0]!.code).toBe('bank.movementCurrency');

    // A part paid is booked to its own order and cannot move to another.
    const moved = await resolve((await movement('3004')).id, { orderId: over.id, resolution: 'jinam' });
    expect(moved.status).toBe(409);
    expect(errorResponse.parse(moved.json).errors[0]!.code).toBe('bank.movementBooked');
    const kept = await resolve((await movement('3004')).id, { orderId: other.id, resolution: 'Doplatí' });
    expect(kept.status).toBe(200);
    expect((await ledgerOf(other.id)).map((p) => p.amount)).toEqual([5_000]);

    expect(
      (await api('POST', '/api/admin/v1/bank-movements/999999/resolve', { resolution: 'x' }, bearer(key)))
        .status,
    ).toBe(404);
    expect((await resolve((await movement('3003')).id, { orderId: 999_999, resolution: 'x' })).status).toBe(
      404,
    );
    expect((await resolve((await movement('3003')).id, { resolution: '' })).status).toBe(400);

    const audits = await rows<{ object_id: string; after: { state: string } }>(
      sql`select object_id, after from operators.audit_log where action = 'bank.movement.resolve' order by id`,
    );
    expect(audits.map((a) => a.object_id)).toEqual(
      [(await movement('3001')).id, (await movement('3002')).id, (await movement('3004')).id].map(String),
    );
  });
});

describe('a part paid by the bank and the rest by hand', () => {
  it('closes the part’s movement once the order is paid up', async () => {
    const order = await transferOrder();
    await imported(gpc([{ id: 4001, amount: 10_000, vs: order.code }], { number: 4 }));
    expect(await movement('4001')).toMatchObject({ state: 'open', match: 'partial', order_id: order.id });
    const rest = await api(
      'POST',
      `/api/admin/v1/orders/${order.id}/payments`,
      { amount: (order.total - 10_000) / 100, paidOn: today },
      bearer(key),
    );
    expect(rest.status, JSON.stringify(rest.json)).toBe(201);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', amount_paid: order.total });
    expect(await movement('4001')).toMatchObject({
      state: 'resolved',
      resolution: 'Objednávka je doplacena.',
    });
    expect((await ledgerOf(order.id)).map((p) => [p.source, p.amount])).toEqual([
      ['statement', 10_000],
      ['manual', order.total - 10_000],
    ]);
  });
});

describe('money waiting for a person', () => {
  it('keeps its order from expiring and from the payment reminder', async () => {
    const order = await transferOrder();
    await imported(gpc([{ id: 5001, amount: order.total + 100, vs: order.code }], { number: 5 }));
    expect(await movement('5001')).toMatchObject({ state: 'open', match: 'over', order_id: order.id });
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PUBLIC_URL: base,
    });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const jobs = await createJobRunner(config, t.database.db, silent);
    try {
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 6 * 86_400_000))).not.toContain(order.id);
      expect(await jobs.sweepExpiredOrders(new Date(Date.now() + 30 * 86_400_000))).not.toContain(order.id);
    } finally {
      await jobs.stop();
    }
    const [row] = await rows<{ status: string; reminded_at: Date | null }>(
      sql`select status, reminded_at from orders.orders where id = ${order.id}`,
    );
    expect(row).toEqual({ status: 'new', reminded_at: null });
  });
});

describe('Fio banka through the local double over HTTP', () => {
  it('downloads new movements once: one read from a file before counts once, the new one pays its order', async () => {
    const first = await transferOrder();
    const second = await transferOrder(2);
    // Two transfers on the test bank's page, as a person trying the shop makes them.
    for (const order of [first, second]) {
      const res = await fetch(`${base}/test-bank/fio/transfers`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          amount: (order.total / 100).toFixed(2).replace('.', ','),
          variableSymbol: order.code,
          name: 'Jana Novakova',
          message: `Objednavka ${order.code}`,
        }).toString(),
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
    }
    // The first movement (Fio's ids start at 26000000001) also arrives in a GPC file of the account.
    const fromFile = await imported(
      gpc([{ id: 26_000_000_001, amount: first.total, vs: first.code }], { account: '0000002000145399' }),
    );
    expect(fromFile).toMatchObject({ accountNumber: '2000145399', settledOrders: [{ id: first.id }] });

    const res = await api('POST', '/api/admin/v1/bank-statements/fio', undefined, bearer(key));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(bankImportResponse.parse(res.json).data).toMatchObject({
      format: 'fio',
      accountNumber: '2000145399',
      movements: 2,
      newMovements: 1,
      alreadyImported: 1,
      exact: 1,
      settledOrders: [{ id: second.id, code: second.code }],
    });
    expect(await ledgerOf(first.id)).toEqual([
      expect.objectContaining({ source: 'statement', reference: '2000145399:26000000001' }),
    ]);
    expect(await ledgerOf(second.id)).toEqual([
      expect.objectContaining({ source: 'fio', reference: '2000145399:26000000002', amount: second.total }),
    ]);
    expect(await orderRow(second.id)).toMatchObject({ status: 'paid', payment_status: 'paid' });

    // Fio answers one call per token in 30 seconds.
    const soon = await api('POST', '/api/admin/v1/bank-statements/fio', {}, bearer(key));
    expect(soon.status).toBe(409);
    expect(errorResponse.parse(soon.json).errors[0]!.code).toBe('bank.fioThrottled');
  });
});

describe('card payments', () => {
  it('the gateway’s settlement writes the ledger row under its reference', async () => {
    const { order, token } = await placeOrder(1, 1);
    const { redirectUrl } = await started(token);
    expect((await decide(redirectUrl!, 'pay')).status).toBe(303);
    expect((await orderWhen(token, (o) => o.paymentStatus === 'paid')).paymentStatus).toBe('paid');
    expect(await ledgerOf(order.id)).toEqual([
      {
        source: 'gateway',
        reference: gatewayRef(redirectUrl!),
        amount: minor(order.prices.totalWithTax),
        method: 'card',
        recorded_by: null,
      },
    ]);
    expect((await orderRow(order.id)).amount_paid).toBe(minor(order.prices.totalWithTax));
  });
});

describe('who may', () => {
  it('refuses strangers (401) and a content-only key (403)', async () => {
    const content = await operatorApiKey(t.database.db, ['content']);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/admin/v1/bank-statements/fio', {}],
      ['GET', '/api/admin/v1/bank-movements?state=open', undefined],
      ['POST', '/api/admin/v1/bank-movements/1/resolve', { resolution: 'x' }],
      ['POST', '/api/admin/v1/orders/1/payments', { amount: 1, paidOn: today }],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(method, path, body)).status, path).toBe(401);
      expect((await api(method, path, body, bearer(content))).status, path).toBe(403);
    }
    expect((await upload(gpc([]), 'x.gpc', {})).status).toBe(401);
    expect((await upload(gpc([]), 'x.gpc', bearer(content))).status).toBe(403);
  });
});
