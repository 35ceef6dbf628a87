// `npm run start:cluster`: the shop on several processes, as it runs when it grows. HAProxy
// (ops/haproxy.cfg) takes shoppers at STOREFRONT_PORT (default 3000) and the API at PORT (default
// 4000), and spreads them over two storefront processes (ports +1, +2) and two backend processes
// (ports +1, +2). The backends share PostgreSQL (DATABASE_URL, default the database `shop` on
// 127.0.0.1:5432, created when missing); both kinds share Redis (REDIS_URL, default
// 127.0.0.1:6379): log-in limits and throttles, Next's cache, and the news of a revalidation.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import {
  root,
  start,
  storefrontBuiltFrom,
  storefrontDir,
  storefrontFingerprint,
  storefrontNodeArgs,
  waitFor,
} from './lib.mjs';
import { buildStorefront } from './build.mjs';
import { buildBackend, buildStorefrontServer } from './build-servers.mjs';
import { ensureAdmin } from './build-admin.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';

/** Creates the database of `url` when its server has none of that name. */
async function ensureDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Next's Redis cache handler drops its in-memory copy of an entry when Redis expires or evicts the
 * key, which Redis only tells subscribers with key-event notifications on.
 */
async function enableKeyEvents(url) {
  const client = createClient({ url });
  await client.connect();
  try {
    await client.configSet('notify-keyspace-events', 'Exe');
  } finally {
    await client.quit();
  }
}

/**
 * Starts the whole topology and resolves when the shop answers through the load balancer.
 * `stop()` ends every process (SIGTERM: each finishes its requests in flight).
 */
export async function startCluster({
  webPort = Number(process.env.STOREFRONT_PORT ?? 3000),
  apiPort = Number(process.env.PORT ?? 4000),
  databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop',
  redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  dataDir = process.env.DATA_DIR ?? path.join(root, 'data/cluster'),
  distDir = process.env.NEXT_DIST_DIR ?? '.next',
  env = {},
  log = console.log,
} = {}) {
  const haproxy = ensureHaproxy();
  await Promise.all([ensureDatabase(databaseUrl), enableKeyEvents(redisUrl)]);
  mkdirSync(dataDir, { recursive: true });
  const webUrl = `http://localhost:${webPort}`;
  const apiUrl = `http://localhost:${apiPort}`;
  const secrets = {
    // The backend tells the storefronts which cached pages are stale; all ends share this key.
    REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? randomBytes(24).toString('hex'),
  };
  const processes = {};
  const stop = async () => {
    const running = Object.values(processes).filter((p) => p.exitCode === null && p.signalCode === null);
    for (const p of running) p.kill('SIGTERM');
    await Promise.all(running.map((p) => new Promise((r) => p.once('exit', r))));
  };

  const [backendMain, storefrontMain] = await Promise.all([buildBackend(), buildStorefrontServer()]);
  // Every backend serves the back office at /admin from the same build.
  await ensureAdmin();
  const startBackend = (n) =>
    start(process.execPath, ['--enable-source-maps', backendMain], {
      cwd: 'apps/backend',
      env: {
        ...env,
        ...secrets,
        PORT: String(apiPort + n),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        // Shared by both: the key that signs customer prices is kept here, and mail is written here.
        DATA_DIR: dataDir,
        PUBLIC_URL: apiUrl,
        STOREFRONT_PUBLIC_URL: webUrl,
        STOREFRONT_URL: webUrl,
        TRUST_PROXY: 'loopback',
        // HAProxy checks every second and takes a process out after two failed checks.
        SHUTDOWN_DRAIN_SECONDS: '3',
      },
    });
  const startStorefront = (n) =>
    start(process.execPath, storefrontNodeArgs(storefrontMain), {
      cwd: storefrontDir,
      env: {
        ...env,
        ...secrets,
        PORT: String(webPort + n),
        STORE_URL: apiUrl,
        CMS_URL: apiUrl,
        MEDIA_URL: apiUrl,
        SITE_URL: webUrl,
        REDIS_URL: redisUrl,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
        // HAProxy, on this host, adds the shopper's address.
        TRUST_PROXY: 'loopback',
        SHUTDOWN_DRAIN_SECONDS: '3',
      },
    });

  try {
    // The first one migrates the database and loads the demo data into an empty one, alone.
    processes.api1 = startBackend(1);
    await waitFor(`http://localhost:${apiPort + 1}/ready`, 300_000, processes.api1);
    processes.api2 = startBackend(2);
    await waitFor(`http://localhost:${apiPort + 2}/ready`, 120_000, processes.api2);
    log(`Backends ready on ports ${apiPort + 1} and ${apiPort + 2}.`);

    processes.haproxy = start(haproxy, ['-db', '-f', path.join(root, 'ops/haproxy.cfg')], {
      env: {
        WEB_BIND: `:${webPort}`,
        API_BIND: `:${apiPort}`,
        WEB_1: `127.0.0.1:${webPort + 1}`,
        WEB_2: `127.0.0.1:${webPort + 2}`,
        API_1: `127.0.0.1:${apiPort + 1}`,
        API_2: `127.0.0.1:${apiPort + 2}`,
      },
    });
    await waitFor(`${apiUrl}/ready`, 30_000, processes.haproxy);

    // The same build `npm start` makes for these addresses (Next's caches are chosen at run time).
    const buildEnv = { STORE_URL: apiUrl, CMS_URL: apiUrl, MEDIA_URL: apiUrl, SITE_URL: webUrl };
    if (!storefrontBuiltFrom(storefrontFingerprint(buildEnv), distDir)) {
      log('Building the storefront …');
      await buildStorefront({
        storeUrl: apiUrl,
        env: { ...env, SITE_URL: webUrl, NEXT_DIST_DIR: distDir, REDIS_URL: '' },
      });
    }
    processes.web1 = startStorefront(1);
    processes.web2 = startStorefront(2);
    await Promise.all([
      waitFor(`http://localhost:${webPort + 1}/`, 120_000, processes.web1),
      waitFor(`http://localhost:${webPort + 2}/`, 120_000, processes.web2),
    ]);
    await waitFor(`${webUrl}/`, 30_000, processes.haproxy);
  } catch (err) {
    await stop();
    throw err;
  }
  /** Starts process `name` (api1, api2, web1, web2) again, once it has exited; resolves when it answers and HAProxy has checked it. */
  const restart = async (name) => {
    const n = Number(name.at(-1));
    const api = name.startsWith('api');
    processes[name] = api ? startBackend(n) : startStorefront(n);
    await waitFor(
      `http://localhost:${(api ? apiPort : webPort) + n}${api ? '/ready' : '/'}`,
      120_000,
      processes[name],
    );
    // HAProxy checks each process every second and takes it back after one good check.
    await new Promise((r) => setTimeout(r, 1500));
  };
  return { webUrl, apiUrl, webPort, apiPort, processes, stop, restart };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const cluster = await startCluster();
  console.log(
    `\nThe shop is running on 2 + 2 processes behind HAProxy (started in ${((Date.now() - started) / 1000).toFixed(0)} s):\n` +
      `  storefront  ${cluster.webUrl}  (processes on ${cluster.webPort + 1}, ${cluster.webPort + 2})\n` +
      `  API         ${cluster.apiUrl}  (processes on ${cluster.apiPort + 1}, ${cluster.apiPort + 2})\n`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cluster.stop());
  const [name, code] = await Promise.race(
    Object.entries(cluster.processes).map(([n, p]) => new Promise((r) => p.once('exit', (c) => r([n, c])))),
  );
  console.log(`${name} exited (${code}); stopping the others.`);
  await cluster.stop();
  process.exitCode = code ?? 0;
}
