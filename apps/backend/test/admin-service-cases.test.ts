import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminList,
  adminServiceCaseList,
  adminServiceCaseResponse,
  auditEntry,
  cartChangeResponse,
  errorResponse,
  placeOrderResponse,
  serviceCaseCreditNoteResponse,
  serviceCaseResponse,
  serviceDeskErrors,
  type AdminServiceCase,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/** Fixture: variant 101 'Aloe gel 100 ml', 106 'Posilovací guma Medium'; shipper 2 (point CZ001), payment 1 card. */
const IBAN = 'CZ65 0800 0000 1920 0014 5399';
let t: CatalogTestApp;
/** Every permission: the service desk's operator who also reads the audit log. */
let key: string;
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createCatalogTestApp();
  key = await operatorApiKey(t.database.db);
  // Enough of the gel for every order of the file.
  await t.database.db.execute(sql`update inventory.stock set quantity = 1000 where variant_id = 101`);
});
afterAll(() => t.cleanup());

interface Placed {
  code: string;
  /** The order token (the order page's secret link). */
  token: string;
  email: string;
  items: { id: number; name: string; amount: number }[];
}

async function placeOrder(email: string, lines: [number, number][]): Promise<Placed> {
  let token: string | null = null;
  for (const [id, amount] of lines) {
    const headers: Record<string, string> = token ? { 'x-cart-token': token } : {};
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers,
      payload: { id, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
    token ??= cartChangeResponse.parse(res.json()).meta.guestCartToken!;
  }
  const blank = { street: '', city: '', postcode: '', countryCode: 'CZE' };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': token! },
    payload: {
      shipperId: 2,
      shipperBranchId: 'CZ001',
      paymentId: 1,
      terms: true,
      customer: {
        name: 'Jana Nováková',
        firstName: 'Jana',
        lastName: 'Nováková',
        email,
        phone: '+420 777 123 456',
      },
      billingAddress: blank,
      shippingAddress: blank,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = placeOrderResponse.parse(res.json());
  const order = placed.data;
  return {
    code: order.code,
    // The order's own link: it opens the order to the complaint and withdrawal forms.
    token: placed.meta.orderToken,
    email,
    items: order.items.map((i) => ({ id: i.id, name: i.name, amount: i.amount })),
  };
}

/** An order delivered yesterday, and a case filed about its first line. */
async function fileCase(kind: 'complaint' | 'withdrawal', email: string, reason = 'Gel vytéká z lahvičky.') {
  const order = await placeOrder(email, [[101, 2]]);
  await t.database.db.execute(
    sql`update orders.orders set fulfilment = 'delivered', shipped_at = now() - interval '2 days',
          delivered_at = now() - interval '1 day' where code = ${order.code}`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: kind === 'complaint' ? '/api/v1/complaints' : '/api/v1/withdrawals',
    remoteAddress: nextAddress(),
    payload: {
      orderCode: order.code,
      orderToken: order.token,
      items: [{ orderItemId: order.items[0]!.id, amount: 1 }],
      reason,
      bankAccount: IBAN,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { caseNumber } = serviceCaseResponse.parse(res.json()).data;
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from support.service_cases where case_number = ${caseNumber}`,
  );
  return { id: row!.id, caseNumber, order };
}

const admin = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = bearer(key),
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const detail = async (id: number): Promise<AdminServiceCase> => {
  const res = await admin('GET', `/api/admin/v1/service-cases/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminServiceCaseResponse.parse(res.json()).data;
};

const errorsOf = (res: { statusCode: number; body: string; json(): unknown }, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors;
};

/** Runs the due e-mail jobs and answers the outbox's messages about `caseNumber`, quoted-printable undone. */
async function mailsAbout(caseNumber: string): Promise<string[]> {
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const silent = { info() {}, warn() {}, error() {} };
  const jobs = await createJobRunner(config, t.database.db, silent);
  while ((await jobs.runner.runDue()) > 0);
  await jobs.stop();
  const outbox = path.join(t.dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.sort().map(async (f) => (await readFile(path.join(outbox, f), 'utf8')).replace(/=\r?\n/g, '')),
  );
  return mails.filter((m) => m.includes(caseNumber));
}

/** The text part of a mail, its quoted-printable bytes decoded. */
const decoded = (mail: string) =>
  Buffer.from(
    mail.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function auditOf(id: number) {
  const res = await admin('GET', `/api/admin/v1/audit?objectType=serviceCase&objectId=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminList(auditEntry).parse(res.json()).data.reverse();
}

describe('the list of cases', () => {
  it('finds cases by kind, state, case number, order code and e-mail, a page at a time', async () => {
    const complaint = await fileCase('complaint', 'seznam.reklamace@example.cz');
    const withdrawal = await fileCase('withdrawal', 'seznam.vraceni@example.cz');
    const list = async (query: string) => {
      const res = await admin('GET', `/api/admin/v1/service-cases${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return adminServiceCaseList.parse(res.json());
    };
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(2);
    // Newest first.
    expect(all.data[0]!.caseNumber).toBe(withdrawal.caseNumber);
    expect(all.data[0]).toMatchObject({
      kind: 'withdrawal',
      state: 'received',
      orderCode: withdrawal.order.code,
      email: 'seznam.vraceni@example.cz',
      closedAt: null,
    });
    expect(complaint.caseNumber).toMatch(/^R-\d{4}-\d{6}$/);

    const complaints = await list('?kind=complaint');
    expect(complaints.data.every((c) => c.kind === 'complaint')).toBe(true);
    expect(complaints.data.map((c) => c.caseNumber)).toContain(complaint.caseNumber);
    expect(complaints.data.map((c) => c.caseNumber)).not.toContain(withdrawal.caseNumber);

    expect((await list(`?q=${complaint.caseNumber.toLowerCase()}`)).data.map((c) => c.id)).toEqual([
      complaint.id,
    ]);
    expect((await list(`?q=${withdrawal.order.code}`)).data.map((c) => c.id)).toEqual([withdrawal.id]);
    expect((await list('?q=SEZNAM.REKLAMACE@')).data.map((c) => c.id)).toEqual([complaint.id]);
    expect((await list('?q=nikdo-takovy')).total).toBe(0);

    const page = await list('?q=seznam.&perPage=1&page=2');
    expect(page.total).toBe(2);
    expect(page.data.map((c) => c.id)).toEqual([complaint.id]);

    expect((await list('?state=resolved')).data.map((c) => c.id)).not.toContain(complaint.id);
    expect((await list('?state=received&kind=withdrawal')).data.map((c) => c.id)).toContain(withdrawal.id);
    expect((await admin('GET', '/api/admin/v1/service-cases?state=lost')).statusCode).toBe(400);
  });
});

describe('a case', () => {
  it('shows its items, reason, IBAN, order and the conversation with the original message first', async () => {
    const filed = await fileCase('withdrawal', 'detail@example.cz', 'Dárek se nehodil.');
    const c = await detail(filed.id);
    expect(c).toMatchObject({
      id: filed.id,
      caseNumber: filed.caseNumber,
      kind: 'withdrawal',
      state: 'received',
      orderCode: filed.order.code,
      email: 'detail@example.cz',
      reason: 'Dárek se nehodil.',
      iban: 'CZ6508000000192000145399',
      locale: 'cs',
      nextStates: ['in_progress'],
      items: [{ orderItemId: filed.order.items[0]!.id, name: filed.order.items[0]!.name, amount: 1 }],
    });
    const [orderRow] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from orders.orders where code = ${filed.order.code}`,
    );
    expect(c.orderId).toBe(orderRow!.id);
    expect(c.messages).toEqual([
      { id: null, from: 'customer', author: null, body: 'Dárek se nehodil.', createdAt: c.createdAt },
    ]);
    expect(errorsOf(await admin('GET', '/api/admin/v1/service-cases/999999'), 404)[0]!.code).toBe(
      'not_found',
    );
  });
});

describe('the conversation', () => {
  it("e-mails the shop's reply to the customer and records a customer's message without mail", async () => {
    const filed = await fileCase('complaint', 'konverzace@example.cz');
    const reply = await admin('POST', `/api/admin/v1/service-cases/${filed.id}/messages`, {
      from: 'shop',
      body: 'Dobrý den, pošlete nám prosím fotografii.\nDěkujeme <b>moc</b>.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const afterReply = adminServiceCaseResponse.parse(reply.json()).data;
    expect(afterReply.messages.map((m) => [m.from, m.author])).toEqual([
      ['customer', null],
      ['shop', 'API klíč tests'],
    ]);
    expect(afterReply.state).toBe('received');

    const pasted = await admin('POST', `/api/admin/v1/service-cases/${filed.id}/messages`, {
      from: 'customer',
      body: 'Fotografii posílám v příloze.',
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
    const messages = adminServiceCaseResponse.parse(pasted.json()).data.messages;
    expect(messages.map((m) => m.body)).toEqual([
      'Gel vytéká z lahvičky.',
      'Dobrý den, pošlete nám prosím fotografii.\nDěkujeme <b>moc</b>.',
      'Fotografii posílám v příloze.',
    ]);
    expect(messages[2]).toMatchObject({ from: 'customer', author: 'API klíč tests' });

    const mails = await mailsAbout(filed.caseNumber);
    const replies = mails.map(decoded).filter((m) => m.includes('pošlete nám prosím fotografii'));
    // One reply, to the customer; the pasted message is not sent anywhere.
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/^To: .*konverzace@example\.cz/m);
    expect(replies[0]).toMatch(/^Reply-To: /m);
    const html = replies[0]!.slice(replies[0]!.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;b&gt;moc&lt;/b&gt;');
    expect(html).not.toContain('<b>moc</b>');
    expect(mails.map(decoded).some((m) => m.includes('Fotografii posílám'))).toBe(false);

    const audit = await auditOf(filed.id);
    expect(audit.map((a) => a.action)).toEqual(['serviceCase.message', 'serviceCase.message']);
    expect(audit[0]!.after).toMatchObject({ from: 'shop' });
  });

  it('refuses an empty message and answers 404 for a missing case', async () => {
    const filed = await fileCase('complaint', 'prazdna@example.cz');
    const empty = await admin('POST', `/api/admin/v1/service-cases/${filed.id}/messages`, {
      from: 'shop',
      body: '   ',
    });
    expect(errorsOf(empty, 422)).toEqual([
      { code: 'serviceCase.messageRequired', field: 'body', title: serviceDeskErrors.messageRequired },
    ]);
    const missing = await admin('POST', '/api/admin/v1/service-cases/999999/messages', { body: 'Haló' });
    expect(missing.statusCode).toBe(404);
    expect((await detail(filed.id)).messages).toHaveLength(1);
  });
});

describe('the state of a case', () => {
  it('moves received → in_progress → resolved, e-mails the resolution, and then stays', async () => {
    const filed = await fileCase('complaint', 'stav@example.cz');
    const move = (state: string, message?: string) =>
      admin('POST', `/api/admin/v1/service-cases/${filed.id}/state`, {
        state,
        ...(message ? { message } : {}),
      });

    const skipped = errorsOf(await move('resolved'), 409);
    expect(skipped[0]).toMatchObject({ code: 'serviceCase.stateMove', field: 'state' });
    expect(skipped[0]!.title).toBe('Případ ve stavu „Přijatý“ nelze převést do stavu „Vyřízený“.');

    const started = await move('in_progress');
    expect(started.statusCode, started.body).toBe(200);
    const working = adminServiceCaseResponse.parse(started.json()).data;
    expect(working).toMatchObject({
      state: 'in_progress',
      closedAt: null,
      nextStates: ['resolved', 'rejected'],
    });
    expect(Date.parse(working.updatedAt)).toBeGreaterThanOrEqual(Date.parse(working.createdAt));
    expect(errorsOf(await move('in_progress'), 409)[0]!.code).toBe('serviceCase.stateMove');

    const resolved = await move('resolved', 'Posíláme vám nový gel.');
    expect(resolved.statusCode, resolved.body).toBe(200);
    const done = adminServiceCaseResponse.parse(resolved.json()).data;
    expect(done.state).toBe('resolved');
    expect(done.closedAt).not.toBeNull();
    expect(done.nextStates).toEqual([]);
    expect(done.messages.at(-1)).toMatchObject({ from: 'shop', body: 'Posíláme vám nový gel.' });

    for (const state of ['rejected', 'in_progress', 'resolved']) {
      expect(errorsOf(await move(state), 409)).toEqual([
        { code: 'serviceCase.closed', field: 'state', title: serviceDeskErrors.closed },
      ]);
    }
    expect((await detail(filed.id)).state).toBe('resolved');

    const mails = (await mailsAbout(filed.caseNumber)).map(decoded);
    const closing = mails.filter((m) => m.includes('je vyřízena'));
    expect(closing).toHaveLength(1);
    expect(closing[0]).toMatch(/^To: .*stav@example\.cz/m);
    expect(closing[0]).toContain('Posíláme vám nový gel.');
    expect(closing[0]).toContain(`vaši reklamaci ${filed.caseNumber}`);

    const audit = await auditOf(filed.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['serviceCase.state', { state: 'received' }, { state: 'in_progress' }],
      [
        'serviceCase.state',
        { state: 'in_progress' },
        { state: 'resolved', messageId: expect.any(Number), message: 'Posíláme vám nový gel.' },
      ],
    ]);
  });

  it('rejects a withdrawal with an e-mail even without a message', async () => {
    const filed = await fileCase('withdrawal', 'zamitnuti@example.cz');
    const move = (state: string) => admin('POST', `/api/admin/v1/service-cases/${filed.id}/state`, { state });
    expect((await move('in_progress')).statusCode).toBe(200);
    const rejected = await move('rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(adminServiceCaseResponse.parse(rejected.json()).data.state).toBe('rejected');
    expect(errorsOf(await move('resolved'), 409)[0]!.code).toBe('serviceCase.closed');
    const mails = (await mailsAbout(filed.caseNumber)).map(decoded);
    const closing = mails.filter((m) => m.includes('bylo zamítnuto'));
    expect(closing).toHaveLength(1);
    expect(closing[0]).toContain('jsme bohužel zamítli');
  });

  it('refuses a state it does not know and answers 404 for a missing case', async () => {
    const filed = await fileCase('complaint', 'neznamy@example.cz');
    expect(
      (await admin('POST', `/api/admin/v1/service-cases/${filed.id}/state`, { state: 'received' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', '/api/admin/v1/service-cases/999999/state', { state: 'in_progress' })).statusCode,
    ).toBe(404);
  });
});

describe('the refund of a withdrawal', () => {
  /** A withdrawal of one of two pieces of a paid (invoiced) order delivered yesterday. */
  async function paidWithdrawal(email: string) {
    const order = await placeOrder(email, [[101, 2]]);
    const [row] = await queryRows<{ id: number; total: number }>(
      t.database.db,
      sql`update orders.orders set payment_kind = 'bank_transfer', payment_status = 'awaiting_transfer'
           where code = ${order.code} returning id, total_with_tax as total`,
    );
    const paid = await admin('POST', `/api/admin/v1/orders/${row!.id}/payments`, {
      amount: row!.total / 100,
      paidOn: zonedDateTime(new Date()).date,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.database.db.execute(
      sql`update orders.orders set fulfilment = 'delivered', shipped_at = now() - interval '2 days',
            delivered_at = now() - interval '1 day' where id = ${row!.id}`,
    );
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/withdrawals',
      remoteAddress: nextAddress(),
      payload: {
        orderCode: order.code,
        orderToken: order.token,
        items: [{ orderItemId: order.items[0]!.id, amount: 1 }],
        reason: 'Nehodí se mi.',
        bankAccount: IBAN,
      },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { caseNumber } = serviceCaseResponse.parse(filed.json()).data;
    const [c] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from support.service_cases where case_number = ${caseNumber}`,
    );
    const [line] = await queryRows<{ unit: number }>(
      t.database.db,
      sql`select unit_with_tax as unit from orders.order_items where id = ${order.items[0]!.id}`,
    );
    return { id: c!.id, caseNumber, orderId: row!.id, orderItemId: order.items[0]!.id, unit: line!.unit };
  }

  it("issues a credit note of the case's pieces, audited, and refuses to credit them beyond the order", async () => {
    const w = await paidWithdrawal('dobropis@example.cz');
    const refund = (body: object = {}) =>
      admin('POST', `/api/admin/v1/service-cases/${w.id}/credit-note`, body);

    const res = await refund();
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, case: after } = serviceCaseCreditNoteResponse.parse(res.json()).data;
    expect(creditNote.currencyCode).toBe('CZK');
    expect(creditNote.totalWithTax).toBe(-w.unit / 100);
    expect(after.id).toBe(w.id);
    const [doc] = await queryRows<{ kind: string; order_id: number; reason: string }>(
      t.database.db,
      sql`select kind, order_id, data->>'reason' as reason from invoicing.documents where id = ${creditNote.id}`,
    );
    expect(doc).toEqual({
      kind: 'credit_note',
      order_id: w.orderId,
      reason: `Odstoupení od smlouvy ${w.caseNumber}`,
    });

    // The second piece was not returned: more than is left is refused by the order's rules.
    const tooMany = await refund({ items: [{ orderItemId: w.orderItemId, amount: 2 }], reason: 'Oprava' });
    expect(tooMany.statusCode, tooMany.body).toBe(422);
    expect(errorResponse.parse(tooMany.json()).errors[0]!.field).toBe('items.0.amount');

    const audit = await auditOf(w.id);
    expect(audit.map((a) => a.action)).toEqual(['serviceCase.creditNote']);
    expect(audit[0]!.after).toMatchObject({ creditNoteId: creditNote.id, number: creditNote.number });
  });

  it('refuses a complaint, a rejected withdrawal and an order without an invoice', async () => {
    const complaint = await fileCase('complaint', 'dobropis-reklamace@example.cz');
    const refund = (id: number) => admin('POST', `/api/admin/v1/service-cases/${id}/credit-note`, {});
    expect(errorsOf(await refund(complaint.id), 409)[0]).toMatchObject({
      code: 'serviceCase.creditNoteKind',
      title: serviceDeskErrors.creditNoteKind,
    });

    const rejected = await paidWithdrawal('dobropis-zamitnuto@example.cz');
    for (const state of ['in_progress', 'rejected']) {
      await admin('POST', `/api/admin/v1/service-cases/${rejected.id}/state`, { state });
    }
    expect(errorsOf(await refund(rejected.id), 409)[0]!.code).toBe('serviceCase.creditNoteRejected');

    // fileCase's order was never paid: no invoice to correct.
    const unpaid = await fileCase('withdrawal', 'dobropis-nezaplaceno@example.cz');
    expect(errorsOf(await refund(unpaid.id), 409)[0]!.code).toBe('order.notInvoiced');
    expect((await admin('POST', '/api/admin/v1/service-cases/999999/credit-note', {})).statusCode).toBe(404);
    expect(await auditOf(unpaid.id)).toEqual([]);
  });
});

describe('access', () => {
  it('answers 401 without a key and 403 to a key for the web content only', async () => {
    const filed = await fileCase('complaint', 'pristup@example.cz');
    const content = bearer(await operatorApiKey(t.database.db, ['content']));
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/v1/service-cases'],
      ['GET', `/api/admin/v1/service-cases/${filed.id}`],
      ['POST', `/api/admin/v1/service-cases/${filed.id}/messages`, { from: 'shop', body: 'Ahoj' }],
      ['POST', `/api/admin/v1/service-cases/${filed.id}/state`, { state: 'in_progress' }],
      ['POST', `/api/admin/v1/service-cases/${filed.id}/credit-note`, {}],
    ];
    for (const [method, url, payload] of calls) {
      expect(errorsOf(await admin(method, url, payload, {}), 401)[0]!.code).toBe('admin.unauthenticated');
      expect(errorsOf(await admin(method, url, payload, content), 403)[0]!.code).toBe('admin.forbidden');
    }
    const service = bearer(await operatorApiKey(t.database.db, ['service']));
    expect(
      (await admin('GET', `/api/admin/v1/service-cases/${filed.id}`, undefined, service)).statusCode,
    ).toBe(200);
    const c = await detail(filed.id);
    expect(c.state).toBe('received');
    expect(c.messages).toHaveLength(1);
  });
});
