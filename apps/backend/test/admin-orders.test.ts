import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderErrors,
  adminOrderFilters,
  adminOrderListResponse,
  adminOrderResponse,
  errorResponse,
  orderGiftsResponse,
  type AdminOrderDetail,
  type Order,
} from '@shop/contract';
import { checkoutMessages, messages, orderTransitionMessages } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { deskOrdersInBatches } from '../src/modules/order/desk-list.ts';
import { customerWithCredits, placeCustomerOrder, registerCustomer } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import {
  ALOE,
  BAND,
  SILK,
  add,
  bankTransferId,
  body,
  courierBody,
  m,
  newCart,
  placed,
  rows,
  stockOf,
  t,
  type Headers,
  useOrdersShop,
} from './support/orders-fixture.ts';

useOrdersShop();

/**
 * The order desk over HTTP: the list and its export, an order's page, moving orders on through
 * their states, and editing an unshipped order. Fixture: see orders-fixture.ts (shipper 1 personal
 * pick-up, 2 pickup points, a courier; payments 1 card, 2 cash on delivery, a bank transfer).
 */
let desk: Headers;
let contentOnly: Headers;
/** The orders the list is tried on. */
const o = {} as Record<'novak' | 'svobodova' | 'horakova' | 'osobni', Order>;

const guest = (name: string, email: string, phone: string) => {
  const [firstName, lastName] = name.split(' ');
  return { name, firstName, lastName, email, phone };
};

beforeAll(async () => {
  desk = bearer(await operatorApiKey(t.database.db, ['orders']));
  contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
  o.novak = (
    await placed(
      await newCart([[ALOE, 1]]),
      body({ customer: guest('Jan Novák', 'jan.novak@example.cz', '+420 777 123 456') }),
    )
  ).data;
  // Her 827 Kč reach the free aloe gel, which she takes.
  const gifts = orderGiftsResponse.parse((await t.app.inject({ url: '/api/v1/order-gifts' })).json()).data;
  const cart = await newCart([
    [ALOE, 2],
    [SILK, 1],
  ]);
  const gift = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    headers: { 'x-cart-token': cart },
    payload: { id: gifts.find((g) => g.variantId === ALOE)!.id, type: 'gift' },
  });
  expect(gift.statusCode, gift.body).toBe(200);
  o.svobodova = (
    await placed(
      cart,
      courierBody({
        paymentId: 2,
        customer: guest('Petra Svobodová', 'petra.svobodova@example.cz', '+420 602 111 222'),
      }),
    )
  ).data;
  const eur = { 'x-currency': 'EUR' };
  o.horakova = (
    await placed(
      await newCart([[SILK, 1]], eur),
      courierBody({
        paymentId: bankTransferId,
        billingAddress: { street: 'Hlavná 5', city: 'Bratislava', postcode: '811 01', countryCode: 'SVK' },
        customer: guest('Žaneta Horáková', 'zaneta@example.sk', '+421 905 123 456'),
      }),
      eur,
    )
  ).data;
  o.osobni = (
    await placed(
      await newCart([[BAND, 1]]),
      body({
        shipperId: 1,
        shipperBranchId: '1',
        customer: guest('Ondřej Osobní', 'ondrej@example.cz', '+420 731 000 111'),
      }),
    )
  ).data;
  // Novák ordered just after midnight of 11 March 2025 in Prague (23:30 UTC the day before).
  await t.database.db.execute(
    sql`update orders.orders set created_at = '2025-03-10T23:30:00Z' where id = ${o.novak.id}`,
  );
  await t.database.db.execute(
    sql`update orders.orders set created_at = '2025-06-01T10:00:00Z' where id = ${o.svobodova.id}`,
  );
});

const get = (url: string, headers: Headers = desk) => t.app.inject({ url, headers });
async function list(query: string) {
  const res = await get(`/api/admin/v1/orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderListResponse.parse(res.json());
}
const codes = async (query: string) => (await list(query)).data.map((r) => r.code);
async function detail(id: number): Promise<AdminOrderDetail> {
  const res = await get(`/api/admin/v1/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderResponse.parse(res.json()).data;
}
const move = (id: number, payload: Record<string, unknown>, headers: Headers = desk) =>
  t.app.inject({ method: 'POST', url: `/api/admin/v1/orders/${id}/transitions`, headers, payload });
async function moved(id: number, to: string, trackingNumber?: string) {
  const res = await move(id, { to, ...(trackingNumber === undefined ? {} : { trackingNumber }) });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderResponse.parse(res.json()).data;
}
async function refusedMove(id: number, payload: Record<string, unknown>, status = 409) {
  const res = await move(id, payload);
  expect(res.statusCode, res.body).toBe(status);
  return errorResponse.parse(res.json()).errors[0]!;
}
const edit = (id: number, payload: Record<string, unknown>, headers: Headers = desk) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/v1/orders/${id}`, headers, payload });

/** A paid order, as the gateway or the bank would leave it. */
async function markPaid(id: number) {
  await t.database.db.execute(
    sql`update orders.orders set status = 'paid', payment_status = 'paid', paid_at = now(),
          amount_paid = total_with_tax where id = ${id}`,
  );
}
async function auditRows(id: number) {
  return rows<{ action: string; actor: string; before: unknown; after: unknown }>(
    sql`select action, actor, before, after from operators.audit_log
         where object_type = 'order' and object_id = ${String(id)} order by id`,
  );
}
/** Runs the due jobs (the e-mails) and answers the messages they wrote. */
async function sendMails(): Promise<string[]> {
  const config = loadConfig({
    // The embedded database shares the event loop: a busy test machine is not the shop's load.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const jobs = await createJobRunner(config, t.database.db, {
    info: () => {},
    warn: () => {},
    error: () => {},
  });
  const outbox = path.join(t.dataDir, 'outbox');
  const seen = new Set(await readdir(outbox).catch(() => []));
  try {
    await jobs.runner.runDue();
  } finally {
    await jobs.stop();
  }
  const files = (await readdir(outbox).catch(() => [])).filter((f) => !seen.has(f));
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
}
/** The e-mail's plain-text part, undone from quoted-printable. */
const plainText = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (hex) => Buffer.from(hex.replaceAll('=', ''), 'hex').toString('utf8'));

describe('the order list', () => {
  it('finds an order by its code, and by part of the e-mail, name or phone in any case', async () => {
    expect(await codes(`q=${o.horakova.code}`)).toEqual([o.horakova.code]);
    expect(await codes('q=petra.svobodova@')).toEqual([o.svobodova.code]);
    expect(await codes('q=SVOBODOV')).toEqual([o.svobodova.code]);
    expect(await codes(`q=${encodeURIComponent('novák')}`)).toEqual([o.novak.code]);
    expect(await codes(`q=${encodeURIComponent('HORÁKOVÁ')}`)).toEqual([o.horakova.code]);
    expect(await codes(`q=${encodeURIComponent('602 111')}`)).toEqual([o.svobodova.code]);
    expect(await codes(`q=${encodeURIComponent('+421')}`)).toEqual([o.horakova.code]);
    // Wildcards typed are letters like any other.
    expect(await codes('q=%25')).toEqual([]);
    expect(await codes('q=nikdo')).toEqual([]);
  });

  it('shows each order as the desk needs it', async () => {
    const { data, total } = await list(`q=${o.svobodova.code}`);
    expect(total).toBe(1);
    expect(data[0]).toEqual({
      id: o.svobodova.id,
      code: o.svobodova.code,
      createdAt: '2025-06-01T10:00:00.000Z',
      customerName: 'Petra Svobodová',
      email: 'petra.svobodova@example.cz',
      customerId: null,
      state: 'new',
      paymentStatus: 'on_delivery',
      paymentKind: 'cod',
      paymentName: 'Dobírka',
      shipperCode: 'kuryr',
      shipperName: 'Kurýr na adresu',
      totalWithTax: o.svobodova.prices.totalWithTax,
      amountPaid: 0,
      currencyCode: 'CZK',
    });
  });

  it('filters by payment, shipper, currency, country, state and Prague days', async () => {
    expect(await codes('paymentKind=cod')).toEqual([o.svobodova.code]);
    expect((await codes('paymentKind=gateway,bank_transfer')).sort()).toEqual(
      [o.novak.code, o.horakova.code, o.osobni.code].sort(),
    );
    expect(await codes('paymentStatus=awaiting_transfer')).toEqual([o.horakova.code]);
    expect(await codes('shipper=osobni-odber')).toEqual([o.osobni.code]);
    expect((await codes('shipper=kuryr&shipper=osobni-odber')).sort()).toEqual(
      [o.svobodova.code, o.horakova.code, o.osobni.code].sort(),
    );
    expect(await codes('currency=EUR')).toEqual([o.horakova.code]);
    expect(await codes('country=svk')).toEqual([o.horakova.code]);
    expect(await codes('from=2025-03-11&to=2025-03-11')).toEqual([o.novak.code]);
    expect(await codes('from=2025-03-10&to=2025-03-10')).toEqual([]);
    expect(await codes('from=2025-03-11&to=2025-12-31')).toEqual([o.svobodova.code, o.novak.code]);
    expect(await codes('to=2025-06-01')).toEqual([o.svobodova.code, o.novak.code]);
    expect((await list('state=new')).total).toBe(4);
    expect(await codes('state=cancelled,delivered')).toEqual([]);
    expect((await get('/api/admin/v1/orders?state=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/v1/orders?country=CZ')).statusCode).toBe(400);
    expect((await get('/api/admin/v1/orders?from=2025-02-30')).statusCode).toBe(400);
  });

  it('sorts by date (newest first by default), total and code, and pages', async () => {
    const all = (await list('')).data;
    expect(all.map((r) => r.code)).toEqual([o.osobni.code, o.horakova.code, o.svobodova.code, o.novak.code]);
    expect(await codes('sort=createdAt&order=asc')).toEqual(all.map((r) => r.code).reverse());
    const byTotal = (await list('sort=total&order=desc&currency=CZK')).data.map((r) => r.totalWithTax);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    expect(await codes('sort=code&order=asc')).toEqual(all.map((r) => r.code).sort());
    const first = await list('perPage=3&page=1');
    const second = await list('perPage=3&page=2');
    expect(first.total).toBe(4);
    expect(second.total).toBe(4);
    expect([...first.data, ...second.data].map((r) => r.code)).toEqual(all.map((r) => r.code));
    expect((await list('perPage=3&page=3')).data).toEqual([]);
    expect((await get('/api/admin/v1/orders?perPage=201')).statusCode).toBe(400);
  });

  it('exports the same filters as CSV for a Czech spreadsheet', async () => {
    const res = await get('/api/admin/v1/orders.csv?currency=CZK&sort=createdAt&order=asc');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="objednavky-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'ID;Číslo objednávky;Vytvořeno;Zákazník;E-mail;Stav;Stav platby;Způsob platby;Doprava;Celkem s DPH;Zaplaceno;Měna',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${o.novak.id};${o.novak.code};2025-03-11 00:30;Jan Novák;jan.novak@example.cz;Nová;Čeká na platbu;Platba kartou;Zásilkovna;${o.novak.prices.totalWithTax.toFixed(2).replace('.', ',')};0,00;CZK`,
    );
    expect(lines[2]).toContain(
      ';Petra Svobodová;petra.svobodova@example.cz;Nová;Platba při převzetí;Dobírka;',
    );
    const none = await get('/api/admin/v1/orders.csv?q=nikdo');
    expect(none.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n')).toHaveLength(1);
  });

  it('reads the export a batch at a time, each from where the last ended, in every sort', async () => {
    for (const query of [
      '',
      'order=asc',
      'sort=total',
      'sort=total&order=asc',
      'sort=code',
      'sort=code&order=asc',
    ]) {
      const filters = adminOrderFilters.parse(Object.fromEntries(new URLSearchParams(query)));
      const batches: string[][] = [];
      for await (const batch of deskOrdersInBatches(t.database.db, filters, { max: 3, batch: 1 })) {
        batches.push(batch.map((r) => r.code));
      }
      const listed = await codes(query);
      expect(batches, query).toEqual(listed.slice(0, 3).map((code) => [code]));
    }
  });

  it('refuses strangers (401) and keys without the order desk (403)', async () => {
    for (const url of [
      '/api/admin/v1/orders',
      '/api/admin/v1/orders.csv',
      `/api/admin/v1/orders/${o.novak.id}`,
    ]) {
      expect((await get(url, {})).statusCode, url).toBe(401);
      const res = await get(url, contentOnly);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors[0].code).toBe('admin.forbidden');
    }
    expect((await move(o.novak.id, { to: 'accepted' }, {})).statusCode).toBe(401);
    expect((await move(o.novak.id, { to: 'accepted' }, contentOnly)).statusCode).toBe(403);
    expect((await edit(o.novak.id, { note: 'x' }, contentOnly)).statusCode).toBe(403);
    expect((await detail(o.novak.id)).state).toBe('new');
  });
});

describe('the order page', () => {
  it('shows lines with VAT, gifts, totals, customer, addresses, shipping and what the order may do', async () => {
    const d = await detail(o.svobodova.id);
    expect(d).toMatchObject({
      id: o.svobodova.id,
      code: o.svobodova.code,
      state: 'new',
      nextStates: ['accepted', 'packed', 'shipped', 'delivered', 'cancelled'],
      editable: true,
      status: 'new',
      paymentStatus: 'on_delivery',
      fulfilment: 'unshipped',
      currencyCode: 'CZK',
      shipper: { code: 'kuryr', name: 'Kurýr na adresu' },
      payment: { id: 2, code: 'cod', name: 'Dobírka', kind: 'cod' },
      branch: null,
      trackingNumber: null,
      billingAddress: { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
      shippingAddress: { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
      customer: {
        customerId: null,
        name: 'Petra Svobodová',
        email: 'petra.svobodova@example.cz',
        phone: '+420 602 111 222',
      },
      payments: [],
      emails: [],
    });
    expect(d.lines).toEqual([
      expect.objectContaining({
        variantId: ALOE,
        amount: 2,
        vatRate: 21,
        unitWithTax: 249,
        unitWithoutTax: 205.79,
        totalWithTax: 498,
      }),
      expect.objectContaining({
        variantId: SILK,
        amount: 1,
        vatRate: 12,
        unitWithTax: 329,
        totalWithTax: 329,
      }),
    ]);
    // From 500 Kč the aloe gel comes free.
    expect(d.gifts).toEqual([expect.objectContaining({ variantId: ALOE, unitWithTax: 0, vatRate: null })]);
    expect(d.totals).toMatchObject({
      itemsWithTax: 827,
      shippingWithTax: 119,
      paymentWithTax: 39,
      creditsUsed: 0,
      totalWithTax: o.svobodova.prices.totalWithTax,
      amountPaid: 0,
      amountDue: o.svobodova.prices.totalWithTax,
    });
    expect(d.timeline).toEqual([
      expect.objectContaining({ source: 'order', action: 'order.created', at: '2025-06-01T10:00:00.000Z' }),
    ]);
    // A card order not yet paid may not leave the warehouse.
    expect((await detail(o.novak.id)).nextStates).toEqual(['accepted', 'packed', 'cancelled']);
    expect((await get('/api/admin/v1/orders/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/v1/orders/abc')).statusCode).toBe(400);
  });
});

describe('the page of a deleted account’s order', () => {
  it('keeps the e-mails sent, without to whom', async () => {
    const who = await registerCustomer(t, { emailPrefix: 'smazany' });
    const order = await placeCustomerOrder(t.app, who, [[SILK, 1]], { email: 'smazany@example.cz' });
    await sendMails();
    expect((await detail(order.id)).emails.map((e) => e.recipient)).toContain('smazany@example.cz');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user',
      headers: who,
      payload: { password: 'Heslo-pro-test-1', confirm: true },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const d = await detail(order.id);
    expect(d.customer).toMatchObject({ customerId: null, name: '', email: '' });
    expect(d.emails.length).toBeGreaterThan(0);
    expect(JSON.stringify(d)).not.toContain('smazany');
  });
});

describe('moving an order on', () => {
  it('accepted, packed, shipped with its tracking number, delivered: cash on delivery is paid with it', async () => {
    const id = o.svobodova.id;
    const accepted = await moved(id, 'accepted');
    expect(accepted).toMatchObject({ state: 'accepted', fulfilment: 'accepted', status: 'new' });
    expect(accepted.dates.acceptedAt).not.toBeNull();
    expect(accepted.nextStates).toEqual(['packed', 'shipped', 'delivered', 'cancelled']);
    const packed = await moved(id, 'packed');
    expect(packed).toMatchObject({ state: 'packed', fulfilment: 'packed' });
    expect(packed.dates.packedAt).not.toBeNull();

    const noNumber = await refusedMove(id, { to: 'shipped' }, 422);
    expect(noNumber).toEqual({
      code: 'order.transition.trackingNumber',
      field: 'trackingNumber',
      title: orderTransitionMessages.trackingNumberRequired,
    });
    expect((await refusedMove(id, { to: 'shipped', trackingNumber: 'DR<1>' }, 422)).title).toBe(
      orderTransitionMessages.trackingNumberChars,
    );
    const shipped = await moved(id, 'shipped', '  DR 1234/567-CZ ');
    expect(shipped).toMatchObject({ state: 'shipped', trackingNumber: 'DR 1234/567-CZ', editable: false });
    expect(shipped.nextStates).toEqual(['delivered']);

    const delivered = await moved(id, 'delivered');
    expect(delivered).toMatchObject({
      state: 'delivered',
      status: 'paid',
      paymentStatus: 'paid',
      nextStates: [],
      totals: { amountPaid: o.svobodova.prices.totalWithTax, amountDue: 0 },
    });
    expect(delivered.dates.deliveredAt).not.toBeNull();
    expect(delivered.dates.paidAt).not.toBeNull();
    expect(delivered.payments).toEqual([
      expect.objectContaining({
        method: 'cod',
        source: 'manual',
        reference: null,
        amount: o.svobodova.prices.totalWithTax,
        recordedBy: 'API klíč tests',
      }),
    ]);

    // Each move is in the audit log, and on the order's timeline with who made it.
    expect((await auditRows(id)).map((r) => [r.action, (r.after as { state: string }).state])).toEqual([
      ['order.transition', 'accepted'],
      ['order.transition', 'packed'],
      ['order.transition', 'shipped'],
      ['order.transition', 'delivered'],
    ]);
    expect((await auditRows(id))[2]!.after).toMatchObject({ trackingNumber: 'DR 1234/567-CZ' });
    const timeline = delivered.timeline.map((e) => `${e.source}:${e.action}`);
    expect(timeline[0]).toBe('order:order.created');
    for (const e of [
      'order:order.accepted',
      'order:order.packed',
      'order:order.shipped',
      'order:order.delivered',
    ]) {
      expect(timeline).toContain(e);
    }
    expect(delivered.timeline.filter((e) => e.source === 'audit').map((e) => e.title)).toEqual([
      'Stav změněn na „Přijatá“',
      'Stav změněn na „Zabalená“',
      'Stav změněn na „Odeslaná“',
      'Stav změněn na „Doručená“',
    ]);
    expect(delivered.timeline.find((e) => e.source === 'audit')!.actor).toBe('API klíč tests');

    // The shipped and the delivered e-mail; the shipped one names the carrier and the parcel.
    const mails = (await sendMails()).map(plainText).filter((mail) => mail.includes(o.svobodova.code));
    const shippedMail = mails.find((mail) => mail.includes('je na cest'));
    expect(shippedMail).toContain('předali dopravci Kurýr na adresu.');
    expect(shippedMail).toContain('Číslo zásilky: DR 1234/567-CZ.');
    expect(mails.some((mail) => mail.includes('byla doručena'))).toBe(true);
    const { emails } = await detail(id);
    // The two jobs may run side by side: either may be sent first.
    const statusMails = emails.filter((e) => e.kind === 'order-status');
    expect(statusMails.map((e) => [e.kind, e.recipient, e.subject]).sort()).toEqual([
      ['order-status', 'petra.svobodova@example.cz', `Objednávka č. ${o.svobodova.code} byla doručena`],
      ['order-status', 'petra.svobodova@example.cz', `Objednávka č. ${o.svobodova.code} je na cestě`],
    ]);
  });

  it('refuses what the state machine does not allow, with the rule’s code and Czech title', async () => {
    const card = (await placed(await newCart([[SILK, 1]]), body())).data;
    expect(await refusedMove(card.id, { to: 'shipped', trackingNumber: 'Z123' })).toEqual({
      code: 'order.transition.unpaid',
      field: 'to',
      title: orderTransitionMessages.unpaidShip,
    });
    await moved(card.id, 'packed');
    expect(await refusedMove(card.id, { to: 'packed' })).toMatchObject({
      code: 'order.transition.same',
      title: 'Objednávka už je ve stavu „Zabalená“.',
    });
    expect(await refusedMove(card.id, { to: 'accepted' })).toMatchObject({
      code: 'order.transition.notAllowed',
      title: 'Objednávku nelze vrátit do stavu „Přijatá“.',
    });
    await markPaid(card.id);
    await moved(card.id, 'shipped', 'Z123');
    expect(await refusedMove(card.id, { to: 'cancelled' })).toMatchObject({
      code: 'order.transition.notAllowed',
      title: orderTransitionMessages.cancelShipped,
    });
    await moved(card.id, 'delivered');
    expect(await refusedMove(card.id, { to: 'cancelled' })).toMatchObject({
      code: 'order.transition.final',
      title: orderTransitionMessages.deliveredFinal,
    });
    expect((await move(card.id, { to: 'lost' })).statusCode).toBe(400);
    expect((await move(999999, { to: 'accepted' })).statusCode).toBe(404);
    // Refusals change nothing and leave no audit row.
    expect((await auditRows(card.id)).map((r) => (r.after as { state: string }).state)).toEqual([
      'packed',
      'shipped',
      'delivered',
    ]);
  });

  it('ships a personal pick-up without a tracking number', async () => {
    await markPaid(o.osobni.id);
    const shipped = await moved(o.osobni.id, 'shipped');
    expect(shipped).toMatchObject({ state: 'shipped', trackingNumber: null });
  });

  it('cancels before shipping: the goods go back to stock and the loyalty credits to the customer', async () => {
    const { who, accountId } = await customerWithCredits(t, m(100), 'pult');
    await add(null, ALOE, 2, who);
    const credits = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/credits',
      headers: who,
      payload: { credits: 100 },
    });
    expect(credits.statusCode, credits.body).toBe(200);
    const stockBefore = await stockOf(ALOE);
    const order = await placeCustomerOrder(t.app, who, []);
    expect(order.prices.creditsUsed).toBe(100);
    const balance = async () =>
      (
        await rows<{ n: number }>(
          sql`select coalesce(sum(amount), 0)::int as n from customer.credit_movements where account_id = ${accountId}`,
        )
      )[0]!.n;
    expect(await balance()).toBe(0);

    const d = await detail(order.id);
    expect(d.customer.customerId).toBe(accountId);
    expect(d.totals.creditsUsed).toBe(100);
    await moved(order.id, 'accepted');
    const cancelled = await moved(order.id, 'cancelled');
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      status: 'cancelled',
      paymentStatus: 'cancelled',
      nextStates: [],
      editable: false,
    });
    expect(cancelled.dates.cancelledAt).not.toBeNull();
    expect(await stockOf(ALOE)).toEqual(stockBefore);
    expect(await balance()).toBe(m(100));
    expect(
      await rows(
        sql`select amount, note, operator from customer.credit_movements where order_id = ${order.id} order by id`,
      ),
    ).toEqual([
      { amount: -m(100), note: `Objednávka ${order.code}`, operator: null },
      { amount: m(100), note: `Zrušená objednávka ${order.code}`, operator: 'API klíč tests' },
    ]);
    expect(await refusedMove(order.id, { to: 'accepted' })).toMatchObject({
      code: 'order.transition.final',
      title: orderTransitionMessages.cancelledFinal,
    });
    const mails = (await sendMails()).map(plainText).filter((mail) => mail.includes(order.code));
    expect(mails.some((mail) => mail.includes('Věrnostní kredity, které jste na objednávku použili'))).toBe(
      true,
    );
  });

  it('moves an order once when two operators move it at the same moment', async () => {
    const order = (await placed(await newCart([[ALOE, 1]]), courierBody({ paymentId: 2 }))).data;
    const accepted = await Promise.all([
      move(order.id, { to: 'accepted' }),
      move(order.id, { to: 'accepted' }),
    ]);
    expect(accepted.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = accepted.find((r) => r.statusCode === 409)!;
    expect(errorResponse.parse(refused.json()).errors[0]!.code).toBe('order.transition.same');

    const stockBefore = await stockOf(ALOE);
    const cancelled = await Promise.all([
      move(order.id, { to: 'cancelled' }),
      move(order.id, { to: 'cancelled' }),
    ]);
    expect(cancelled.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const total = (s: { quantity: number }[]) => s.reduce((n, r) => n + r.quantity, 0);
    expect(total(await stockOf(ALOE))).toBe(total(stockBefore) + 1);
    expect((await auditRows(order.id)).map((r) => (r.after as { state: string }).state)).toEqual([
      'accepted',
      'cancelled',
    ]);
    expect(
      await rows(sql`select count(*)::int as n from jobs.jobs where kind = 'order-status'
                      and (payload->>'orderId')::int = ${order.id}`),
    ).toEqual([{ n: 1 }]);
  });
});

describe('editing an order', () => {
  it("changes an unshipped order's addresses and notes, and the audit log keeps before and after", async () => {
    const order = (
      await placed(await newCart([[ALOE, 1]]), courierBody({ paymentId: 2, note: 'Zvonek nefunguje' }))
    ).data;
    const billing = { street: 'Nová 7', city: 'Brno', postcode: '602 00', countryCode: 'cze' };
    const res = await edit(order.id, { billingAddress: billing, note: '', noteForShipper: 'Volejte předem' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminOrderResponse.parse(res.json()).data).toMatchObject({
      billingAddress: { ...billing, countryCode: 'CZE' },
      shippingAddress: { street: 'Dlouhá 5', city: 'Praha' },
      note: null,
      noteForShipper: 'Volejte předem',
    });
    const [row] = await auditRows(order.id);
    expect(row).toEqual({
      action: 'order.update',
      actor: 'API klíč tests',
      before: {
        billingAddress: { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' },
        note: 'Zvonek nefunguje',
        noteForShipper: null,
      },
      after: {
        billingAddress: { ...billing, countryCode: 'CZE' },
        note: null,
        noteForShipper: 'Volejte předem',
      },
    });
    expect((await detail(order.id)).timeline.at(-1)).toMatchObject({
      source: 'audit',
      action: 'order.update',
      title: 'Upraveny adresy nebo poznámky',
    });
    // Nothing to change: nothing recorded.
    expect((await edit(order.id, {})).statusCode).toBe(200);
    expect(await auditRows(order.id)).toHaveLength(1);

    const bad = await edit(order.id, {
      billingAddress: { street: 'Nová', city: ' ', postcode: '6020', countryCode: 'CZE' },
      shippingAddress: { street: 'Hauptstraße 1', city: 'Berlin', postcode: '10115', countryCode: 'DEU' },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(errorResponse.parse(bad.json()).errors).toEqual([
      { code: 'invalid', field: 'billingAddress.street', title: messages.streetAndNumber },
      { code: 'invalid', field: 'billingAddress.city', title: checkoutMessages.required },
      { code: 'invalid', field: 'billingAddress.postcode', title: messages.postcode },
      { code: 'invalid', field: 'shippingAddress.countryCode', title: messages.shipperCountryMismatch },
    ]);
    expect((await detail(order.id)).billingAddress.city).toBe('Brno');
    expect((await edit(order.id, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await edit(999999, { note: 'x' })).statusCode).toBe(404);

    await moved(order.id, 'shipped', 'Z1');
    const shipped = await edit(order.id, { note: 'Pozdě' });
    expect(shipped.statusCode).toBe(409);
    expect(errorResponse.parse(shipped.json()).errors[0]).toEqual({
      code: 'order.notEditable',
      title: adminOrderErrors.notEditableShipped,
    });
    const other = (await placed(await newCart([[SILK, 1]]), courierBody({ paymentId: 2 }))).data;
    await moved(other.id, 'cancelled');
    expect(errorResponse.parse((await edit(other.id, { note: 'Pozdě' })).json()).errors[0]!.title).toBe(
      adminOrderErrors.notEditableCancelled,
    );
  });
});
