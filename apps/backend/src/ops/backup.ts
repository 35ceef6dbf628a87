import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { dataDirHeader } from '../modules/system/index.ts';
import { BackupError, backupFileName, writeBackup, type DatabaseCopy } from './backup-archive.ts';
import { callerPath, runCommand } from './cli.ts';

const usage = 'npm run backup [-- --out DIR] [--url URL] [--offline]';

const exists = (file: string) =>
  lstat(file).then(
    () => true,
    () => false,
  );

/**
 * The running backend's copy of its database, or null when nothing listens at `url`. Any other
 * answer is an error that says what to change.
 */
async function dumpFromBackend(
  url: string,
  token: string | undefined,
  dataDir: string,
): Promise<DatabaseCopy | null> {
  let res: Response;
  try {
    res = await fetch(new URL('/api/admin/v1/backup/database', url), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(600_000),
    });
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return null;
    throw new BackupError(`the backend at ${url} did not answer: ${(err as Error).message}`);
  }
  if (res.status === 200) {
    const theirs = res.headers.get(dataDirHeader);
    if (theirs === null || decodeURIComponent(theirs) !== dataDir) {
      throw new BackupError(
        `the backend at ${url} runs on DATA_DIR ${theirs ? decodeURIComponent(theirs) : '(unknown)'}, not on ${dataDir}: ` +
          'set DATA_DIR or --url to the same backend',
      );
    }
    const length = res.headers.get('content-length');
    const size = Number(length);
    if (!res.body || length === null || !Number.isSafeInteger(size)) {
      throw new BackupError(`the backend at ${url} sent its database without a length`);
    }
    return { size, stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>) };
  }
  await res.body?.cancel();
  if (res.status === 401) {
    throw new BackupError(
      token
        ? `the backend at ${url} refused SHOP_API_KEY: the key is unknown or revoked`
        : `the backend at ${url} wants an API key with the backup permission (an owner creates one in the back office, /admin): run SHOP_API_KEY=shopk_… ${usage}`,
    );
  }
  if (res.status === 403) {
    throw new BackupError(`the backend at ${url} refused SHOP_API_KEY: the key lacks the backup permission`);
  }
  if (res.status === 409)
    throw new BackupError(`the backend at ${url} runs on PostgreSQL: back it up with pg_dump`);
  throw new BackupError(`the backend at ${url} answered ${res.status} ${res.statusText}`);
}

/** Opens the database itself: only when no process has it open. */
async function dumpDirectly(dataDir: string, url: string, offline: boolean): Promise<DatabaseCopy> {
  const dbDir = path.join(dataDir, 'db');
  if (!(await exists(path.join(dbDir, 'PG_VERSION')))) {
    throw new BackupError(`${dbDir} holds no database: nothing to back up (is DATA_DIR right?)`);
  }
  if (!offline && (await exists(path.join(dbDir, 'postmaster.pid')))) {
    throw new BackupError(
      `${dbDir} is open in a process, but no backend answers at ${url}: point --url (or PORT) at that ` +
        'backend; if none runs (the last one did not stop cleanly), add --offline',
    );
  }
  const database = await connectDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    const dump = await database.dumpDataDir!();
    return { size: dump.size, stream: Readable.fromWeb(dump.stream() as WebReadableStream<Uint8Array>) };
  } finally {
    await database.close();
  }
}

/** What to run instead on PostgreSQL; the URL stays in the environment, out of the terminal's history. */
async function postgresInstructions(dataDir: string): Promise<string> {
  const stamp = backupFileName(new Date()).slice(7, -7);
  const files = ['media/originals', ...((await exists(path.join(dataDir, 'secret'))) ? ['secret'] : [])];
  return [
    'DATABASE_URL is set: the data is in PostgreSQL, which this command does not copy. Back it up with',
    '',
    `  pg_dump --format=custom --no-owner --file=shop-${stamp}.dump "$DATABASE_URL"`,
    '',
    `and the files of DATA_DIR that belong to it (${files.join(', ')}) with`,
    '',
    `  tar -czf shop-files-${stamp}.tar.gz -C ${dataDir} ${files.join(' ')}`,
    '',
    'Restoring them is in docs/operations.md, "Backup and restore".',
  ].join('\n');
}

/**
 * `npm run backup`: one file with the embedded database and the files of DATA_DIR that belong to
 * it. While the backend runs, the database comes from it (GET /api/admin/v1/backup/database, with
 * an API key with the backup permission in SHOP_API_KEY); otherwise this opens it itself.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      url: { type: 'string' },
      offline: { type: 'boolean', default: false },
    },
  });
  const config = loadConfig();
  const dataDir = path.resolve(config.dataDir);
  if (config.databaseUrl) {
    console.error(await postgresInstructions(dataDir));
    process.exit(1);
  }
  const outDir = values.out ? callerPath(values.out) : path.join(path.dirname(dataDir), 'backups');
  const url = values.url ?? `http://127.0.0.1:${config.port}`;

  const started = performance.now();
  const fromBackend = values.offline ? null : await dumpFromBackend(url, process.env.SHOP_API_KEY, dataDir);
  const database = fromBackend ?? (await dumpDirectly(dataDir, url, values.offline));
  const written = await writeBackup(database, dataDir, outDir);
  console.log(
    `Backed up ${dataDir}: the database (${fromBackend ? `from the backend at ${url}` : 'read directly'}), ` +
      `${written.mediaFiles} media files; ${(written.bytes / 1e6).toFixed(1)} MB in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(written.file);
}

runCommand('backup', usage, main);
