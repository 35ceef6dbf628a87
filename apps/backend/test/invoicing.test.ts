import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartChangeResponse,
  errorResponse,
  orderRefundResponse,
  placeOrderResponse,
  taxDocument,
  taxDocumentsResponse,
  type Order,
  type PlaceOrderBody,
  type TaxDocument,
} from '@shop/contract';
import { CZK, formatMoney, withoutVat, zonedDateTime } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { createTestGatewayClient } from '../src/integrations/payment/test-gateway-client.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { creditMovements } from '../src/modules/customer/tables.ts';
import { issueTaxDocument } from '../src/modules/invoicing/index.ts';
import { documents } from '../src/modules/invoicing/tables.ts';
import { issueWithdrawalCreditNote } from '../src/modules/order/index.ts';
import { documentExchangeRate, SHOP_EUR_RATE } from '../src/modules/order/document-settings.ts';
import { recordOrderPayment } from '../src/modules/order/payments.ts';
import { settleOrderPayment } from '../src/modules/order/service.ts';
import { invalidateSettings } from '../src/modules/settings/index.ts';
import { shopSettings } from '../src/modules/settings/tables.ts';
import { registerCustomer, type CustomerHeaders } from './support/customer-fixture.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import {
  ALOE,
  api,
  app,
  base,
  decide,
  gatewayRef,
  orderWhen,
  rows,
  SECRET,
  started,
  t,
  usePaymentsShop,
} from './support/payments-fixture.ts';
import { addBankTransfer, addCourier } from './support/shop-methods.ts';

usePaymentsShop();

/**
 * Tax documents over the real HTTP app of the payments fixture (the test gateway is reached over
 * the network): invoices issued when orders become paid, their numbering, figures and e-mail, card
 * refunds with credit notes, withdrawal credit notes, and who may read them. Fixture: 101 'Aloe
 * gel 100 ml' 249 Kč / 10,90 € at 21 %, 102 'Silikonový gel 50 ml' 329 Kč / 13,90 € at 12 %;
 * shipper 2 pickup points 79 Kč; payments 1 card and 2 cash on delivery (39 Kč); coupon SLEVA10.
 */
const SILK = 102;
const db = () => t.database.db;
let courierId: number;
let bankTransferId: number;
let ordersKey: string;
let contentKey: string;
const desk = () => bearer(ordersKey);
const year = () => Number(zonedDateTime(new Date()).date.slice(0, 4));
const yy = () => String(year() % 100).padStart(2, '0');

beforeAll(async () => {
  courierId = await addCourier(db());
  bankTransferId = await addBankTransfer(db());
  await db()
    .insert(shopSettings)
    .values([
      { key: 'functions', value: { loyalty_credits: true }, isPublic: true },
      { key: 'exchangeRates', value: { EUR: 25.125 }, isPublic: false },
    ]);
  invalidateSettings(db());
  ordersKey = await operatorApiKey(db(), ['orders']);
  contentKey = await operatorApiKey(db(), ['content']);
});

// ——— helpers

let shoppers = 0;
/** Each order from an address of its own: placements are counted per address. */
const from = () => ({ 'x-forwarded-for': `198.51.100.${(shoppers++ % 250) + 1}` });

interface OrderSpec {
  lines: [variantId: number, amount: number][];
  paymentId?: number;
  currency?: 'CZK' | 'EUR';
  courier?: boolean;
  coupon?: string;
  credits?: number;
  customer?: Partial<PlaceOrderBody['customer']>;
  billingAddress?: PlaceOrderBody['billingAddress'];
  who?: CustomerHeaders;
}

/** An order placed through the store API, a guest's or a logged-in customer's. */
async function order(spec: OrderSpec): Promise<{ order: Order; token: string }> {
  const headers: Record<string, string> = {
    ...from(),
    ...(spec.currency ? { 'x-currency': spec.currency } : {}),
    ...spec.who,
  };
  for (const [id, amount] of spec.lines) {
    const res = await api('POST', '/api/v1/cart/items', { id, amount }, headers);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const token = cartChangeResponse.parse(res.json).meta.guestCartToken;
    if (token) headers['x-cart-token'] = token;
  }
  if (spec.coupon) {
    const res = await api('POST', '/api/v1/cart/coupon', { couponCode: spec.coupon }, headers);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  if (spec.credits) {
    const res = await api('POST', '/api/v1/cart/credits', { credits: spec.credits }, headers);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
  }
  const address = spec.billingAddress ?? {
    street: 'Dlouhá 5',
    city: 'Praha',
    postcode: '110 00',
    countryCode: 'CZE',
  };
  const blank = { street: '', city: '', postcode: '', countryCode: address.countryCode };
  const body = {
    shipperId: spec.courier ? courierId : 2,
    shipperBranchId: spec.courier ? null : 'CZ001',
    paymentId: spec.paymentId ?? bankTransferId,
    terms: true,
    customer: {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      phone: '+420 777 123 456',
      ...spec.customer,
    },
    billingAddress: address,
    shippingAddress: spec.courier ? address : blank,
  };
  const res = await api('POST', '/api/v1/cart/place', body, headers);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const placed = placeOrderResponse.parse(res.json);
  return { order: placed.data, token: placed.meta.orderToken };
}

const minor = (major: number) => Math.round(major * 100);
const today = () => zonedDateTime(new Date()).date;

/** A bank transfer of the whole order, read from a statement. */
async function payByTransfer(o: Order, reference = `stmt-${o.id}`) {
  return db().transaction((tx) =>
    recordOrderPayment(tx, {
      orderId: o.id,
      method: 'bank_transfer',
      source: 'statement',
      reference,
      amount: minor(o.prices.totalWithTax),
      paidOn: today(),
    }),
  );
}

/** The shopper pays at the test gateway; the notification settles the order. */
async function payByCard(token: string) {
  const { redirectUrl } = await started(token);
  expect((await decide(redirectUrl!, 'pay')).status).toBe(303);
  const paid = await orderWhen(token, (o) => o.paymentStatus === 'paid');
  expect(paid.paymentStatus).toBe('paid');
  return gatewayRef(redirectUrl!);
}

async function storedDocuments(orderId: number) {
  return db()
    .select()
    .from(documents)
    .where(sql`${documents.orderId} = ${orderId}`)
    .orderBy(documents.id);
}

async function invoiceOf(orderId: number): Promise<TaxDocument> {
  const docs = (await storedDocuments(orderId)).filter((d) => d.kind === 'invoice');
  expect(docs).toHaveLength(1);
  return taxDocument.parse(docs[0]!.data);
}

async function refund(
  orderId: number,
  amount: number,
  reason = 'Vrácení na přání zákazníka',
  key = ordersKey,
) {
  return api('POST', `/api/admin/v1/orders/${orderId}/refunds`, { amount, reason }, bearer(key));
}

/** Runs the due jobs with the configured mailer (the outbox) and answers the new messages. */
const seenMail = new Set<string>();
async function runJobsAndReadMail(): Promise<string[]> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: base,
    STOREFRONT_PUBLIC_URL: 'https://obchod.example.cz',
    TEST_GATEWAY_SECRET: SECRET,
  });
  const silent = { info() {}, warn() {}, error() {} };
  const jobs = await createJobRunner(config, db(), silent);
  await jobs.runner.runDue();
  await jobs.stop();
  // Rendering the PDFs held this process's event loop, and its load shedding answers 503 until a
  // sample shows it free again.
  for (let i = 0; i < 100 && (await fetch(`${base}/api/v1/user/documents`)).status === 503; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => !seenMail.has(f));
  files.forEach((f) => seenMail.add(f));
  return Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
}

/** Sums of the lines per rate. */
function byRate(doc: TaxDocument): Record<number, number> {
  const out: Record<number, number> = {};
  for (const l of doc.lines) out[l.vatRate] = (out[l.vatRate] ?? 0) + l.totalWithTax;
  return out;
}

// ——— numbering

describe('numbering', () => {
  it('gives 20 transfers paid at once 20 invoices numbered without a gap or a repeat', async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 20; i++) placed.push((await order({ lines: [[ALOE, 1]] })).order);
    const before = await rows<{ n: number }>(
      sql`select coalesce(max(sequence), 0)::int as n from invoicing.documents where kind = 'invoice' and year = ${year()}`,
    );
    const first = before[0]!.n + 1;

    const results = await Promise.all(placed.map((o) => payByTransfer(o)));
    expect(results.every((r) => r.settled)).toBe(true);

    const numbers: string[] = [];
    for (const o of placed) {
      const invoice = await invoiceOf(o.id);
      expect(invoice.orderCode).toBe(o.code);
      numbers.push(invoice.number);
    }
    const expected = Array.from({ length: 20 }, (_, i) => `${year()}${String(first + i).padStart(6, '0')}`);
    expect([...numbers].sort()).toEqual(expected);
    const [series] = await rows<{ last_number: number }>(
      sql`select last_number from invoicing.series where series = 'invoice' and year = ${year()}`,
    );
    expect(series!.last_number).toBe(first + 19);
  });

  it('issues no second invoice when an order is settled again or paid once more', async () => {
    const { order: o } = await order({ lines: [[ALOE, 1]] });
    await payByTransfer(o);
    const once = await invoiceOf(o.id);
    await db().transaction((tx) => settleOrderPayment(tx, o.id, 'paid'));
    await db().transaction((tx) =>
      recordOrderPayment(tx, {
        orderId: o.id,
        method: 'bank_transfer',
        source: 'statement',
        reference: `stmt-${o.id}-again`,
        amount: 100,
        paidOn: today(),
      }),
    );
    expect((await invoiceOf(o.id)).number).toBe(once.number);
    expect(await storedDocuments(o.id)).toHaveLength(1);
  });

  it('starts each year at 1, keeps credit notes apart, and takes back the number of a rolled-back transaction', async () => {
    const { order: o } = await order({ lines: [[ALOE, 1]] });
    await payByTransfer(o);
    const model = await invoiceOf(o.id);
    // Documents of another order id, so that the order's own stay as they are.
    const issue = (tx: Parameters<typeof issueTaxDocument>[0], kind: TaxDocument['kind'], issuedOn: string) =>
      issueTaxDocument(tx, {
        kind,
        orderId: 900_000 + o.id,
        issuedOn,
        build: (number) => ({ ...model, kind, number, issuedOn, taxableSupplyOn: issuedOn }),
      });
    const a = await db().transaction((tx) => issue(tx, 'invoice', '2031-01-02'));
    const b = await db().transaction((tx) => issue(tx, 'invoice', '2031-12-31'));
    const c = await db().transaction((tx) => issue(tx, 'credit_note', '2031-06-30'));
    const d = await db().transaction((tx) => issue(tx, 'invoice', '2032-01-01'));
    expect([a.number, b.number, c.number, d.number]).toEqual([
      '2031000001',
      '2031000002',
      '9031000001',
      '2032000001',
    ]);

    let taken = '';
    await expect(
      db().transaction(async (tx) => {
        taken = (await issue(tx, 'invoice', '2031-03-03')).number;
        throw new Error('the settlement failed after the invoice');
      }),
    ).rejects.toThrow('the settlement failed');
    expect(taken).toBe('2031000003');
    const again = await db().transaction((tx) => issue(tx, 'invoice', '2031-03-04'));
    expect(again.number).toBe('2031000003');
    expect(await rows(sql`select 1 from invoicing.documents where number = '2031000003'`)).toHaveLength(1);
  });
});

// ——— figures

describe('the invoice', () => {
  it('of a crown order: two VAT rates, the coupon and the credits split by rate, shipping and the surcharge', async () => {
    const who = await registerCustomer({ ...t, app }, { emailPrefix: 'faktura' });
    const me = (await api('GET', '/api/v1/user', undefined, who)).json as { data: { id: number } };
    await db()
      .insert(creditMovements)
      .values({ accountId: me.data.id, amount: 10_000, note: 'Věrnostní odměna' });
    const { order: o } = await order({
      who,
      lines: [
        [ALOE, 2],
        [SILK, 1],
      ],
      coupon: 'SLEVA10',
      credits: 100,
      paymentId: 2,
      customer: {
        isBusiness: true,
        businessName: 'Pekařství Novák s.r.o.',
        tin: '25596641',
        vatin: 'CZ25596641',
      },
      billingAddress: { street: 'Masarykova 12', city: 'Brno', postcode: '602 00', countryCode: 'CZE' },
    });
    // 2 × 249 + 329 − 10 % (82,70) − 100 credits + 79 shipping + 39 cash on delivery
    expect(minor(o.prices.totalWithTax)).toBe(76_230);
    await db().transaction((tx) =>
      recordOrderPayment(tx, {
        orderId: o.id,
        method: 'cod',
        source: 'manual',
        reference: null,
        amount: 76_230,
        paidOn: today(),
      }),
    );
    const invoice = await invoiceOf(o.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      issuedOn: today(),
      taxableSupplyOn: today(),
      orderCode: o.code,
      variableSymbol: o.code,
      currencyCode: 'CZK',
      exchangeRate: null,
      totalWithTax: 76_230,
      rounding: 0,
      alreadyPaid: 76_230,
      correctedDocumentNumber: null,
      supplier: {
        name: 'Zdravě a diskrétně s.r.o.',
        street: 'Korunní 12',
        ico: '12345678',
        dic: 'CZ12345678',
        email: 'info@example.cz',
        phone: '+420 222 333 444',
        bankAccount: '2001234588/2010',
      },
      customer: {
        name: 'Jana Nováková',
        businessName: 'Pekařství Novák s.r.o.',
        street: 'Masarykova 12',
        city: 'Brno',
        countryCode: 'CZE',
        ico: '25596641',
        dic: 'CZ25596641',
      },
    });
    expect(invoice.lines.map((l) => [l.name, l.code, l.amount, l.vatRate, l.totalWithTax])).toEqual([
      ['Aloe gel 100 ml', 'ALOE-100', 2, 21, 49_800],
      ['Silikonový gel 50 ml', 'SILK-50', 1, 12, 32_900],
      // The coupon's 82,70 Kč as the goods are: 498 : 329.
      ['Sleva – kupón SLEVA10', null, -1, 21, -4_980],
      ['Sleva – kupón SLEVA10', null, -1, 12, -3_290],
      // The credits' 100 Kč as the goods after the coupon are: 448,20 : 296,10 (a haléř to the larger rest).
      ['Věrnostní kredity', null, -1, 21, -6_022],
      ['Věrnostní kredity', null, -1, 12, -3_978],
      ['Doprava – Zásilkovna', null, 1, 21, 7_900],
      ['Příplatek za platbu – Dobírka', null, 1, 21, 3_900],
    ]);
    expect(invoice.lines[0]).toMatchObject({
      unitWithoutTax: 20_579,
      totalWithoutTax: 41_157,
      vatAmount: 8_643,
    });
    const total21 = 49_800 - 4_980 - 6_022 + 7_900 + 3_900;
    const total12 = 32_900 - 3_290 - 3_978;
    expect(invoice.recap).toEqual([
      {
        vatRate: 21,
        total: total21,
        base: withoutVat(total21, 21),
        vat: total21 - withoutVat(total21, 21),
        baseCzk: withoutVat(total21, 21),
        vatCzk: total21 - withoutVat(total21, 21),
      },
      {
        vatRate: 12,
        total: total12,
        base: withoutVat(total12, 12),
        vat: total12 - withoutVat(total12, 12),
        baseCzk: withoutVat(total12, 12),
        vatCzk: total12 - withoutVat(total12, 12),
      },
    ]);
    expect(invoice.totalWithoutTax + invoice.totalVat).toBe(76_230);
  });

  it('of a euro order states the exchange rate and the VAT in crowns', async () => {
    const { order: o } = await order({
      currency: 'EUR',
      courier: true,
      lines: [
        [SILK, 1],
        [ALOE, 1],
      ],
      billingAddress: { street: 'Obchodná 5', city: 'Bratislava', postcode: '811 06', countryCode: 'SVK' },
      customer: { name: 'Mária Kováčová', firstName: 'Mária', lastName: 'Kováčová' },
    });
    expect(o.currencyCode).toBe('EUR');
    await payByTransfer(o);
    const invoice = await invoiceOf(o.id);
    expect(invoice).toMatchObject({
      currencyCode: 'EUR',
      exchangeRate: 25.125,
      totalWithTax: 1_390 + 1_090 + 490,
    });
    expect(invoice.customer).toMatchObject({
      name: 'Mária Kováčová',
      countryCode: 'SVK',
      ico: null,
      dic: null,
    });
    expect(invoice.lines.map((l) => [l.name, l.vatRate, l.totalWithTax])).toEqual([
      ['Silikonový gel 50 ml', 12, 1_390],
      ['Aloe gel 100 ml', 21, 1_090],
      ['Doprava – Kurýr na adresu', 21, 490],
    ]);
    const r21 = invoice.recap.find((r) => r.vatRate === 21)!;
    expect(r21.total).toBe(1_580);
    expect(r21.base).toBe(withoutVat(1_580, 21));
    expect(r21.baseCzk).toBe(Math.round(r21.base * 25.125));
    expect(r21.vatCzk).toBe(Math.round(r21.vat * 25.125));
  });

  it('takes the rate of the euro prices when the shop sets none', async () => {
    await db().execute(sql`delete from settings.shop_settings where key = 'exchangeRates'`);
    invalidateSettings(db());
    try {
      expect(await documentExchangeRate(db(), 'EUR')).toBe(SHOP_EUR_RATE);
      expect(await documentExchangeRate(db(), 'CZK')).toBeNull();
    } finally {
      await db()
        .insert(shopSettings)
        .values({ key: 'exchangeRates', value: { EUR: 25.125 }, isPublic: false });
      invalidateSettings(db());
    }
  });

  it('is e-mailed to the customer as "Platba přijata" with its PDF, and the e-mail is on record', async () => {
    // The earlier tests' e-mails are not this test's business.
    await db().execute(sql`update jobs.jobs set done_at = now() where done_at is null`);
    const { order: o } = await order({
      lines: [[ALOE, 1]],
      customer: { email: 'platba.prijata@example.cz' },
    });
    await payByTransfer(o);
    const invoice = await invoiceOf(o.id);
    const mails = (await runJobsAndReadMail()).filter((m) => m.includes('platba.prijata@example.cz'));
    const paid = mails.filter((m) => /^Subject: .*Platba[ _]p/m.test(m));
    expect(paid).toHaveLength(1);
    const mail = paid[0]!;
    expect(mail).toContain(`filename=faktura-${invoice.number}.pdf`);
    expect(mail).toMatch(/Content-Type: application\/pdf/);
    const part = mail.split(`filename=faktura-${invoice.number}.pdf`)[1]!;
    const encoded = part
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n--/)[0]!
      .replace(/\s+/g, '');
    expect(Buffer.from(encoded, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const recorded = await rows<{ kind: string; recipient: string; subject: string }>(
      sql`select kind, recipient, subject from orders.order_emails where order_id = ${o.id} and kind = 'order-paid'`,
    );
    expect(recorded).toEqual([
      {
        kind: 'order-paid',
        recipient: 'platba.prijata@example.cz',
        subject: `Platba přijata – objednávka č. ${o.code}`,
      },
    ]);
  });
});

// ——— refunds and credit notes

describe('card refunds', () => {
  it('gives back part, then the rest, through the test gateway, each with a credit note in the VAT ratio of the invoice', async () => {
    const { order: o, token } = await order({
      paymentId: 1,
      lines: [
        [ALOE, 2],
        [SILK, 1],
      ],
    });
    const ref = await payByCard(token);
    const invoice = await invoiceOf(o.id);
    expect(invoice.paymentName).toBe(o.payment.name);
    const total = invoice.totalWithTax;
    expect(total).toBe(49_800 + 32_900 + 7_900);

    const first = await refund(o.id, 100, 'Poškozený obal');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const done = orderRefundResponse.parse(first.json).data;
    expect(done).toMatchObject({ orderId: o.id, amount: 100, currencyCode: 'CZK', status: 'done' });
    expect(done.creditNote!.number).toMatch(new RegExp(`^90${yy()}\\d{6}$`));

    const [note] = (await storedDocuments(o.id)).filter((d) => d.kind === 'credit_note');
    const credit = taxDocument.parse(note!.data);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      correctedDocumentNumber: invoice.number,
      reason: 'Poškozený obal',
      totalWithTax: -10_000,
      alreadyPaid: -10_000,
    });
    // 100 Kč in the ratio of the invoice: (498 + 79) : 329 at 21 % and 12 %.
    const share21 = Math.round((10_000 * 57_700) / 90_600);
    expect(credit.lines.map((l) => [l.name, l.amount, l.vatRate, l.totalWithTax])).toEqual([
      ['Vrácení části platby', -1, 21, -share21],
      ['Vrácení části platby', -1, 12, -(10_000 - share21)],
    ]);

    // The ledger and the gateway both know it.
    const ledger = await rows<{ method: string; source: string; reference: string; amount: number }>(
      sql`select method, source, reference, amount from orders.order_payments where order_id = ${o.id} and amount < 0`,
    );
    expect(ledger).toEqual([
      { method: 'card', source: 'gateway', reference: `refund-${done.id}`, amount: -10_000 },
    ]);
    const atGateway = await rows<{ amount: number; merchant_ref: string }>(
      sql`select amount, merchant_ref from test_gateway.payments where description = ${`refund:${ref}`}`,
    );
    expect(atGateway).toEqual([{ amount: -10_000, merchant_ref: o.code }]);
    const [refundRow] = await rows<{ status: string; requested_by: string }>(
      sql`select status, requested_by from payment.refunds where id = ${done.id}`,
    );
    expect(refundRow).toEqual({ status: 'done', requested_by: 'API klíč tests' });

    // More than is left is refused before the gateway is asked.
    const over = await refund(o.id, total / 100 - 100 + 0.01);
    expect(over.status).toBe(422);
    expect(errorResponse.parse(over.json).errors).toEqual([
      { code: 'invalid', field: 'amount', title: `Vrátit lze nejvýš ${formatMoney(80_600, CZK)}.` },
    ]);
    expect(await rows(sql`select 1 from payment.refunds where order_id = ${o.id}`)).toHaveLength(1);

    // The rest: the credit notes now take back exactly what the invoice charged at each rate.
    const rest = await refund(o.id, total / 100 - 100);
    expect(rest.status, JSON.stringify(rest.json)).toBe(201);
    const notes = (await storedDocuments(o.id))
      .filter((d) => d.kind === 'credit_note')
      .map((d) => taxDocument.parse(d.data));
    expect(notes).toHaveLength(2);
    const credited: Record<number, number> = {};
    for (const n of notes)
      for (const [rate, sum] of Object.entries(byRate(n)))
        credited[Number(rate)] = (credited[Number(rate)] ?? 0) + sum;
    expect(credited).toEqual({ 21: -57_700, 12: -32_900 });
    const [paid] = await rows<{ amount_paid: number }>(
      sql`select amount_paid from orders.orders where id = ${o.id}`,
    );
    expect(paid!.amount_paid).toBe(0);
    expect((await refund(o.id, 0.01)).status).toBe(422);

    // Both credit notes went to the customer with their PDFs.
    const mails = (await runJobsAndReadMail()).filter(
      (m) => m.includes(o.code) && /^Subject: .*Opravn/m.test(m),
    );
    expect(mails).toHaveLength(2);
    for (const n of notes)
      expect(mails.some((m) => m.includes(`filename=opravny-doklad-${n.number}.pdf`))).toBe(true);
  });

  it('reverses every line of the invoice when all of it is given back at once', async () => {
    const { order: o, token } = await order({
      paymentId: 1,
      lines: [
        [ALOE, 1],
        [SILK, 2],
      ],
      coupon: 'SLEVA10',
    });
    await payByCard(token);
    const invoice = await invoiceOf(o.id);
    const res = await refund(o.id, invoice.totalWithTax / 100);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [note] = (await storedDocuments(o.id)).filter((d) => d.kind === 'credit_note');
    const credit = taxDocument.parse(note!.data);
    expect(credit.lines).toEqual(
      invoice.lines.map((l) => ({
        ...l,
        amount: -l.amount,
        totalWithoutTax: -l.totalWithoutTax,
        vatAmount: -l.vatAmount,
        totalWithTax: -l.totalWithTax,
      })),
    );
    expect(credit.recap.map((r) => [r.vatRate, r.total])).toEqual(
      invoice.recap.map((r) => [r.vatRate, -r.total]),
    );
  });

  it('numbers credit notes in their own series, one after another', async () => {
    const before = await rows<{ n: number }>(
      sql`select coalesce(max(sequence), 0)::int as n from invoicing.documents where kind = 'credit_note' and year = ${year()}`,
    );
    const invoicesBefore = await rows<{ n: number }>(
      sql`select last_number as n from invoicing.series where series = 'invoice' and year = ${year()}`,
    );
    const { order: o, token } = await order({ paymentId: 1, lines: [[ALOE, 3]] });
    await payByCard(token);
    for (const amount of [10, 20, 30]) expect((await refund(o.id, amount)).status).toBe(201);
    const numbers = (await storedDocuments(o.id))
      .filter((d) => d.kind === 'credit_note')
      .map((d) => d.number);
    const n = before[0]!.n;
    expect(numbers).toEqual([1, 2, 3].map((i) => `90${yy()}${String(n + i).padStart(6, '0')}`));
    const invoicesAfter = await rows<{ n: number }>(
      sql`select last_number as n from invoicing.series where series = 'invoice' and year = ${year()}`,
    );
    expect(invoicesAfter[0]!.n).toBe(invoicesBefore[0]!.n + 1);
  });

  it('refuses an order not paid by card, and records a refund the gateway refused as failed (502)', async () => {
    const { order: transfer } = await order({ lines: [[ALOE, 1]] });
    await payByTransfer(transfer);
    const notCard = await refund(transfer.id, 10);
    expect(notCard.status).toBe(409);
    expect(errorResponse.parse(notCard.json).errors[0]!.code).toBe('payment.notRefundable');
    expect((await refund(999_999, 10)).status).toBe(404);

    const { order: o, token } = await order({ paymentId: 1, lines: [[ALOE, 1]] });
    const ref = await payByCard(token);
    // The money went back by another way at the gateway: it has nothing left to give back.
    const client = createTestGatewayClient({ baseUrl: base, secret: SECRET });
    await client.refund({ gatewayRef: ref, amount: 32_800, currencyCode: 'CZK', merchantRef: o.code });
    await expect(
      client.refund({ gatewayRef: ref, amount: 1, currencyCode: 'CZK', merchantRef: o.code }),
    ).rejects.toThrow(/422/);

    const failed = await refund(o.id, 50);
    expect(failed.status).toBe(502);
    expect(errorResponse.parse(failed.json).errors[0]!.code).toBe('payment.refundFailed');
    const [row] = await rows<{ status: string; error: string }>(
      sql`select status, error from payment.refunds where order_id = ${o.id}`,
    );
    expect(row!.status).toBe('failed');
    expect(row!.error).toContain('422');
    expect((await storedDocuments(o.id)).filter((d) => d.kind === 'credit_note')).toEqual([]);
    expect(
      await rows(sql`select 1 from orders.order_payments where order_id = ${o.id} and amount < 0`),
    ).toEqual([]);
    const audit = await rows<{ action: string; after: { status: string } }>(
      sql`select action, after from operators.audit_log where object_type = 'order' and object_id = ${String(o.id)} order by id`,
    );
    expect(audit.map((a) => [a.action, a.after.status])).toEqual([
      ['order.refund', 'requested'],
      ['order.refund', 'failed'],
    ]);
    // A failed refund holds nothing back: the whole payment is still there to refund (at the shop).
    const again = await refund(o.id, 328.01);
    expect(errorResponse.parse(again.json).errors[0]!.title).toBe(
      `Vrátit lze nejvýš ${formatMoney(32_800, CZK)}.`,
    );
  });
});

describe('a withdrawal’s credit note', () => {
  async function paidCustomerOrder() {
    const who = await registerCustomer({ ...t, app }, { emailPrefix: 'odstoupeni' });
    const me = (await api('GET', '/api/v1/user', undefined, who)).json as { data: { id: number } };
    await db()
      .insert(creditMovements)
      .values({ accountId: me.data.id, amount: 10_000, note: 'Věrnostní odměna' });
    const placed = await order({
      who,
      paymentId: 1,
      lines: [
        [ALOE, 2],
        [SILK, 1],
      ],
      coupon: 'SLEVA10',
      credits: 100,
    });
    await payByCard(placed.token);
    return placed.order;
  }
  const itemOf = (o: Order, variantId: number) => o.items.find((i) => i.variantId === variantId)!.id;

  it('credits the returned pieces less their share of the coupon and the credits, and the shipping once', async () => {
    const o = await paidCustomerOrder();
    const invoice = await invoiceOf(o.id);
    const note = await db().transaction((tx) =>
      issueWithdrawalCreditNote(tx, {
        orderId: o.id,
        items: [{ orderItemId: itemOf(o, ALOE), amount: 1 }],
        shipping: true,
        reason: 'Odstoupení od smlouvy do 14 dnů',
      }),
    );
    const credit = taxDocument.parse(note.data);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      correctedDocumentNumber: invoice.number,
      reason: 'Odstoupení od smlouvy do 14 dnů',
      alreadyPaid: 0,
    });
    // The coupon took 49,80 Kč off the two gels (24,90 for one); the credits 60,22 Kč off what the
    // gels cost after it (30,11 for one).
    expect(credit.lines.map((l) => [l.name, l.amount, l.vatRate, l.totalWithTax])).toEqual([
      ['Aloe gel 100 ml', -1, 21, -24_900],
      ['Podíl slevy na vráceném zboží – kupón SLEVA10', 1, 21, 2_490],
      ['Podíl věrnostních kreditů na vráceném zboží', 1, 21, 3_011],
      ['Doprava – Zásilkovna', -1, 21, -7_900],
    ]);
    expect(credit.totalWithTax).toBe(-24_900 + 2_490 + 3_011 - 7_900);

    const refused = (input: Parameters<typeof issueWithdrawalCreditNote>[1]) =>
      db().transaction((tx) => issueWithdrawalCreditNote(tx, input));
    await expect(
      refused({ orderId: o.id, items: [{ orderItemId: itemOf(o, ALOE), amount: 2 }], reason: 'Vráceno' }),
    ).rejects.toMatchObject({ errors: [{ field: 'items.0.amount', title: 'Vrátit lze 1 až 1 ks.' }] });
    await expect(
      refused({ orderId: o.id, items: [], shipping: true, reason: 'Vráceno' }),
    ).rejects.toMatchObject({
      errors: [{ field: 'shipping', title: 'Doprava už byla dobropisována.' }],
    });
    await expect(
      refused({ orderId: o.id, items: [{ orderItemId: 1, amount: 1 }], reason: '' }),
    ).rejects.toMatchObject({
      errors: [
        { field: 'reason', title: 'Uveďte důvod opravy.' },
        { field: 'items.0.orderItemId', title: 'Tato položka v objednávce není.' },
      ],
    });

    // The money for it, given back by card, gets no second credit note; more than it does.
    const back = -credit.totalWithTax;
    const first = orderRefundResponse.parse((await refund(o.id, back / 100)).json).data;
    expect(first).toMatchObject({ status: 'done', creditNote: null });
    const second = orderRefundResponse.parse((await refund(o.id, 10)).json).data;
    const extra = (await storedDocuments(o.id)).find((d) => d.id === second.creditNote!.id)!;
    expect(extra.totalWithTax).toBe(-1_000);
  });

  it('needs an invoice to correct', async () => {
    const { order: o } = await order({ lines: [[ALOE, 1]] });
    await expect(
      db().transaction((tx) =>
        issueWithdrawalCreditNote(tx, {
          orderId: o.id,
          items: [{ orderItemId: o.items[0]!.id, amount: 1 }],
          reason: 'Vráceno',
        }),
      ),
    ).rejects.toMatchObject({ statusCode: 409, code: 'order.notInvoiced' });
  });
});

// ——— reading them

describe('reading the documents', () => {
  it('lets a customer list and download their own, and no one else’s', async () => {
    const jana = await registerCustomer({ ...t, app }, { emailPrefix: 'doklady' });
    const petr = await registerCustomer({ ...t, app }, { firstName: 'Petr', emailPrefix: 'cizi' });
    const { order: o, token } = await order({ who: jana, paymentId: 1, lines: [[ALOE, 1]] });
    await payByCard(token);
    expect((await refund(o.id, 10)).status).toBe(201);

    const list = await api('GET', '/api/v1/user/documents', undefined, jana);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const docs = taxDocumentsResponse.parse(list.json).data;
    const invoice = await invoiceOf(o.id);
    expect(docs.map((d) => [d.kind, d.orderCode, d.totalWithTax])).toEqual([
      ['credit_note', o.code, -10],
      ['invoice', o.code, invoice.totalWithTax / 100],
    ]);
    expect(docs[0]!.correctedDocumentNumber).toBe(invoice.number);

    const pdf = await fetch(`${base}/api/v1/user/documents/${docs[1]!.id}.pdf`, { headers: jana });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="faktura-${invoice.number}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const theirs = await fetch(`${base}/api/v1/user/documents/${docs[1]!.id}.pdf`, { headers: petr });
    expect(theirs.status).toBe(404);
    expect(
      taxDocumentsResponse.parse((await api('GET', '/api/v1/user/documents', undefined, petr)).json).data,
    ).toEqual([]);
    expect((await fetch(`${base}/api/v1/user/documents`)).status).toBe(401);
    expect((await fetch(`${base}/api/v1/user/documents/${docs[1]!.id}.pdf`)).status).toBe(401);
  });

  it('gives the order desk an order’s documents and their PDFs', async () => {
    const { order: o } = await order({ lines: [[ALOE, 1]] });
    await payByTransfer(o);
    const res = await api('GET', `/api/admin/v1/orders/${o.id}/documents`, undefined, desk());
    expect(res.status).toBe(200);
    const [invoice] = taxDocumentsResponse.parse(res.json).data;
    expect(invoice).toMatchObject({ kind: 'invoice', orderId: o.id, orderCode: o.code, issuedOn: today() });
    const pdf = await fetch(`${base}/api/admin/v1/documents/${invoice!.id}.pdf`, { headers: desk() });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="faktura-${invoice!.number}.pdf"`,
    );
    expect((await api('GET', '/api/admin/v1/orders/999999/documents', undefined, desk())).status).toBe(404);
    expect((await fetch(`${base}/api/admin/v1/documents/999999.pdf`, { headers: desk() })).status).toBe(404);
  });

  it('refuses strangers (401) and a key for the content only (403)', async () => {
    const { order: o } = await order({ lines: [[ALOE, 1]] });
    await payByTransfer(o);
    const [doc] = await storedDocuments(o.id);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/admin/v1/orders/${o.id}/documents`],
      ['GET', `/api/admin/v1/documents/${doc!.id}.pdf`],
      ['POST', `/api/admin/v1/orders/${o.id}/refunds`, { amount: 1, reason: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      const anonymous = await fetch(`${base}${url}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(anonymous.status, url).toBe(401);
      const content = await fetch(`${base}${url}`, {
        method,
        headers: { ...bearer(contentKey), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(content.status, url).toBe(403);
    }
  });
});
