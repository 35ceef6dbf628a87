import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartChangeResponse, placeOrderResponse, type PlaceOrderBody } from '@shop/contract';
import { loadConfig } from '../src/config.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { guestPickupOrder } from './support/guest-order.ts';

/** Fixture: variant 101 'Aloe gel 100 ml'; shipper 2 pickup points (point CZ001), payment 1 card. */
let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.cleanup());

const silent = { info() {}, warn() {}, error() {} };

/** Places an order of variant 101, runs the jobs, and reads the e-mail they wrote to the outbox. */
async function orderAndReadMail() {
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/items',
    payload: { id: 101, amount: 1 },
  });
  const cartToken = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
  const body = {
    ...guestPickupOrder,
    customer: {
      name: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana.novakova@example.cz',
      phone: '+420 777 123 456',
    },
  } as PlaceOrderBody;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/cart/place',
    headers: { 'x-cart-token': cartToken },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  const placed = placeOrderResponse.parse(res.json());

  // The process's own job runner with the configured transport: no SMTP_URL, so the outbox.
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STOREFRONT_PUBLIC_URL: 'https://obchod.example',
  });
  const jobs = await createJobRunner(config, t.database.db, silent);
  expect(await jobs.runner.runDue()).toBeGreaterThan(0);
  await jobs.stop();

  const outbox = path.join(t.dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((f) => !seen.has(f));
  // Each order also tells the shop; the shopper's e-mail is the one to them.
  const raws = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
  for (const f of files) seen.add(f);
  const toShopper = raws.filter((r) => /^To: .*jana\.novakova@example\.cz/m.test(r));
  expect(toShopper).toHaveLength(1);
  // Quoted-printable soft line breaks and '=' undone, enough to read the text.
  const raw = toShopper[0]!;
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return { placed, raw, text };
}
const seen = new Set<string>();

it('sends the confirmation through the mail transport, linking to the order for any browser', async () => {
  const { placed, raw, text } = await orderAndReadMail();
  expect(raw).toMatch(/^To: .*jana\.novakova@example\.cz/m);
  expect(text).toContain(placed.data.code);
  expect(text).toContain(`https://obchod.example/api/order/open?t=${placed.meta.orderToken}&locale=cs`);
});

it('escapes a product name in the HTML part and keeps it as written in the plain text', async () => {
  const name = 'Aloe <script>alert(1)</script> gel';
  await t.database.db.execute(
    sql`update catalog.product_translations set name = ${name}
         where product_id = (select product_id from catalog.variants where id = 101)`,
  );
  const { text } = await orderAndReadMail();
  const [plain, html] = text.split(/Content-Type: text\/html/);
  expect(html).toContain('Aloe &lt;script&gt;alert(1)&lt;/script&gt; gel');
  expect(html).not.toContain('<script>');
  expect(plain).toContain(name);
});
