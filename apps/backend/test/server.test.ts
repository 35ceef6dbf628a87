import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cartChangeResponse, orderResponse, productCategoriesResponse } from '@shop/contract';
import { readdir, readFile } from 'node:fs/promises';
import { startBackendProcess } from './support/backend-process.ts';
import { freePort } from './support/free-port.ts';
import { storeHttp } from './support/store-http.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(backendDir, '../../node_modules/.bin/tsx');

describe('the real server (tsx src/main.ts)', () => {
  let dataDir: string | undefined;
  let pgDb: TestDatabase | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await pgDb?.cleanup();
  });

  it('starts, seeds an empty database, stops on SIGTERM with 0 and keeps its data across a restart', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_DATASET: path.join(backendDir, 'test/fixtures/dataset.ts'),
    };
    if (process.env.TEST_DATABASE_URL) {
      // An empty server database; the server migrates and seeds it itself.
      pgDb = await createTestDatabase({ dataset: null });
      env.DATABASE_URL = pgDb.url;
      await pgDb.database.close();
    }

    const run = async () => {
      const server = await startBackendProcess(env);
      const res = await fetch(`${server.base}/api/v1/product-categories`);
      const body = productCategoriesResponse.parse(await res.json());
      server.child.kill('SIGTERM');
      return { body, code: await server.exited, output: server.output() };
    };

    const first = await run();
    expect(first.code, first.output).toBe(0);
    expect(first.body.total).toBe(7);
    const second = await run();
    expect(second.code, second.output).toBe(0);
    expect(second.body).toEqual(first.body);
  }, 200_000);
});

describe('a production start', () => {
  it('exits at once, naming every variable it still needs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-prod-'));
    try {
      const child = spawn(tsx, ['src/main.ts'], {
        cwd: backendDir,
        env: { ...process.env, SHOP_ENV: 'production', DATA_DIR: dataDir, PORT: String(await freePort()) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(output).toContain('Refusing to start in production (SHOP_ENV=production):');
      for (const name of ['PAYMENT_GATEWAY', 'VARIANT_HASH_SECRET', 'SEED_DEMO', 'PUBLIC_URL']) {
        expect(output).toContain(`  ${name}: `);
      }
      expect(output).not.toContain('ADMIN_TOKEN');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a start with ADMIN_TOKEN', () => {
  it('exits at once, saying the static admin token is no longer used', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-admin-token-'));
    try {
      const child = spawn(tsx, ['src/main.ts'], {
        cwd: backendDir,
        env: {
          ...process.env,
          ADMIN_TOKEN: 'admin-token-for-this-test',
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
      expect(code).toBe(1);
      expect(output).toMatch(/^ {2}ADMIN_TOKEN: .*no longer used/m);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** A backend process with `env`; `stop()` ends it and gives its exit code. */
async function startServer(env: NodeJS.ProcessEnv) {
  const server = await startBackendProcess(env);
  return {
    base: server.base,
    output: server.output,
    stop: async () => {
      server.child.kill('SIGTERM');
      return server.exited;
    },
  };
}

describe('a production process that has what it needs', () => {
  it('starts on an empty database, and serves neither an explorer, nor introspection, nor /docs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-prod-'));
    const server = await startServer({
      SHOP_ENV: 'production',
      DATA_DIR: dataDir,
      COMPANY_REGISTRY: 'ares',
      PACKETA: 'live',
      PACKETA_API_KEY: 'packeta-key',
      PACKETA_API_PASSWORD: 'packeta-password',
      PACKETA_SENDER: 'shop',
      PAYMENT_GATEWAY: 'comgate',
      COMGATE_MERCHANT: '123456',
      COMGATE_SECRET: 'comgate-secret-for-this-test',
      VARIANT_HASH_SECRET: 'variant-hash-secret-for-this-test',
      REVALIDATE_SECRET: 'revalidate-secret-for-this-test',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://api.obchod.example',
      STOREFRONT_PUBLIC_URL: 'https://obchod.example',
      SMTP_URL: 'smtps://obchod:secret@mail.obchod.example',
    });
    try {
      const explorer = await fetch(`${server.base}/graphql`, { headers: { accept: 'text/html' } });
      expect(await explorer.text()).not.toMatch(/graphiql/i);
      const introspection = await fetch(`${server.base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
      });
      const answer = (await introspection.json()) as { data?: unknown; errors?: unknown[] };
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect((await fetch(`${server.base}/docs`)).status).toBe(404);
      expect((await fetch(`${server.base}/docs/json`)).status).toBe(404);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a running process', () => {
  it('cancels an unpaid card order past its time, gives its goods back and tells the shopper', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-expiry-'));
    const server = await startServer({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_DATASET: path.join(backendDir, 'test/fixtures/dataset.ts'),
      ORDER_EXPIRY_CARD_MINUTES: '1',
      ORDER_EXPIRY_SWEEP_SECONDS: '1',
      JOB_POLL_MS: '200',
    });
    const { api, placeOrder } = storeHttp(() => server.base);
    const ALOE = 101;
    const stock = async () => {
      const added = await api('POST', '/api/v1/cart/items', { id: ALOE, amount: 1 });
      return cartChangeResponse.parse(added.json).data.item!.availability.stock!;
    };
    try {
      const before = await stock();
      const { order, token } = await placeOrder({ variantId: ALOE, paymentId: 1, amount: 2 });
      expect(await stock()).toBe(before - 2);
      // Nobody pays: a minute later the process's own sweep cancels the order.
      const until = Date.now() + 150_000;
      let status = order.status;
      while (status !== 'cancelled' && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 1000));
        const read = await api('GET', `/api/v1/orders/token/${token}`);
        status = orderResponse.parse(read.json).data.status;
      }
      expect(status).toBe('cancelled');
      expect(await stock()).toBe(before);
      const outbox = path.join(dataDir, 'outbox');
      let told = false;
      while (!told && Date.now() < until) {
        const mails = await Promise.all(
          (await readdir(outbox).catch(() => [])).map((f) => readFile(path.join(outbox, f), 'utf8')),
        );
        told = mails.some((m) => m.includes('byla zru') && m.includes(order.code));
        if (!told) await new Promise((r) => setTimeout(r, 500));
      }
      expect(told, 'a Czech e-mail that the order was cancelled').toBe(true);
    } finally {
      expect(await server.stop(), server.output()).toBe(0);
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 200_000);
});
