import { readdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

const mentions = (text: string, address: string) => text.toLowerCase().includes(address);

/**
 * After an account's deletion: the e-mails written to the outbox for the address are deleted, and
 * the lines of the purchase reports kept in place of a service that name it are left out. Files
 * are rewritten aside and renamed, so a reader never sees half of one.
 */
export async function forgetFilesOf(dataDir: string, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const outbox = path.join(dataDir, 'outbox');
  for (const name of await readdir(outbox).catch(() => [] as string[])) {
    const file = path.join(outbox, name);
    if (mentions(await readFile(file, 'utf8').catch(() => ''), address)) await rm(file, { force: true });
  }
  const reports = path.join(dataDir, 'reports');
  for (const name of await readdir(reports).catch(() => [] as string[])) {
    const file = path.join(reports, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    if (!mentions(text, address)) continue;
    const kept = text.split('\n').filter((line) => !mentions(line, address));
    await writeFile(`${file}.tmp`, kept.join('\n'));
    await rename(`${file}.tmp`, file);
  }
}
