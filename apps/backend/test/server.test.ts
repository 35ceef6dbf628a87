import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { productCategoriesResponse } from '@shop/contract';
import { freePort } from './support/free-port.ts';
import { createTestDatabase, type TestDatabase } from './support/test-db.ts';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(backendDir, '../../node_modules/.bin/tsx');

async function waitReady(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`${base}/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

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
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      SEED_DATASET: path.join(backendDir, 'test/fixtures/dataset.ts'),
      DATABASE_URL: '',
    };
    if (process.env.TEST_DATABASE_URL) {
      // An empty server database; the server migrates and seeds it itself.
      pgDb = await createTestDatabase({ dataset: null });
      env.DATABASE_URL = pgDb.url;
      await pgDb.database.close();
    }

    const run = async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = spawn(tsx, ['src/main.ts'], {
        cwd: backendDir,
        env: { ...env, PORT: String(port), PUBLIC_URL: base },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        await waitReady(base, child);
      } catch (err) {
        child.kill('SIGKILL');
        throw new Error(`${(err as Error).message}\n${output}`);
      }
      const res = await fetch(`${base}/api/v1/product-categories`);
      const body = productCategoriesResponse.parse(await res.json());
      child.kill('SIGTERM');
      return { body, code: await exited, output };
    };

    const first = await run();
    expect(first.code, first.output).toBe(0);
    expect(first.body.total).toBe(7);
    const second = await run();
    expect(second.code, second.output).toBe(0);
    expect(second.body).toEqual(first.body);
  }, 120_000);
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
      for (const name of [
        'PAYMENT_GATEWAY',
        'VARIANT_HASH_SECRET',
        'ADMIN_TOKEN',
        'SEED_DEMO',
        'PUBLIC_URL',
      ]) {
        expect(output).toContain(`  ${name}: `);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
