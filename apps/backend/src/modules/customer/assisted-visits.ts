import { desc, eq } from 'drizzle-orm';
import type { AssistedVisit } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { hashToken } from './auth.ts';
import { assistedVisits, sessions } from './tables.ts';

/** How many of the latest assisted visits the customer's account shows. */
export const ASSISTED_VISITS_SHOWN = 20;

/**
 * The operator's name as the customer sees it: the audit log's label without the e-mail
 * ("Jana Nová <jana@shop.cz>" → "Jana Nová").
 */
export const operatorName = (label: string) => label.replace(/\s*<[^>]*>\s*$/, '') || label;

/** Writes down that the shop acted for the customer, in the transaction that opened the session. */
export async function recordAssistedVisit(tx: Db | Tx, accountId: number, operator: string): Promise<void> {
  await tx.insert(assistedVisits).values({ accountId, operator });
}

/** The customer's assisted visits, newest first; `operator` is the stored label. */
export async function assistedVisitsOf(
  db: Db | Tx,
  accountId: number,
  limit = ASSISTED_VISITS_SHOWN,
): Promise<AssistedVisit[]> {
  const rows = await db
    .select({ operator: assistedVisits.operator, startedAt: assistedVisits.startedAt })
    .from(assistedVisits)
    .where(eq(assistedVisits.accountId, accountId))
    .orderBy(desc(assistedVisits.startedAt), desc(assistedVisits.id))
    .limit(limit);
  return rows.map((r) => ({ operator: r.operator, startedAt: r.startedAt.toISOString() }));
}

/** The operator a session was opened for (its stored label), or null for the customer's own. */
export async function actingOperatorOf(db: Db | Tx, token: string | null): Promise<string | null> {
  if (!token) return null;
  const [row] = await db
    .select({ operator: sessions.actingOperator })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.operator ?? null;
}

/** What the customer's own answers say of assisted visits: this session's operator, and the latest visits. */
export async function assistedOf(
  db: Db,
  accountId: number,
  token: string | null,
): Promise<{ actingOperator: string | null; assistedVisits: AssistedVisit[] }> {
  const [acting, visits] = await Promise.all([actingOperatorOf(db, token), assistedVisitsOf(db, accountId)]);
  return {
    actingOperator: acting === null ? null : operatorName(acting),
    assistedVisits: visits.map((v) => ({ ...v, operator: operatorName(v.operator) })),
  };
}
