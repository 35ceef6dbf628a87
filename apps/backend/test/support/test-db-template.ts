import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectDatabase } from '../../src/db/client.ts';
import type { Dataset } from '../../src/seed/dataset.ts';
import { loadDataset } from '../../src/seed/load.ts';

/**
 * A migrated database holding a data set, made once and copied for every test file that asks for
 * the same: PGlite's data directory as a tar file, or a PostgreSQL database that `create database
 * … template` copies. Its key is the backend's source (migrations and seeding are code) and the
 * data set, so a change of either makes a new one. The images the data set writes into DATA_DIR
 * are kept beside it and copied too.
 */
export interface DatabaseTemplate {
  /** PGlite: the data directory to create the database from. */
  pgliteDataDir?: Blob;
  /** PostgreSQL: the name of the database to copy. */
  databaseName?: string;
  /** Copies the data set's files (images) into a test's DATA_DIR. */
  copyFiles(dataDir: string): Promise<void>;
}

const backendSrc = fileURLToPath(new URL('../../src', import.meta.url));
const migrations = path.join(backendSrc, 'db/migrations');
const loader = path.join(backendSrc, 'seed/load.ts');
const store = path.join(tmpdir(), 'shop-test-templates');
/** Templates of other code are removed once they are this old: longer than a whole test run. */
const STALE_MS = 3 * 60 * 60 * 1000;

const relativeImport = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+\.ts)'/g;

/**
 * The code a template is made by: the migrations and every source file the data set's loader
 * imports, directly or not (the backend's own files; packages change with the lock file).
 */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const seen = new Set<string>();
  const queue = [loader];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    for (const [, spec] of text.matchAll(relativeImport)) queue.push(path.resolve(path.dirname(file), spec!));
  }
  const migrationFiles = (await readdir(migrations, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  for (const file of [...seen, ...migrationFiles].sort()) {
    hash.update(path.relative(backendSrc, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

async function templateKey(dataset: Dataset | null): Promise<string> {
  return createHash('sha256')
    .update(await sourceHash())
    .update(JSON.stringify(dataset))
    .digest('hex')
    .slice(0, 24);
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function pruneStaleFiles(keep: string): Promise<void> {
  for (const entry of await readdir(store).catch(() => [] as string[])) {
    if (entry === keep) continue;
    const dir = path.join(store, entry);
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A template's folder in the store, made by `fill` (into a folder of its own, moved into place
 * when whole, so that a process that fails half way leaves nothing another would use) unless
 * `ready` is already in it. Two processes may make the same one at once; the first to finish wins.
 */
async function storedTemplate(
  name: string,
  ready: string,
  fill: (folder: string) => Promise<void>,
): Promise<string> {
  const final = path.join(store, name);
  if (await exists(path.join(final, ready))) return final;
  await mkdir(store, { recursive: true });
  const building = path.join(store, `${name}.building-${randomBytes(4).toString('hex')}`);
  await mkdir(path.join(building, 'files'), { recursive: true });
  try {
    await fill(building);
    await rename(building, final).catch(() => {}); // made meanwhile by another process
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  await pruneStaleFiles(name);
  return final;
}

/** Migrates a database and loads the data set (its images into `dataDir`). */
async function prepare(
  database: Awaited<ReturnType<typeof connectDatabase>>,
  dataset: Dataset | null,
  dataDir: string,
): Promise<void> {
  await database.migrate();
  if (dataset) await loadDataset(database.db, dataset, { dataDir });
}

async function pgliteTemplate(key: string, dataset: Dataset | null): Promise<string> {
  return storedTemplate(`pglite-${key}`, 'pglite.tar', async (folder) => {
    const database = await connectDatabase({ kind: 'pglite' });
    try {
      await prepare(database, dataset, path.join(folder, 'files'));
      const tar = await database.dumpDataDir!();
      await writeFile(path.join(folder, 'pglite.tar'), Buffer.from(await tar.arrayBuffer()));
    } finally {
      await database.close();
    }
  });
}

/** PostgreSQL: the template database, made under an advisory lock so that one process makes it. */
async function postgresTemplate(
  serverUrl: string,
  key: string,
  dataset: Dataset | null,
): Promise<{ name: string; dir: string }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [`shop-test-template-${key}`]);
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`shop\\_tpl\\_${key}\\_%`],
    );
    const found = rows.find((r) => !r.datname.endsWith('_b'));
    if (found) {
      // The files may have been removed while the database stayed: they are made again alone.
      const dir = await storedTemplate(`postgres-${key}`, 'files/.done', async (folder) => {
        const scratch = await connectDatabase({ kind: 'pglite' });
        await prepare(scratch, dataset, path.join(folder, 'files')).finally(() => scratch.close());
        await writeFile(path.join(folder, 'files/.done'), '');
      });
      return { name: found.datname, dir };
    }
    const name = `shop_tpl_${key}_${Math.floor(Date.now() / 1000)}`;
    const building = `${name}_b`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const files = await mkdtemp(path.join(tmpdir(), 'shop-test-template-files-'));
    try {
      const database = await connectDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
      await prepare(database, dataset, files).finally(() => database.close());
      await writeFile(path.join(files, '.done'), '');
      const dir = await storedTemplate(`postgres-${key}`, 'files/.done', (folder) =>
        cp(files, path.join(folder, 'files'), { recursive: true }),
      );
      await admin.query(`alter database ${building} rename to ${name}`);
      await pruneStaleDatabases(admin, key);
      return { name, dir };
    } finally {
      await rm(files, { recursive: true, force: true });
    }
  } finally {
    await admin.query('select pg_advisory_unlock_all()').catch(() => {});
    await admin.end();
  }
}

async function pruneStaleDatabases(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'shop\\_tpl\\_%'",
  );
  for (const { datname } of rows) {
    const [, , key, made] = datname.split('_');
    if (key === keep || Date.now() / 1000 - Number(made) < STALE_MS / 1000) continue;
    await admin.query(`drop database if exists ${datname}`).catch(() => {});
  }
}

const copyInto = (dir: string) => (dataDir: string) =>
  cp(path.join(dir, 'files'), dataDir, { recursive: true, filter: (src) => !src.endsWith('.done') });

export async function databaseTemplate(
  dataset: Dataset | null,
  serverUrl: string | undefined,
): Promise<DatabaseTemplate> {
  const key = await templateKey(dataset);
  if (serverUrl) {
    const { name, dir } = await postgresTemplate(serverUrl, key, dataset);
    return { databaseName: name, copyFiles: copyInto(dir) };
  }
  const dir = await pgliteTemplate(key, dataset);
  return {
    pgliteDataDir: new Blob([await readFile(path.join(dir, 'pglite.tar'))]),
    copyFiles: copyInto(dir),
  };
}
