import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupError, restoreBackup } from './backup-archive.ts';
import { callerPath, runCommand } from './cli.ts';

const usage = 'npm run restore -- <backup file> [--data-dir DIR] [--force]';

/**
 * `npm run restore -- backup-….tar.gz`: makes DATA_DIR (or --data-dir) from a backup of `npm run
 * backup`. The directory must be empty or missing; --force moves what it holds aside first.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new BackupError(`name one backup file: ${usage}`);
  const config = values['data-dir'] ? null : loadConfig();
  // DATA_DIR as the backend reads it (from its own directory); --data-dir from where it was typed.
  const dataDir = values['data-dir'] ? callerPath(values['data-dir']) : path.resolve(config!.dataDir);
  const file = callerPath(positionals[0]!);

  const started = performance.now();
  const restored = await restoreBackup(file, dataDir, { force: values.force });
  if (restored.movedAside) console.log(`What ${dataDir} held is now in ${restored.movedAside}.`);
  console.log(
    `Restored ${file} into ${dataDir} in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${restored.orders} orders, ${restored.mediaFiles} media files. Start the backend with DATA_DIR=${dataDir}.`,
  );
  if (config?.databaseUrl) {
    console.log('DATABASE_URL is set, so the backend would use PostgreSQL, not this directory’s database.');
  }
}

runCommand('restore', usage, main);
