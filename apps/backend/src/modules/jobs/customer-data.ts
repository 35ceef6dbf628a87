import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { textWithout } from '../../db/text-without.ts';
import { jobs } from './tables.ts';

/**
 * Inside an account's deletion: no job keeps the customer's e-mail address, in its payload (a
 * queued marketing contact, a password-reset request) or in the error of its last run.
 */
export async function forgetJobData(tx: Tx, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx
    .update(jobs)
    .set({ payload: sql`${jobs.payload} - 'email'` })
    .where(sql`lower(${jobs.payload}->>'email') = ${address}`);
  await tx
    .update(jobs)
    .set({ lastError: textWithout(jobs.lastError, address, '[redacted]') })
    .where(sql`${jobs.lastError} ilike ${`%${address}%`}`);
}
