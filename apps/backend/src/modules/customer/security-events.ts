import { lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { securityEvents } from './tables.ts';

export type SecurityEventKind = (typeof securityEvents.$inferInsert)['kind'];

/** How long security events are kept: a year shows the pattern of an attack, then they go. */
export const SECURITY_EVENT_DAYS = 365;

/** Records one event; the request's address when there is one. */
export async function recordSecurityEvent(
  db: Db | Tx,
  kind: SecurityEventKind,
  accountId: number | null,
  address: string | null,
): Promise<void> {
  await db.insert(securityEvents).values({ kind, accountId, address });
}

/** Deletes the events older than SECURITY_EVENT_DAYS; how many went. */
export async function purgeOldSecurityEvents(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(securityEvents)
    .where(lt(securityEvents.createdAt, new Date(now.getTime() - SECURITY_EVENT_DAYS * 86_400_000)))
    .returning({ id: securityEvents.id });
  return gone.length;
}
