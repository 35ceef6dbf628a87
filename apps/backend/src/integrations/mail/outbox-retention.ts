import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** How long an e-mail written to the outbox (where no SMTP server is set) is kept. */
export const OUTBOX_DAYS = 30;

/** Deletes outbox files older than OUTBOX_DAYS; how many went. */
export async function purgeOutbox(dataDir: string, now = new Date()): Promise<number> {
  const outbox = path.join(dataDir, 'outbox');
  const before = now.getTime() - OUTBOX_DAYS * 86_400_000;
  let gone = 0;
  for (const name of await readdir(outbox).catch(() => [] as string[])) {
    const file = path.join(outbox, name);
    const written = await stat(file).catch(() => null);
    if (written && written.mtimeMs < before) {
      await rm(file, { force: true });
      gone += 1;
    }
  }
  return gone;
}
