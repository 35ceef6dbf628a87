// Fills a fresh PostgreSQL database with the scale catalogue and reports wall time and size.
//   npx tsx bench/seed-scale.ts [--products 100000] [--admin-url postgres://postgres@127.0.0.1:5432/test]
// The database `shop_scale` is dropped and created through the admin connection; it is left in place
// so the catalogue benchmarks can run against it (DATABASE_URL printed at the end).
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'admin-url': {
      type: 'string',
      default: process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
    database: { type: 'string', default: 'shop_scale' },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = values['admin-url'];
const dbName = values.database;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`bad database name ${dbName}`);

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${dbName} with (force)`);
await admin.query(`create database ${dbName}`);

const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const started = performance.now();
const r = spawnSync('npm', ['run', 'seed:scale', '--', '--products', values.products], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url.toString() },
});
const seconds = (performance.now() - started) / 1000;
if (r.status !== 0) throw new Error(`seed:scale failed with ${r.status}`);

const { rows } = await admin.query<{ size: string; bytes: string }>(
  'select pg_size_pretty(pg_database_size($1)) as size, pg_database_size($1) as bytes',
  [dbName],
);
await admin.end();
console.log(
  JSON.stringify({
    products: Number(values.products),
    seconds: Number(seconds.toFixed(1)),
    databaseSize: rows[0]!.size,
    bytes: Number(rows[0]!.bytes),
    databaseUrl: url.toString(),
  }),
);
