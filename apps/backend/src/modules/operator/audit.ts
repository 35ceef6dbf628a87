import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { actorLabel, type Actor } from './actor.ts';
import { auditLog } from './tables.ts';

/** What was done to which object; `before` and `after` are the object as the change found and left it. */
export interface AuditChange {
  /** `<object>.<verb>`, e.g. `order.status`, `price.set`, `operator.login`. */
  action: string;
  objectType?: string | null;
  objectId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Called with the transaction of the change itself, so the change and its
 * record are committed, or rolled back, together.
 */
export async function recordAudit(tx: Db | Tx, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: actor.type,
    operatorId: actor.type === 'operator' ? actor.operatorId : null,
    apiKeyId: actor.type === 'api_key' ? actor.apiKeyId : null,
    actor: actorLabel(actor),
    ip: actor.ip,
    ...rowOf(change),
  });
}

/** An audit row of an attempt with no actor yet: a failed log-in names what was typed. */
export async function recordAnonymousAudit(
  db: Db | Tx,
  who: { operatorId: number | null; label: string; ip: string },
  change: AuditChange,
): Promise<void> {
  await db.insert(auditLog).values({
    actorType: 'operator',
    operatorId: who.operatorId,
    apiKeyId: null,
    actor: who.label.slice(0, 200),
    ip: who.ip,
    ...rowOf(change),
  });
}

const rowOf = (change: AuditChange) => ({
  action: change.action,
  objectType: change.objectType ?? null,
  objectId: change.objectId === undefined || change.objectId === null ? null : String(change.objectId),
  before: change.before ?? null,
  after: change.after ?? null,
});

/** A page of the audit log, newest first, with how many rows match. */
export async function searchAudit(db: Db, q: AuditQuery): Promise<{ data: AuditEntry[]; total: number }> {
  const where: (SQL | undefined)[] = [
    q.action ? eq(auditLog.action, q.action) : undefined,
    q.objectType ? eq(auditLog.objectType, q.objectType) : undefined,
    q.objectId ? eq(auditLog.objectId, q.objectId) : undefined,
    q.operatorId ? eq(auditLog.operatorId, q.operatorId) : undefined,
    q.from ? gte(auditLog.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(auditLog.at, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)) : undefined,
    q.q
      ? or(
          ilike(auditLog.actor, `%${likeEscape(q.q)}%`),
          ilike(auditLog.action, `%${likeEscape(q.q)}%`),
          eq(auditLog.objectId, q.q),
          ilike(auditLog.ip, `${likeEscape(q.q)}%`),
        )
      : undefined,
  ];
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { total: counted?.total ?? 0, data: rows.map(auditEntryOf) };
}

const auditEntryOf = (r: typeof auditLog.$inferSelect): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: r.actor,
  actorType: r.actorType,
  operatorId: r.operatorId,
  apiKeyId: r.apiKeyId,
  ip: r.ip,
  action: r.action,
  objectType: r.objectType,
  objectId: r.objectId,
  before: r.before,
  after: r.after,
});

/** Everything the audit log holds of one object, oldest first: its page's history. */
export async function auditTrailOf(
  db: Db | Tx,
  objectType: string,
  objectId: string | number,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
    .orderBy(asc(auditLog.id));
  return rows.map(auditEntryOf);
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Runs a change and records it in one transaction. `describe` names the change from its result;
 * a result that says nothing was changed (null, false) records nothing.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  run: (tx: Tx) => Promise<T>,
  describe: (result: NonNullable<T>) => AuditChange,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await run(tx);
    if (result !== null && result !== undefined && result !== false) {
      await recordAudit(tx, actor, describe(result as NonNullable<T>));
    }
    return result;
  });
}
