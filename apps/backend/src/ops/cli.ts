import path from 'node:path';
import { ConfigError } from '../config.ts';
import { BackupError } from './backup-archive.ts';

/**
 * A path typed on the command line, from where it was typed: `npm run … -w apps/backend` runs in
 * apps/backend, but npm keeps the caller's directory in INIT_CWD.
 */
export const callerPath = (typed: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);

/**
 * Runs a command; an expected failure is a message on stderr and exit code 1 (2 for bad arguments),
 * not a stack trace.
 */
export function runCommand(name: string, usage: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
        console.error(`${name}: ${(err as Error).message}\nusage: ${usage}`);
        process.exit(2);
      }
      if (err instanceof BackupError || err instanceof ConfigError) {
        console.error(`${name}: ${err.message}`);
        process.exit(1);
      }
      console.error(err);
      process.exit(1);
    },
  );
}
