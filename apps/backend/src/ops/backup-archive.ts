import { randomBytes } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import {
  link,
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { connectDatabase } from '../db/client.ts';
import { queryRows } from '../db/query.ts';

/**
 * What of DATA_DIR a backup holds (one .tar.gz):
 * - `db/`, the embedded database: as PGlite's dumpDataDir() copy, never its live files, which the
 *   running process holds open and changes while they would be copied;
 * - `media/originals/`, the pictures the catalogue points at: nothing else has them;
 * - `secret`, the key that signs the variant hashes (and, derived, the test gateway's messages),
 *   so that what was signed before the restore stays valid. It makes the backup a secret, but the
 *   database in it (customers, password hashes) already does.
 * Left out:
 * - `media/cache/`: resized copies of the originals, made again on the first request;
 * - `outbox/`: the e-mails already sent by the file transport, a log rather than the shop's state;
 *   a restore sends nothing again, and copies of personal mail are better not kept for longer;
 * - `reports/`: likewise the purchase reports already written in place of a service.
 */
export const MANIFEST_ENTRY = 'shop-backup.json';
export const DATABASE_ENTRY = 'database/pglite-datadir.tar';
const MEDIA_ORIGINALS = 'media/originals';
const SECRET = 'secret';
const FORMAT = 'shop-backup';
const VERSION = 1;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: 'pglite';
}

export class BackupError extends Error {}

/** `backup-2026-11-25T23-10-08Z.tar.gz`: sorts by time and is a valid file name everywhere. */
export const backupFileName = (at: Date) =>
  `backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;

/** A dumpDataDir() tar, streamed from the backend or read from the database opened here. */
export interface DatabaseCopy {
  size: number;
  stream: AsyncIterable<Uint8Array>;
}

export interface WrittenBackup {
  file: string;
  bytes: number;
  mediaFiles: number;
}

/**
 * Writes a backup of `dataDir` with `database` (a dumpDataDir() tar) into `outDir`. The database
 * goes first: every picture its rows name was written before it, so is there when the files are
 * read after it. The file appears under its name only when whole, and never replaces another.
 */
export async function writeBackup(
  database: DatabaseCopy,
  dataDir: string,
  outDir: string,
): Promise<WrittenBackup> {
  await mkdir(outDir, { recursive: true });
  const name = backupFileName(new Date());
  const partial = path.join(outDir, `${name}.partial-${randomBytes(4).toString('hex')}`);
  // The archive's entries as files in one directory: the database and the manifest written here,
  // the secret copied, and media/ a link to DATA_DIR's own, so its pictures are read in place.
  const staging = `${partial}.d`;
  let mediaFiles = 0;
  try {
    await mkdir(path.join(staging, path.dirname(DATABASE_ENTRY)), { recursive: true, mode: 0o700 });
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: 'pglite',
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`);
    const dump = createWriteStream(path.join(staging, DATABASE_ENTRY), { flags: 'wx', mode: 0o600 });
    await pipeline(database.stream, dump);
    if (dump.bytesWritten !== database.size) {
      throw new BackupError(`the database copy ended after ${dump.bytesWritten} of ${database.size} bytes`);
    }
    const entries = [MANIFEST_ENTRY, DATABASE_ENTRY];
    const secret = await readFile(path.join(dataDir, SECRET)).catch(() => null);
    if (secret) {
      await writeFile(path.join(staging, SECRET), secret, { mode: 0o600 });
      entries.push(SECRET);
    }
    if ((await stat(path.join(dataDir, MEDIA_ORIGINALS)).catch(() => null))?.isDirectory()) {
      await symlink(path.join(dataDir, 'media'), path.join(staging, 'media'));
      entries.push(MEDIA_ORIGINALS);
    }
    await tar.create(
      {
        file: partial,
        mode: 0o600,
        cwd: staging,
        gzip: true,
        portable: true,
        // Files and directories only; a picture is counted as it is added.
        filter: (entry, stats) => {
          const info = stats as Stats;
          if (info.isFile() && entry.startsWith(`${MEDIA_ORIGINALS}/`)) mediaFiles++;
          return info.isFile() || info.isDirectory();
        },
      },
      entries,
    );
    const file = await linkUnused(partial, path.join(outDir, name));
    return { file, bytes: (await stat(file)).size, mediaFiles };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** Gives `from` the name `to`, or `to` numbered (-2, -3 …) when another backup of the same second has it. */
async function linkUnused(from: string, to: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? to : to.replace(/\.tar\.gz$/, `-${n}.tar.gz`);
    try {
      await link(from, candidate);
      return candidate;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw err;
    }
  }
}

/** The names in `dir`, or [] when it does not exist. */
async function contents(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') throw new BackupError(`${dir} is not a directory`);
    throw err;
  }
}

const parseManifest = (text: string): Manifest | null => {
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    return null;
  }
};

/** Whether an entry may be restored: only the parts of DATA_DIR a backup holds, never outside it. */
function restorable(name: string, type: string): boolean {
  const normal = path.posix.normalize(name).replace(/\/$/, '');
  if (type === 'File') return normal === SECRET || normal.startsWith(`${MEDIA_ORIGINALS}/`);
  return type === 'Directory' && `${normal}/`.startsWith(`${MEDIA_ORIGINALS}/`);
}

/** Extracts the archive into `staging`: the files where they belong, the database as its tar. */
async function unpack(file: string, staging: string): Promise<{ database: string; mediaFiles: number }> {
  let first: string | undefined;
  let unexpected: string | undefined;
  let mediaFiles = 0;
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      // An entry outside what a backup holds is skipped and noted: refused once the manifest was
      // read, so that a newer format says so instead.
      filter: (name, entry) => {
        first ??= name;
        const { type } = entry as tar.ReadEntry;
        if (name === MANIFEST_ENTRY || name === DATABASE_ENTRY) return type === 'File';
        if (!restorable(name, type)) {
          unexpected ??= name;
          return false;
        }
        if (type === 'File' && name !== SECRET) mediaFiles++;
        return true;
      },
    });
  } catch (err) {
    const { code, message } = err as NodeJS.ErrnoException;
    if (code?.startsWith('TAR_') || code?.startsWith('Z_')) {
      throw new BackupError(
        `${file} is not a whole shop backup: ${message.replace(/^(TAR_\w+|zlib): /, '')}`,
      );
    }
    throw err;
  }
  if (first === undefined) throw new BackupError(`${file} is empty`);
  const manifest =
    first === MANIFEST_ENTRY
      ? await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8').then(parseManifest, () => null)
      : null;
  if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a backup of the shop`);
  if (manifest.version > VERSION) {
    throw new BackupError(`${file} is of a newer backup format (${manifest.version}); update the shop first`);
  }
  if (unexpected) throw new BackupError(`${file} holds an unexpected entry: ${unexpected}`);
  const database = path.join(staging, DATABASE_ENTRY);
  if (!(await stat(database).catch(() => null))) throw new BackupError(`${file} holds no database`);
  return { database, mediaFiles };
}

export interface RestoredBackup {
  dataDir: string;
  orders: number;
  mediaFiles: number;
  /** With force: where the directory's previous contents were moved. */
  movedAside?: string;
}

/**
 * Restores `file` into `dataDir`, which must be empty or missing unless `force` (its contents are
 * then moved aside, not deleted). Everything is built in a directory beside it and renamed into
 * place once the database opened, so a failure leaves `dataDir` as it was.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoredBackup> {
  const found = await stat(file).catch(() => null);
  if (!found) throw new BackupError(`${file}: no such file`);
  if (!found.isFile()) throw new BackupError(`${file} is not a file`);

  const present = await contents(dataDir);
  if (present.length && !force) {
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): ` +
        'restore into an empty or new directory, or add --force to move its contents aside',
    );
  }
  if (present.length && (await lstat(path.join(dataDir, 'db', 'postmaster.pid')).catch(() => null))) {
    throw new BackupError(
      `${path.join(dataDir, 'db')} is open in a running backend (or one that did not stop cleanly): ` +
        'stop it first; if none runs, delete db/postmaster.pid',
    );
  }

  const staging = `${dataDir.replace(/[/\\]+$/, '')}.restoring-${randomBytes(4).toString('hex')}`;
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const { database, mediaFiles } = await unpack(file, staging);
    let orders: number;
    try {
      const restored = await connectDatabase({
        kind: 'pglite',
        dataDir: path.join(staging, 'db'),
        loadDataDir: new Blob([await readFile(database)]),
      });
      try {
        const [row] = await queryRows<{ n: number }>(
          restored.db,
          sql`select count(*)::int as n from orders.orders`,
        );
        orders = row!.n;
      } finally {
        await restored.close();
      }
    } catch (err) {
      throw new BackupError(`the database in ${file} does not open: ${(err as Error).message}`);
    }
    // The manifest and the database's tar were only the way here: DATA_DIR holds neither.
    await rm(path.join(staging, MANIFEST_ENTRY));
    await rm(path.join(staging, path.dirname(DATABASE_ENTRY)), { recursive: true });
    let movedAside: string | undefined;
    if (present.length) {
      movedAside = `${dataDir.replace(/[/\\]+$/, '')}.before-restore-${backupFileName(new Date()).slice(7, -7)}`;
      await rename(dataDir, movedAside);
    } else if (await stat(dataDir).catch(() => null)) {
      await rmdir(dataDir);
    }
    await rename(staging, dataDir);
    return { dataDir, orders, mediaFiles, ...(movedAside ? { movedAside } : {}) };
  } catch (err) {
    // Retried: a write of the failed extraction may still be closing.
    await rm(staging, { recursive: true, force: true, maxRetries: 3 });
    throw err;
  }
}
