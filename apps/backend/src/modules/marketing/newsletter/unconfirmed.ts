import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { newsletterSubscriptions } from '../tables.ts';

/**
 * Deletes sign-ups never confirmed whose activation link has expired: the address was given for
 * the confirmation only, and nobody agreed to more. How many went.
 */
export async function purgeUnconfirmedSubscriptions(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, 'pending'),
        lt(newsletterSubscriptions.activationExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return gone.length;
}
