// The comparison sites' feeds and the catalogue's CSV import over the scale catalogue on PostgreSQL:
// the backend started on a database filled by `seed-scale.ts` (100,000 products), then
//  - the six feeds (Heureka cs/sk, Zboží.cz, Google cs/sk/de) built by the job at start, and
//    rebuilt on request: wall time, the backend's processor time (what a busy machine does not
//    inflate), product count, gzip size, the backend's peak memory;
//  - a 10,000-row price file (from the price export, every price 1 higher): the dry run, the
//    import, and the same file again (nothing to change): wall time of each run.
//   npx tsx bench/seed-scale.ts --database shop_scale          (once; about 4 minutes)
//   npx tsx bench/product-feeds.ts [--database-url postgres://postgres@127.0.0.1:5432/shop_scale]
//     [--port 4204] [--rows 10000] [--fresh]   (--fresh: no feed stored, the start builds them)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { adminProductFeedList, catalogueImportResponse, type CatalogueImportRun } from '@shop/contract';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_scale' },
    port: { type: 'string', default: '4204' },
    rows: { type: 'string', default: '10000' },
    fresh: { type: 'boolean', default: false },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = `http://127.0.0.1:${values.port}`;
const rows = Number(values.rows);
const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-feeds-'));

// No rebuild or import waiting; an API key for the catalogue. With `--fresh` no feed is stored
// either, so that the start builds them (the first build is timed too).
const db = new pg.Client({ connectionString: values['database-url'] });
await db.connect();
if (values.fresh) await db.query('delete from catalog.product_feeds');
await db.query(
  `delete from jobs.jobs where kind in ('product-feeds', 'catalogue-import') and done_at is null`,
);
const key = `shopk_${randomBytes(32).toString('base64url')}`;
await db.query(
  `insert into operators.api_keys (name, key_hash, prefix, permissions) values ('bench-feeds', $1, $2, '{catalogue}')`,
  [createHash('sha256').update(key).digest('hex'), key.slice(0, 12)],
);
const auth = { authorization: `Bearer ${key}` };
const headers = { ...auth, 'content-type': 'application/json' };

let backend: ChildProcess | undefined;
try {
  backend = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/backend'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: values['database-url'],
      DATA_DIR: dataDir,
      PORT: values.port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      STOREFRONT_PUBLIC_URL: 'https://shop.example.cz',
    },
  });
  await waitForReady(180_000);
  const baseline = await rssMb();
  console.log(`backend ready on ${api}; resident memory ${baseline} MB; ${load()}`);

  // With --fresh the start queues the feeds (none stored): wait for all six.
  const started = performance.now();
  const first = await feedsBuiltAfter(new Date(0), () => {});
  if (values.fresh)
    console.log(
      `\nfeeds built at start in ${((performance.now() - started) / 1000).toFixed(1)} s; ${load()}`,
    );

  const since = new Date();
  let peak = 0;
  const sampler = setInterval(() => void rssMb().then((mb) => (peak = Math.max(peak, mb))), 200);
  const t0 = performance.now();
  const cpu0 = await cpuSeconds();
  const res = await fetch(`${api}/api/admin/v1/product-feeds/rebuild`, { method: 'POST', headers: auth });
  if (res.status !== 202) throw new Error(`rebuild answers ${res.status}`);
  const rebuilt = await feedsBuiltAfter(since, () => {});
  const rebuildSeconds = (performance.now() - t0) / 1000;
  const rebuildCpu = (await cpuSeconds()) - cpu0;
  clearInterval(sampler);
  console.log(
    `rebuilt on request in ${rebuildSeconds.toFixed(1)} s (the backend's processor time ${rebuildCpu.toFixed(1)} s); ` +
      `peak resident memory ${peak} MB; ${load()}\n`,
  );
  console.log('| feed | products | gzip | built before |\n| --- | --- | --- | --- |');
  for (const f of rebuilt) {
    const before = first.find((x) => x.format === f.format && x.locale === f.locale);
    console.log(
      `| ${f.format} ${f.locale}/${f.currency} | ${f.productCount} | ${((f.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB | ${before?.builtAt?.slice(11, 19)} |`,
    );
  }

  // 10,000 rows of the price export, each price 1 higher.
  const exported = await fetch(`${api}/api/admin/v1/catalogue-exports/prices/export.csv`, { headers: auth });
  const lines = (await exported.text()).split('\r\n');
  const header = lines[0]!;
  const data = lines.slice(1, rows + 1).map((l) => {
    const cells = l.split(';');
    const price = Number(cells[3]!.replace(',', '.')) + 1;
    cells[3] = price.toFixed(2).replace('.', ',');
    if (cells[4] && Number(cells[4].replace(',', '.')) <= price) cells[4] = '';
    return cells.join(';');
  });
  const csv = [header, ...data].join('\r\n');
  console.log(`\nprice import of ${data.length} rows (${(csv.length / 1024).toFixed(0)} kB):\n`);
  console.log(
    '| run | status | changed | unchanged | refused | wall time |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const [name, dryRun] of [
    ['dry run', true],
    ['import', false],
    ['same file again', false],
  ] as const) {
    const t = performance.now();
    const run = await importRun(csv, dryRun);
    console.log(
      `| ${name} | ${run.status} | ${run.appliedRows} | ${run.unchangedRows} | ${run.refused.length} | ${((performance.now() - t) / 1000).toFixed(1)} s |`,
    );
  }
} finally {
  await db.end();
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((resolve) => backend!.once('exit', resolve));
  }
  await rm(dataDir, { recursive: true, force: true });
}

async function waitForReady(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (backend?.exitCode !== null) throw new Error(`the backend stopped with ${backend?.exitCode}`);
    try {
      if ((await fetch(`${api}/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the backend did not get ready in time');
}

/** The machine's load average (1, 5 and 15 minutes): the build times depend on it. */
function load(): string {
  return `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`;
}

/** The processor time the backend has used so far, user and system (Linux). */
async function cpuSeconds(): Promise<number> {
  const stat = await readFile(`/proc/${backend!.pid}/stat`, 'utf8');
  // The fields after the command's name (in parentheses): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The backend's resident memory now (Linux). */
async function rssMb(): Promise<number> {
  const status = await readFile(`/proc/${backend!.pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Waits until every feed was built after `since`. */
async function feedsBuiltAfter(since: Date, tick: () => void) {
  for (;;) {
    const res = await fetch(`${api}/api/admin/v1/product-feeds`, { headers: auth });
    const { data } = adminProductFeedList.parse(await res.json());
    if (data.every((f) => f.builtAt && new Date(f.builtAt) > since)) return data;
    tick();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Uploads a price file and polls its run until it ends. */
async function importRun(csv: string, dryRun: boolean): Promise<CatalogueImportRun> {
  const res = await fetch(`${api}/api/admin/v1/catalogue-imports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ kind: 'prices', dryRun, fileName: 'bench.csv', csv }),
  });
  let run = catalogueImportResponse.parse(await res.json()).data;
  while (run.status === 'queued' || run.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await fetch(`${api}/api/admin/v1/catalogue-imports/${run.id}`, { headers: auth });
    run = catalogueImportResponse.parse(await next.json()).data;
  }
  return run;
}
