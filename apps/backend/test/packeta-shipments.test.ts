import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminShipmentResponse, adminShipmentTrackingResponse, type AdminShipment } from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { connectPacketaApi } from '../src/integrations/packeta/packeta-api-connection.ts';
import { trackShipments } from '../src/modules/order/index.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { app, base, placeOrder, rows, t, usePaymentsShop } from './support/payments-fixture.ts';

usePaymentsShop();

/**
 * Packeta shipments over real HTTP: the backend listens, PACKETA=test (the default) makes it serve
 * the Packeta double at PUBLIC_URL/test-packeta and talk to it as to Packeta. Packing an order of
 * the pickup-point shipper (carrier 'packeta') queues the job that creates the packet; the labels
 * come as PDFs; tracking moves the order to shipped and delivered with the customer's e-mails.
 */
let desk: Record<string, string>;
let contentOnly: Record<string, string>;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const config = () =>
  loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_URL: base,
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });

beforeAll(async () => {
  desk = bearer(await operatorApiKey(t.database.db, ['orders']));
  contentOnly = bearer(await operatorApiKey(t.database.db, ['content']));
  await t.database.db.execute(sql`update shipping.shippers set carrier = 'packeta' where id = 2`);
});

const inject = (method: 'GET' | 'POST', url: string, headers = desk) => app.inject({ method, url, headers });

/** A cash-on-delivery order to a Packeta pickup point (branch 4321), accepted. */
async function packetaOrder(paymentId = 2) {
  const { order } = await placeOrder(paymentId);
  await t.database.db.execute(
    sql`update orders.orders set branch = jsonb_set(branch, '{id}', '"4321"') where id = ${order.id}`,
  );
  return order;
}

async function move(orderId: number, to: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/v1/orders/${orderId}/transitions`,
    headers: desk,
    payload: { to, ...body },
  });
}

/** Runs the due jobs (the shipments, the e-mails) and answers the messages they wrote. */
async function runJobs(): Promise<string[]> {
  const jobs = await createJobRunner(config(), t.database.db, quiet);
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

async function shipment(orderId: number): Promise<AdminShipment | null> {
  const res = await inject('GET', `/api/admin/v1/orders/${orderId}/shipment`);
  expect(res.statusCode, res.body).toBe(200);
  return adminShipmentResponse.parse(res.json()).data;
}

async function movePacket(barcode: string, status: number) {
  const res = await fetch(`${base}/test-packeta/packets/${barcode}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

const track = async () => {
  const res = await inject('POST', '/api/admin/v1/shipments/tracking');
  expect(res.statusCode, res.body).toBe(200);
  return adminShipmentTrackingResponse.parse(res.json()).data;
};

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: texts.join(' ').replace(/\s+/g, ' ') };
}

/** The e-mail's plain text, undone from quoted-printable. */
const plain = (eml: string) =>
  Buffer.from(
    eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

describe('a packed Packeta order', () => {
  it('gets its packet through the job, its label, and is tracked to shipped and delivered', async () => {
    const order = await packetaOrder();
    expect(await shipment(order.id)).toBeNull();
    expect((await move(order.id, 'packed')).statusCode).toBe(200);
    const pending = await shipment(order.id);
    expect(pending).toMatchObject({ state: 'pending', barcode: null });
    const label = await inject('GET', `/api/admin/v1/orders/${order.id}/shipment/label`);
    expect(label.statusCode).toBe(409);
    expect(label.json().errors[0].title).toContain('Zásilka se zakládá');

    await runJobs();
    const created = (await shipment(order.id))!;
    expect(created.state).toBe('created');
    expect(created.barcode).toMatch(/^Z\d{10}$/);
    expect(created.trackingUrl).toBe(`https://tracking.packeta.com/cs/?id=${created.barcode}`);
    const [packet] = await rows<{
      number: string;
      cod: string;
      value: string;
      address_id: string;
      surname: string;
    }>(
      sql`select number, cod, value, address_id, surname from test_packeta.packets where id = ${Number(created.packetId)}`,
    );
    expect(packet).toMatchObject({ number: order.code, address_id: '4321', surname: 'Nováková' });
    expect(packet!.cod).toBe(packet!.value);
    expect(Number(packet!.cod)).toBeGreaterThan(0);

    const pdf = await inject('GET', `/api/admin/v1/orders/${order.id}/shipment/label`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(
      `filename*=UTF-8''%C5%A1t%C3%ADtek-${order.code}.pdf`,
    );
    const read = await pdfText(pdf.rawPayload);
    expect(read.pages).toBe(1);
    expect(read.text).toContain(created.barcodeText!);

    // Nothing has happened at Packeta yet: the order stays packed.
    expect(await track()).toMatchObject({ shipped: 0, delivered: 0 });
    await movePacket(created.barcode!, 2);
    expect(await track()).toMatchObject({ shipped: 1 });
    const [shipped] = await rows<{ fulfilment: string; tracking_number: string }>(
      sql`select fulfilment, tracking_number from orders.orders where id = ${order.id}`,
    );
    expect(shipped).toEqual({ fulfilment: 'shipped', tracking_number: created.barcode });
    const shippedMails = (await runJobs()).map(plain);
    const shippedMail = shippedMails.find((m) => m.includes('je na cest'));
    expect(shippedMail).toBeDefined();
    expect(shippedMail).toContain(`Sledovat zásilku: https://tracking.packeta.com/cs/?id=${created.barcode}`);

    await movePacket(created.barcode!, 5);
    await movePacket(created.barcode!, 7);
    expect(await track()).toMatchObject({ delivered: 1 });
    const [delivered] = await rows<{ fulfilment: string; payment_status: string }>(
      sql`select fulfilment, payment_status from orders.orders where id = ${order.id}`,
    );
    expect(delivered!.fulfilment).toBe('delivered');
    const deliveredMails = (await runJobs()).map(plain);
    expect(deliveredMails.some((m) => m.includes('byla doru'))).toBe(true);
    // Closed: no more reading of a delivered parcel.
    expect(await track()).toMatchObject({ checked: 0 });
    expect((await shipment(order.id))!.statusCode).toBe(7);
  });

  it('prints many orders’ labels in one PDF, naming those without one', async () => {
    const orders = [];
    for (let i = 0; i < 5; i++) {
      const order = await packetaOrder();
      expect((await move(order.id, 'packed')).statusCode).toBe(200);
      orders.push(order);
    }
    const unpacked = await packetaOrder();
    await runJobs();
    const ids = [...orders.map((o) => o.id), unpacked.id].join(',');
    const res = await inject('GET', `/api/admin/v1/shipments/labels?ids=${ids}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-orders-without-label']).toBe(String(unpacked.id));
    const read = await pdfText(res.rawPayload);
    expect(read.pages).toBe(2);
    for (const o of orders) expect(read.text).toContain((await shipment(o.id))!.barcodeText!);
    expect((await inject('GET', `/api/admin/v1/shipments/labels?ids=${unpacked.id}`)).statusCode).toBe(409);
    expect((await inject('GET', '/api/admin/v1/shipments/labels?ids=abc')).statusCode).toBe(400);
  });

  it('a refused packet is failed with Packeta’s reason, and is created again after the fix', async () => {
    const { order } = await placeOrder(2); // pickup point CZ001: no Packeta branch id
    expect((await move(order.id, 'packed')).statusCode).toBe(200);
    await runJobs();
    const failed = (await shipment(order.id))!;
    expect(failed.state).toBe('failed');
    expect(failed.error).toContain('addressId');
    expect(
      (await inject('POST', `/api/admin/v1/orders/${order.id}/shipment/retry`, contentOnly)).statusCode,
    ).toBe(403);
    await t.database.db.execute(
      sql`update orders.orders set branch = jsonb_set(branch, '{id}', '"4321"') where id = ${order.id}`,
    );
    const retried = await inject('POST', `/api/admin/v1/orders/${order.id}/shipment/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(adminShipmentResponse.parse(retried.json()).data!.state).toBe('pending');
    const [audit] = await rows<{ action: string }>(
      sql`select action from operators.audit_log where object_type = 'order' and object_id = ${String(order.id)} and action = 'shipment.retry'`,
    );
    expect(audit).toBeDefined();
    await runJobs();
    expect((await shipment(order.id))!.state).toBe('created');
    expect((await inject('POST', `/api/admin/v1/orders/${order.id}/shipment/retry`)).statusCode).toBe(409);
  });

  it('a returned parcel is shown to the operator and moves nothing', async () => {
    const order = await packetaOrder();
    await move(order.id, 'packed');
    await runJobs();
    const s = (await shipment(order.id))!;
    await movePacket(s.barcode!, 10);
    expect(await track()).toMatchObject({ flagged: 1, shipped: 0 });
    expect(await shipment(order.id)).toMatchObject({ statusCode: 10, needsAttention: true });
    const [o] = await rows<{ fulfilment: string }>(
      sql`select fulfilment from orders.orders where id = ${order.id}`,
    );
    expect(o!.fulfilment).toBe('packed');
  });
});

describe('at the same time', () => {
  it('packing twice at once and two jobs create one packet', async () => {
    const order = await packetaOrder();
    const moves = await Promise.all([move(order.id, 'packed'), move(order.id, 'packed')]);
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 409]);
    const [queued] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs.jobs where kind = 'packeta-shipment' and payload->>'orderId' = ${String(order.id)}`,
    );
    expect(queued!.n).toBe(1);
    // A second job for the same order (a retry, another process) finds it created.
    await t.database.db.execute(
      sql`insert into jobs.jobs (kind, payload) values ('packeta-shipment', ${JSON.stringify({ orderId: order.id })}::jsonb)`,
    );
    await Promise.all([runJobs(), runJobs()]);
    const [packets] = await rows<{ n: number }>(
      sql`select count(*)::int as n from test_packeta.packets where number = ${order.code}`,
    );
    expect(packets!.n).toBe(1);
  });

  it('two polls at once move the order once and send one e-mail', async () => {
    const order = await packetaOrder();
    await move(order.id, 'packed');
    await runJobs();
    const s = (await shipment(order.id))!;
    await movePacket(s.barcode!, 2);
    const carrier = connectPacketaApi(config())!;
    const runs = await Promise.all([
      trackShipments(t.database.db, carrier, quiet),
      trackShipments(t.database.db, carrier, quiet),
    ]);
    expect(runs.reduce((n, r) => n + r.shipped, 0)).toBe(1);
    const [mails] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs.jobs where kind = 'order-status' and payload->>'orderId' = ${String(order.id)}`,
    );
    expect(mails!.n).toBe(1);
  });
});

describe('who may', () => {
  it('the shipment routes want the orders permission', async () => {
    const order = await packetaOrder();
    for (const [method, url] of [
      ['GET', `/api/admin/v1/orders/${order.id}/shipment`],
      ['GET', `/api/admin/v1/orders/${order.id}/shipment/label`],
      ['GET', `/api/admin/v1/shipments/labels?ids=${order.id}`],
      ['POST', `/api/admin/v1/orders/${order.id}/shipment/retry`],
      ['POST', '/api/admin/v1/shipments/tracking'],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode, url).toBe(401);
      expect((await inject(method, url, contentOnly)).statusCode, url).toBe(403);
    }
    expect((await inject('GET', '/api/admin/v1/orders/999999/shipment')).statusCode).toBe(404);
  });
});
