import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponse, type AdminPermission } from '@shop/contract';
import { connectDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/query.ts';
import { createApiKey } from '../src/modules/operator/index.ts';
import { startBackendProcess, type BackendProcess } from './support/backend-process.ts';
import { freePort } from './support/free-port.ts';
import { bearer, operatorApiKey } from './support/operator-access.ts';
import { storeHttp } from './support/store-http.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(backendDir, '../../node_modules/.bin/tsx');
const fixture = path.join(backendDir, 'test/fixtures/dataset.ts');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Runs `npm run backup` / `npm run restore`'s script as the operator would, and what it printed. */
function runOps(
  script: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [`src/ops/${script}.ts`, ...args], {
      cwd: backendDir,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const lastLine = (text: string) => text.trim().split('\n').at(-1)!;
const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** The order codes in a restored data directory, read with PGlite itself. */
async function ordersIn(dataDir: string) {
  const database = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const orders = await queryRows<{ code: string }>(
      database.db,
      sql`select code from orders.orders order by code`,
    );
    // Whole transactions only: no order without its items.
    const [bare] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from orders.orders o
          where not exists (select 1 from orders.order_items i where i.order_id = o.id)`,
    );
    return { codes: orders.map((o) => o.code), withoutItems: bare!.n };
  } finally {
    await database.close();
  }
}

describe('GET /api/admin/v1/backup/database', () => {
  let t: TestApp;
  /** An operator's API key with the backup permission only. */
  let backupKey: string;
  beforeAll(async () => {
    t = await createTestApp();
    backupKey = await operatorApiKey(t.database.db, ['backup']);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  const url = '/api/admin/v1/backup/database';

  it('answers only with an API key with the backup permission', async () => {
    const without = await t.app.inject({ url });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ errors: [{ code: 'admin.unauthenticated' }] });
    expect(
      (await t.app.inject({ url, headers: { authorization: 'Bearer wrong-token-of-some-length' } }))
        .statusCode,
    ).toBe(401);
    const everythingElse = await operatorApiKey(t.database.db, ['orders', 'customers', 'settings']);
    const forbidden = await t.app.inject({ url, headers: bearer(everythingElse) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ errors: [{ code: 'admin.forbidden' }] });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain(url);
  });

  it('gives the embedded database as a tar file, or 409 on PostgreSQL', async () => {
    const res = await t.app.inject({ url, headers: bearer(backupKey) });
    if (onPostgres) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errors: [{ code: 'conflict', field: 'database' }] });
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-tar');
    expect(decodeURIComponent(String(res.headers['x-shop-data-dir']))).toBe(path.resolve(t.dataDir));
    expect(res.rawPayload.subarray(257, 262).toString()).toBe('ustar');
    expect(res.rawPayload.length).toBeGreaterThan(1_000_000);
  });
});

describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  let root: string;
  let dataDir: string;
  let server: BackendProcess;
  let backupFile: string;
  const placed: { code: string; token: string }[] = [];
  /** API keys an owner would create in the back office: one for backups, one without that permission. */
  let backupKey: string;
  let ordersKey: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    dataDir = path.join(root, 'data');
    // The fixture has no operators to log in with, so the keys go into the database before the
    // backend opens it (the embedded database is the process's own while it runs). The backend
    // then seeds the fixture, as the catalogue is still empty.
    const database = await connectDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    try {
      await database.migrate();
      const create = (name: string, permissions: AdminPermission[]) =>
        createApiKey(database.db, { name, permissions, createdBy: null }).then((k) => k.key);
      backupKey = await create('Zálohy', ['backup']);
      ordersKey = await create('Objednávky', ['orders']);
    } finally {
      await database.close();
    }
    server = await startBackendProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_DATASET: fixture,
      JOB_POLL_MS: '100',
    });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(root, { recursive: true, force: true });
  });

  const backupEnv = () => ({ DATA_DIR: dataDir, PORT: String(server.port), SHOP_API_KEY: backupKey });

  it('backs up while the backend runs and takes orders; the restored directory holds the same orders', async () => {
    const { placeOrder } = storeHttp(() => server.base);
    for (const amount of [1, 2]) {
      const { order, token } = await placeOrder({ variantId: 101, paymentId: 1, amount });
      placed.push({ code: order.code, token });
    }
    // The confirmation e-mails reach the outbox, which a backup leaves out.
    const outbox = path.join(dataDir, 'outbox');
    for (let i = 0; i < 100 && (await readdir(outbox).catch(() => [])).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await readdir(outbox)).length).toBeGreaterThanOrEqual(2);

    // Two backups at once, while a third order is being placed.
    const out = path.join(root, 'backups');
    const [first, second, third] = await Promise.all([
      runOps('backup', ['--out', out], backupEnv()),
      runOps('backup', ['--out', out], backupEnv()),
      placeOrder({ variantId: 102, paymentId: 1 }),
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    expect(first.stdout).toContain(`from the backend at http://127.0.0.1:${server.port}`);
    backupFile = lastLine(first.stdout);
    expect(lastLine(second.stdout)).not.toBe(backupFile);
    expect(path.dirname(backupFile)).toBe(out);
    expect(backupFile).toMatch(/backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.tar\.gz$/);
    // Nothing half-written is left beside them.
    expect((await readdir(out)).sort()).toEqual(
      [path.basename(backupFile), lastLine(second.stdout)].map((f) => path.basename(f)).sort(),
    );

    // The manifest first; the file, the secret and the database in it readable by the owner only.
    const modes = new Map<string, number>();
    await tar.list({ file: backupFile, onReadEntry: (e) => modes.set(e.path, e.mode! & 0o777) });
    expect([...modes.keys()][0]).toBe('shop-backup.json');
    expect(modes.get('secret')).toBe(0o600);
    expect(modes.get('database/pglite-datadir.tar')).toBe(0o600);
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);

    const restored = path.join(root, 'restored', 'data');
    const restore = await runOps('restore', [backupFile, '--data-dir', restored], {});
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Restored .* into .*: \d+ orders, \d+ media files/);

    const { codes, withoutItems } = await ordersIn(restored);
    for (const { code } of placed) expect(codes).toContain(code);
    // The third order is in the copy whole or not at all.
    expect(codes.filter((c) => c === third.order.code).length).toBeLessThanOrEqual(1);
    expect(withoutItems).toBe(0);

    // The pictures and the signing key came along; the sent e-mails and resized copies did not.
    expect(await readdir(path.join(restored, 'media', 'originals'))).toEqual(
      await readdir(path.join(dataDir, 'media', 'originals')),
    );
    expect((await stat(path.join(restored, 'secret'))).mode & 0o777).toBe(0o600);
    expect(await readFile(path.join(restored, 'secret'), 'utf8')).toBe(
      await readFile(path.join(dataDir, 'secret'), 'utf8'),
    );
    expect(await exists(path.join(restored, 'outbox'))).toBe(false);
    expect(await exists(path.join(restored, 'media', 'cache'))).toBe(false);

    // The backend starts on the restored directory and finds the orders by their links.
    const copy = await startBackendProcess({ DATA_DIR: restored, SEED_DEMO: 'true' });
    try {
      const { api } = storeHttp(() => copy.base);
      for (const { code, token } of placed) {
        const read = await api('GET', `/api/v1/orders/token/${token}`);
        expect(read.status).toBe(200);
        expect(orderResponse.parse(read.json).data.code).toBe(code);
      }
    } finally {
      copy.child.kill('SIGTERM');
      expect(await copy.exited, copy.output()).toBe(0);
    }
  }, 240_000);

  it('refuses a backup without an API key with the backup permission, or of a data directory held by a backend it cannot reach', async () => {
    const out = path.join(root, 'refused-backups');
    const noKey = await runOps('backup', ['--out', out], { ...backupEnv(), SHOP_API_KEY: '' });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toContain('wants an API key with the backup permission');
    expect(noKey.stderr).toContain('SHOP_API_KEY=');

    const unknownKey = await runOps('backup', ['--out', out], {
      ...backupEnv(),
      SHOP_API_KEY: 'shopk_no-such-key-of-this-shop',
    });
    expect(unknownKey.code).toBe(1);
    expect(unknownKey.stderr).toContain('refused SHOP_API_KEY: the key is unknown or revoked');

    const withoutPermission = await runOps('backup', ['--out', out], {
      ...backupEnv(),
      SHOP_API_KEY: ordersKey,
    });
    expect(withoutPermission.code).toBe(1);
    expect(withoutPermission.stderr).toContain('refused SHOP_API_KEY: the key lacks the backup permission');

    const elsewhere = await runOps('backup', ['--out', out], {
      ...backupEnv(),
      PORT: String(await freePort()),
    });
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('is open in a process, but no backend answers');
    expect(elsewhere.stderr).toContain('--offline');

    const otherDir = await runOps('backup', ['--out', out], {
      ...backupEnv(),
      DATA_DIR: path.join(root, 'x'),
    });
    expect(otherDir.code).toBe(1);
    expect(otherDir.stderr).toContain(`runs on DATA_DIR ${dataDir}`);
    expect(await exists(out)).toBe(false);
  }, 60_000);

  it('refuses to restore into a directory that is not empty, and with --force moves its contents aside', async () => {
    const target = path.join(root, 'occupied');
    await mkdir(target);
    await writeFile(path.join(target, 'keep.txt'), 'mine');

    const refused = await runOps('restore', [backupFile, '--data-dir', target], {});
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${target} is not empty (keep.txt)`);
    expect(refused.stderr).toContain('--force');
    expect(await readdir(target)).toEqual(['keep.txt']);

    // The running backend's own directory: refused even with --force.
    const live = await runOps('restore', [backupFile, '--data-dir', dataDir, '--force'], {});
    expect(live.code).toBe(1);
    expect(live.stderr).toContain('is open in a running backend');

    const forced = await runOps('restore', [backupFile, '--data-dir', target, '--force'], {});
    expect(forced.code, forced.stderr).toBe(0);
    const aside = /now in (\S+)\./.exec(forced.stdout)?.[1];
    expect(aside).toBeDefined();
    expect(await readFile(path.join(aside!, 'keep.txt'), 'utf8')).toBe('mine');
    expect((await ordersIn(target)).codes).toContain(placed[0]!.code);
  }, 120_000);

  it('a missing, foreign, corrupt or cut-off backup file: a clear error and no data directory left behind', async () => {
    const whole = await readFile(backupFile);
    const files = {
      missing: path.join(root, 'no-such-backup.tar.gz'),
      foreign: path.join(root, 'foreign.tar.gz'),
      corrupt: path.join(root, 'corrupt.tar.gz'),
      truncated: path.join(root, 'truncated.tar.gz'),
      otherTar: path.join(root, 'other.tar.gz'),
      unexpected: path.join(root, 'unexpected.tar.gz'),
    };
    await writeFile(files.foreign, spawnSync('gzip', ['-c', fixture]).stdout);
    // Whole tar files: one of something else, one of the shop's manifest beside a file of no backup.
    const loose = path.join(root, 'loose');
    await mkdir(loose);
    await writeFile(
      path.join(loose, 'shop-backup.json'),
      JSON.stringify({ format: 'shop-backup', version: 1 }),
    );
    await writeFile(path.join(loose, 'notes.txt'), 'not part of DATA_DIR');
    spawnSync('tar', ['-czf', files.otherTar, '-C', loose, 'notes.txt']);
    spawnSync('tar', ['-czf', files.unexpected, '-C', loose, 'shop-backup.json', 'notes.txt']);
    await writeFile(files.corrupt, Buffer.from('this is not a backup at all'));
    await writeFile(files.truncated, whole.subarray(0, Math.floor(whole.length / 2)));

    const expected = {
      missing: `${files.missing}: no such file`,
      foreign: 'is not a whole shop backup',
      corrupt: 'is not a whole shop backup: Unrecognized archive format',
      truncated: 'is not a whole shop backup: unexpected end of file',
      otherTar: 'is not a backup of the shop',
      unexpected: 'holds an unexpected entry: notes.txt',
    };
    for (const [kind, file] of Object.entries(files)) {
      const target = path.join(root, `from-${kind}`);
      const result = await runOps('restore', [file, '--data-dir', target], {});
      expect(result.code, kind).toBe(1);
      expect(result.stderr, kind).toContain(expected[kind as keyof typeof expected]);
      expect(result.stderr, kind).not.toContain('    at ');
      expect(await exists(target), kind).toBe(false);
    }
    expect((await readdir(root)).filter((n) => n.includes('.restoring-'))).toEqual([]);
  }, 120_000);

  it('backs up a stopped backend’s data directory by opening it itself', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const out = path.join(root, 'offline-backups');
    const result = await runOps('backup', ['--out', out], backupEnv());
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('(read directly)');
    const restored = path.join(root, 'restored-offline');
    expect((await runOps('restore', [lastLine(result.stdout), '--data-dir', restored], {})).code).toBe(0);
    const { codes } = await ordersIn(restored);
    for (const { code } of placed) expect(codes).toContain(code);
  }, 120_000);
});

describe.runIf(onPostgres)('backup and restore on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.cleanup());

  it('npm run backup says the data is in PostgreSQL, prints the pg_dump command and writes no file', async () => {
    const out = path.join(db.dataDir, 'backups');
    const result = await runOps('backup', ['--out', out], { DATA_DIR: db.dataDir, DATABASE_URL: db.url });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL is set');
    expect(result.stderr).toMatch(
      /pg_dump --format=custom --no-owner --file=shop-\S+\.dump "\$DATABASE_URL"/,
    );
    expect(result.stderr).toContain(`-C ${db.dataDir} media/originals`);
    // The address (and any password in it) is not echoed.
    expect(result.stderr).not.toContain(db.url!);
    expect(await exists(out)).toBe(false);
  }, 60_000);

  it.skipIf(spawnSync('pg_dump', ['--version']).status !== 0)(
    'the documented pg_dump and pg_restore commands copy the orders into an empty database',
    async () => {
      await db.database.close();
      const server = await startBackendProcess({
        DATA_DIR: db.dataDir,
        DATABASE_URL: db.url,
        SEED_DEMO: 'false',
      });
      let code: string;
      try {
        code = (await storeHttp(() => server.base).placeOrder({ variantId: 101, paymentId: 1 })).order.code;
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited, server.output()).toBe(0);
      }
      const dump = path.join(db.dataDir, 'shop.dump');
      const env = { ...process.env, DATABASE_URL: db.url };
      const dumped = spawnSync(
        'sh',
        ['-c', `pg_dump --format=custom --no-owner --file=${dump} "$DATABASE_URL"`],
        { env },
      );
      expect(dumped.status, String(dumped.stderr)).toBe(0);

      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `shop_restored_${Date.now()}`;
      await admin.query(`create database ${name}`);
      try {
        const target = new URL(db.url!);
        target.pathname = `/${name}`;
        const restored = spawnSync(
          'sh',
          [
            '-c',
            `pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" ${dump}`,
          ],
          { env: { ...process.env, DATABASE_URL: target.toString() } },
        );
        expect(restored.status, String(restored.stderr)).toBe(0);
        const copy = new pg.Client({ connectionString: target.toString() });
        await copy.connect();
        const { rows } = await copy.query<{ code: string }>('select code from orders.orders');
        await copy.end();
        expect(rows.map((r) => r.code)).toEqual([code]);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});
