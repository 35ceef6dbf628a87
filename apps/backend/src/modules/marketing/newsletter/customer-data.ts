import { eq } from 'drizzle-orm';
import type { AccountExport } from '@shop/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../tables.ts';
import { normaliseEmail } from './service.ts';

/** The customer's newsletter subscription, for their data export; null when there is none. */
export async function newsletterOf(db: Db, email: string): Promise<AccountExport['newsletter']> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, normaliseEmail(email)));
  if (!row) return null;
  return {
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Inside an account's deletion: the subscription goes with it, so nothing is sent any more. */
export async function forgetNewsletter(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, normaliseEmail(email)));
}
