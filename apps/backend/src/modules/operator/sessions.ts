import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { operators, operatorSessions } from './tables.ts';

/** A session ends after this long without a request … */
export const OPERATOR_IDLE_MINUTES = 30;
/** … and this long after log-in in any case. */
export const OPERATOR_SESSION_HOURS = 12;
/** How often a session's last request is written down (each request would be a write). */
const TOUCH_AFTER_MS = 60_000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function openOperatorSession(
  db: Db | Tx,
  operatorId: number,
  client: { ip: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000);
  await db.insert(operatorSessions).values({
    tokenHash: sha256(token),
    operatorId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  // Ended sessions of this operator go with every new one.
  await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), lt(operatorSessions.expiresAt, new Date())));
  return { token, expiresAt };
}

const idleLimit = () => new Date(Date.now() - OPERATOR_IDLE_MINUTES * 60_000);

/** The live session of a token, with its operator; an idle or expired one is gone. */
export async function sessionOfToken(db: Db, token: string) {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.expiresAt, new Date()),
        gt(operatorSessions.lastSeenAt, idleLimit()),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(operatorSessions.tokenHash, tokenHash));
    row.session.lastSeenAt = new Date();
  }
  return row;
}

export async function endSession(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

/** Ends the operator's operatorSessions but the one kept (a changed password), or all of them. */
export async function endOperatorSessions(db: Db | Tx, operatorId: number, keepHash?: string): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        keepHash ? ne(operatorSessions.tokenHash, keepHash) : undefined,
      ),
    );
}

/** Deletes operatorSessions that have ended; how many went. */
export async function purgeOperatorSessions(db: Db): Promise<number> {
  const gone = await db
    .delete(operatorSessions)
    .where(or(lt(operatorSessions.expiresAt, new Date()), lt(operatorSessions.lastSeenAt, idleLimit())))
    .returning({ h: operatorSessions.tokenHash });
  return gone.length;
}
