import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPickupOrder } from './support/guest-order.ts';
import {
  cartChangeResponse,
  errorResponse,
  placeOrderResponse,
  stockLevelResponse,
  stockWatchErrorCodes,
  stockWatchResponse,
} from '@shop/contract';
import { messages } from '@shop/rules';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/query.ts';
import { createMailer } from '../src/integrations/mail/mailer.ts';
import { createJobRunner } from '../src/job-runner.ts';
import { getVariantRefs } from '../src/modules/catalog/index.ts';
import { createStockWatchJobHandlers, WATCH_LIMITS } from '../src/modules/inventory/index.ts';
import { createCatalogTestApp, type CatalogTestApp } from './support/catalog-app.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';

/**
 * Watches of sold-out variants and the operator's restock. On PostgreSQL (TEST_DATABASE_URL) the
 * racing requests and job runs use parallel connections of the pool; on the embedded database they
 * queue, and the outcome must be the same.
 */
const STOREFRONT = 'https://shop.example.cz';
let t: CatalogTestApp;
/** An operator's API key with every permission. */
let operatorKey: string;
beforeAll(async () => {
  t = await createCatalogTestApp({ env: { STOREFRONT_PUBLIC_URL: STOREFRONT } });
  operatorKey = await operatorApiKey(t.database.db);
});
afterAll(() => t.cleanup());

const silent = { info() {}, warn() {}, error() {} };

// Each test sends from its own client address, so that one test's attempts never throttle another.
let client = 10;
const nextClient = () => `198.51.100.${client++}`;

const watch = (variantId: number | string, email: unknown, from = nextClient(), locale = 'cs') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${variantId}/watchers`,
    remoteAddress: from,
    headers: { 'x-locale': locale },
    payload: { email } as object,
  });

const restock = (
  variantId: number,
  quantity: number,
  token: string | null = operatorKey,
  warehouse = 'praha',
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/v1/stock/${variantId}`,
    headers: token ? bearer(token) : {},
    payload: { warehouse, quantity },
  });

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);

/** A catalogue variant by code, made sold out in every warehouse. */
async function soldOut(code: string): Promise<number> {
  const [v] = await rows<{ id: number }>(sql`select id from catalog.variants where code = ${code}`);
  await t.database.db.execute(sql`update inventory.stock set quantity = 0 where variant_id = ${v!.id}`);
  return v!.id;
}

const watchers = (variantId: number) =>
  rows<{ email: string; locale: string; notified: boolean }>(
    sql`select email, locale, notified_at is not null as notified from inventory.stock_watchers
         where variant_id = ${variantId} order by id`,
  );

/** The parts' quoted-printable UTF-8 as text (the raw message is ASCII). */
const decodeQuotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const seen = new Set<string>();
/** The e-mails written into `dataDir`'s outbox since the last look. */
async function outbox(dataDir = t.dataDir): Promise<{ raw: string; text: string }[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml') && !seen.has(f));
  return Promise.all(
    files.map(async (f) => {
      seen.add(f);
      const raw = await readFile(path.join(dir, f), 'utf8');
      return { raw, text: decodeQuotedPrintable(raw) };
    }),
  );
}

/** Runs the due jobs with the process's own runner and reads the e-mails they wrote. */
async function runJobs() {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    STOREFRONT_PUBLIC_URL: STOREFRONT,
  });
  const jobs = await createJobRunner(config, t.database.db, silent);
  await jobs.runner.runDue();
  await jobs.stop();
  return outbox();
}

const mailTo = <M extends { raw: string }>(mails: M[], email: string) =>
  mails.filter((m) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'm').test(m.raw));

describe('POST /api/v1/products/{variantId}/watchers', () => {
  it('keeps a watch of a sold-out variant in the shopper’s locale', async () => {
    const id = await soldOut('LUB-PREM');
    const res = await watch(id, '  Jana.Novakova@Example.cz ', nextClient(), 'sk');
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = stockWatchResponse.parse(res.json());
    expect(body.data).toEqual({ variantId: id, message: expect.stringContaining('znovu skladem') });
    expect(await watchers(id)).toEqual([
      { email: 'jana.novakova@example.cz', locale: 'sk', notified: false },
    ]);
  });

  it('answers the same open watch again without a second one', async () => {
    const id = await soldOut('LUB-PREM');
    const answers = await Promise.all([
      watch(id, 'petr@example.cz'),
      watch(id, 'PETR@example.cz'),
      watch(id, 'petr@example.cz '),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect((await watchers(id)).filter((w) => w.email === 'petr@example.cz')).toHaveLength(1);
  });

  it('refuses a variant in stock with a Czech reason: nothing to wait for', async () => {
    const [v] = await rows<{ id: number }>(sql`select id from catalog.variants where code = 'OIL-LEV'`);
    const res = await watch(v!.id, 'eva@example.cz');
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json()).errors).toEqual([
      {
        code: stockWatchErrorCodes.inStock,
        title: 'Tato varianta je skladem, můžete si ji rovnou objednat.',
      },
    ]);
    expect(await watchers(v!.id)).toEqual([]);
  });

  it('answers 404 for an unknown variant and 400 for a malformed id', async () => {
    const res = await watch(999_999, 'eva@example.cz');
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({
      code: 'not_found',
      field: 'variantId',
    });
    expect((await watch('abc', 'eva@example.cz')).statusCode).toBe(400);
    expect((await watch(0, 'eva@example.cz')).statusCode).toBe(400);
  });

  it('refuses a malformed or missing address with a message for the e-mail field', async () => {
    const id = await soldOut('LUB-PREM');
    for (const email of ['', 'jana', 'jana@localhost', 'jana@@example.cz', `${'a'.repeat(250)}@example.cz`]) {
      const res = await watch(id, email);
      expect(res.statusCode, email).toBe(422);
      expect(errorResponse.parse(res.json()).errors).toEqual([
        { code: 'invalid', field: 'email', title: expect.any(String) },
      ]);
    }
    expect(errorResponse.parse((await watch(id, 'jana')).json()).errors[0]!.title).toBe(messages.email);
    expect((await watch(id, 42)).statusCode).toBe(400);
    expect((await watchers(id)).map((w) => w.email)).not.toContain('jana');
  });

  it('limits watches per client address and per e-mail address', async () => {
    const id = await soldOut('LUB-PREM');
    const from = nextClient();
    for (let i = 0; i < WATCH_LIMITS.perClient.max; i++) {
      expect((await watch(id, `limit-${i}@example.cz`, from)).statusCode).toBe(201);
    }
    const refused = await watch(id, 'one-more@example.cz', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorResponse.parse(refused.json()).errors[0]!.title).toMatch(
      /^Hlídání dostupnosti .* za \d+ min\.$/,
    );

    for (let i = 0; i < WATCH_LIMITS.perAddress.max; i++) {
      expect((await watch(id, 'same@example.cz', nextClient())).statusCode).toBeLessThan(300);
    }
    expect((await watch(id, 'SAME@example.cz', nextClient())).statusCode).toBe(429);
  });
});

describe('PUT /api/admin/v1/stock/{variantId}', () => {
  it('refuses without an operator key with the catalogue permission, before reading the body', async () => {
    const id = await soldOut('LUB-PREM');
    for (const token of [null, 'wrong-token']) {
      const res = await restock(id, 5, token);
      expect(res.statusCode).toBe(401);
      expect(errorResponse.parse(res.json()).errors[0]).toMatchObject({ code: 'admin.unauthenticated' });
    }
    const contentOnly = await restock(id, 5, await operatorApiKey(t.database.db, ['content']));
    expect(contentOnly.statusCode).toBe(403);
    expect(errorResponse.parse(contentOnly.json()).errors[0]).toMatchObject({ code: 'admin.forbidden' });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/v1/stock/${id}`, payload: 'x' });
    expect(bad.statusCode).toBe(401);
    expect(
      (
        await rows<{ q: number }>(
          sql`select sum(quantity)::int as q from inventory.stock where variant_id = ${id}`,
        )
      )[0]!.q,
    ).toBe(0);
  });

  it('refuses an unknown variant or warehouse, a bad quantity, and less than unpaid orders hold', async () => {
    const id = await soldOut('LUB-PREM');
    expect((await restock(999_999, 5)).statusCode).toBe(404);
    const noWarehouse = await restock(id, 5, operatorKey, 'brno');
    expect(noWarehouse.statusCode).toBe(404);
    expect(errorResponse.parse(noWarehouse.json()).errors[0]).toMatchObject({ field: 'warehouse' });
    expect((await restock(id, -1)).statusCode).toBe(400);
    expect((await restock(id, 1.5)).statusCode).toBe(400);

    await t.database.db.execute(
      sql`update inventory.stock set quantity = 4, reserved = 3 where variant_id = ${id} and warehouse_id = 1`,
    );
    const below = await restock(id, 2);
    expect(below.statusCode).toBe(422);
    expect(errorResponse.parse(below.json()).errors[0]).toMatchObject({
      field: 'quantity',
      title: 'Nezaplacené objednávky v tomto skladu drží 3 ks, méně kusů nastavit nelze.',
    });
    const exact = await restock(id, 3);
    expect(exact.statusCode).toBe(200);
    expect(stockLevelResponse.parse(exact.json()).data).toMatchObject({ quantity: 3, reserved: 3, free: 0 });
    await t.database.db.execute(
      sql`update inventory.stock set quantity = 0, reserved = 0 where variant_id = ${id}`,
    );
  });

  it('sets the pieces and writes the change as a movement; a warehouse without a row gets one', async () => {
    const id = await soldOut('KOND-ULTRA');
    const res = await restock(id, 6);
    expect(res.statusCode).toBe(200);
    expect(stockLevelResponse.parse(res.json()).data).toEqual({
      variantId: id,
      warehouse: 'praha',
      quantity: 6,
      reserved: 0,
      free: 6,
      watchersNotified: false,
    });
    const supplier = stockLevelResponse.parse((await restock(id, 2, operatorKey, 'dodavatel')).json()).data;
    expect(supplier).toMatchObject({ warehouse: 'dodavatel', quantity: 2, free: 8 });
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/v1/stock/${id}`,
      headers: bearer(operatorKey),
      payload: { warehouse: 'praha', quantity: 4, reason: 'correction' },
    });
    expect(corrected.statusCode).toBe(200);
    const moves = await rows<{
      warehouse_id: number;
      quantity: number;
      reason: string;
      order_id: number | null;
    }>(
      sql`select warehouse_id, quantity, reason, order_id from inventory.stock_movements
           where variant_id = ${id} and reason in ('restock', 'correction') order by id`,
    );
    expect(moves).toEqual([
      { warehouse_id: 1, quantity: 6, reason: 'restock', order_id: null },
      { warehouse_id: 2, quantity: 2, reason: 'restock', order_id: null },
      { warehouse_id: 1, quantity: -2, reason: 'correction', order_id: null },
    ]);
  });
});

describe('back in stock', () => {
  it('e-mails every open watcher once, in their language, with a link to the product', async () => {
    const id = await soldOut('DUMB-2-PUR');
    await runJobs();
    expect((await watch(id, 'jana@example.cz')).statusCode).toBe(201);
    expect((await watch(id, 'lukas@example.sk', nextClient(), 'sk')).statusCode).toBe(201);
    expect((await watch(id, 'anna@example.de', nextClient(), 'de')).statusCode).toBe(201);
    // Nothing is sent while the variant stays sold out.
    expect(await runJobs()).toEqual([]);

    const res = await restock(id, 3);
    expect(stockLevelResponse.parse(res.json()).data).toMatchObject({ free: 3, watchersNotified: true });
    expect((await watchers(id)).every((w) => !w.notified)).toBe(true);
    const mails = await runJobs();
    expect(mails).toHaveLength(3);
    const [cs] = mailTo(mails, 'jana@example.cz');
    expect(cs!.raw).toMatch(/^Subject: .*/m);
    expect(cs!.text).toContain('„Činka 2 kg – DUMB-2-PUR“');
    expect(cs!.text).toContain('je znovu skladem');
    // Not the default variant: the link opens the product page on it.
    expect(cs!.text).toContain(`${STOREFRONT}/produkt/test-17?variant_id=${id}`);
    expect(mailTo(mails, 'lukas@example.sk')[0]!.text).toContain(
      `${STOREFRONT}/sk/produkt/test-17?variant_id=${id}`,
    );
    expect(mailTo(mails, 'lukas@example.sk')[0]!.text).toContain('je opäť na sklade');
    expect(mailTo(mails, 'anna@example.de')[0]!.text).toContain('ist wieder auf Lager');
    expect((await watchers(id)).every((w) => w.notified)).toBe(true);

    // A second restock, and another run, send nothing again.
    expect(stockLevelResponse.parse((await restock(id, 10)).json()).data.watchersNotified).toBe(false);
    await t.database.db.execute(sql`update inventory.stock set quantity = 0 where variant_id = ${id}`);
    expect(stockLevelResponse.parse((await restock(id, 1)).json()).data.watchersNotified).toBe(false);
    expect(await runJobs()).toEqual([]);

    // A watcher mailed before may watch again once the variant is sold out again.
    await t.database.db.execute(sql`update inventory.stock set quantity = 0 where variant_id = ${id}`);
    expect((await watch(id, 'jana@example.cz')).statusCode).toBe(201);
    await restock(id, 2);
    expect(mailTo(await runJobs(), 'jana@example.cz')).toHaveLength(1);
  });

  it('keeps the watchers when the variant is sold out again before the job runs', async () => {
    const id = await soldOut('LUB-PREM');
    await runJobs();
    expect((await watch(id, 'later@example.cz')).statusCode).toBeLessThan(300);
    await restock(id, 1);
    await t.database.db.execute(sql`update inventory.stock set quantity = 0 where variant_id = ${id}`);
    expect(mailTo(await runJobs(), 'later@example.cz')).toEqual([]);
    expect((await watchers(id)).find((w) => w.email === 'later@example.cz')!.notified).toBe(false);
    await restock(id, 1);
    expect(mailTo(await runJobs(), 'later@example.cz')).toHaveLength(1);
  });

  it('two job runners working at once mail each watcher once', async () => {
    const id = await soldOut('BAND-S');
    for (let i = 0; i < 6; i++) expect((await watch(id, `race-${i}@example.cz`)).statusCode).toBe(201);
    await restock(id, 4);
    // Two processes with their own mailers take the same job's work at the same moment.
    const mailer = createMailer({ from: 'Shop <shop@example.cz>', dataDir: t.dataDir });
    const handler = (): ReturnType<typeof createStockWatchJobHandlers> =>
      createStockWatchJobHandlers({
        db: t.database.db,
        mailer,
        variants: getVariantRefs,
        shopName: 'Shop',
        storefrontUrl: STOREFRONT,
        log: silent,
      });
    const ctx = { id: 0, attempt: 1 };
    await Promise.all([
      handler()['stock-back']!({ variantId: id }, ctx),
      handler()['stock-back']!({ variantId: id }, ctx),
      handler()['stock-back']!({ variantId: id }, ctx),
    ]);
    mailer.close();
    const mails = await outbox();
    for (let i = 0; i < 6; i++) expect(mailTo(mails, `race-${i}@example.cz`)).toHaveLength(1);
    // The queued job finds nobody left.
    expect((await runJobs()).filter((m) => /race-\d@/.test(m.raw))).toEqual([]);
  });

  it('racing restocks queue the e-mails once', async () => {
    const id = await soldOut('BAND-L');
    expect((await watch(id, 'twice@example.cz')).statusCode).toBe(201);
    const answers = await Promise.all([
      restock(id, 2),
      restock(id, 3, operatorKey, 'dodavatel'),
      restock(id, 5),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const notified = answers.filter((a) => stockLevelResponse.parse(a.json()).data.watchersNotified);
    expect(notified).toHaveLength(1);
    const [jobs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from jobs.jobs where kind = 'stock-back' and (payload->>'variantId')::int = ${id}`,
    );
    expect(jobs!.n).toBe(1);
    expect(mailTo(await runJobs(), 'twice@example.cz')).toHaveLength(1);
  });

  it('a watch racing a restock is either refused or mailed', async () => {
    const id = await soldOut('LUB-SENS');
    const [watched, restocked] = await Promise.all([watch(id, 'racer@example.cz'), restock(id, 2)]);
    expect(restocked.statusCode).toBe(200);
    const mails = mailTo(await runJobs(), 'racer@example.cz');
    if (watched.statusCode === 201) expect(mails).toHaveLength(1);
    else {
      expect(watched.statusCode).toBe(422);
      expect(mails).toEqual([]);
    }
  });

  it('a cancelled order that gives back the last pieces e-mails the watchers', async () => {
    const id = await soldOut('OIL-LEV');
    await restock(id, 1);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      payload: { id, amount: 1 },
    });
    expect(added.statusCode).toBe(200);
    const token = cartChangeResponse.parse(added.json()).meta.guestCartToken!;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/place',
      headers: { 'x-cart-token': token },
      payload: guestPickupOrder,
    });
    expect(placed.statusCode).toBe(200);
    const order = placeOrderResponse.parse(placed.json()).data;
    await runJobs();
    expect((await watch(id, 'cancel@example.cz')).statusCode).toBe(201);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/v1/orders/${order.id}/transitions`,
      headers: bearer(operatorKey),
      payload: { to: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const mails = mailTo(await runJobs(), 'cancel@example.cz');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${STOREFRONT}/produkt/test-11`);
    expect(mails[0]!.text).not.toContain('variant_id');
  });
});
