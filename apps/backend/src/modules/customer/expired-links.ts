import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorLogins, passwordResets, pendingRegistrations } from './tables.ts';

/** Deletes password-reset, registration and operator log-in links past their expiry; how many went. */
export async function purgeExpiredLinks(db: Db, now = new Date()): Promise<number> {
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ accountId: passwordResets.accountId });
  const logins = await db
    .delete(operatorLogins)
    .where(lt(operatorLogins.expiresAt, now))
    .returning({ accountId: operatorLogins.accountId });
  const registrations = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ id: pendingRegistrations.id });
  return resets.length + logins.length + registrations.length;
}
