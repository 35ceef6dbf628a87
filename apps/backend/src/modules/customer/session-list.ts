import { and, desc, eq, gt } from 'drizzle-orm';
import type { UserSessions } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { endOtherSessions, hashToken, requirePassword, SESSION_IDLE_SECONDS } from './auth.ts';
import { operatorName } from './assisted-visits.ts';
import { recordSecurityEvent } from './security-events.ts';
import { sessions } from './tables.ts';

/** The account's live sessions, the request's own first, then the most recently used. */
export async function listSessions(db: Db, accountId: number, currentToken: string): Promise<UserSessions> {
  const now = Date.now();
  const current = hashToken(currentToken);
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - SESSION_IDLE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt));
  return rows
    .map((s) => ({
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      current: s.tokenHash === current,
      actingOperator: s.actingOperator ? operatorName(s.actingOperator) : null,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends every session of the account but the request's own ("log out everywhere else") once the
 * password is confirmed again; how many ended.
 */
export async function endOtherSessionsOf(
  db: Db,
  accountId: number,
  currentToken: string,
  password: string,
  address: string | null,
): Promise<number> {
  await requirePassword(db, accountId, password);
  const ended = await endOtherSessions(db, accountId, currentToken);
  if (ended > 0) await recordSecurityEvent(db, 'sessions_ended', accountId, address);
  return ended;
}
