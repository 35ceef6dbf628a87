import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { OperatorSummary } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { OWNER_ROLE } from './roles.ts';
import { operators } from './tables.ts';

export type OperatorRow = typeof operators.$inferSelect;

export const normaliseOperatorEmail = (email: string) => email.trim().toLowerCase();

export const hashOperatorPassword = (password: string) => hash(password);

/** Whether `password` is the operator's (false for a malformed hash). */
export const operatorPasswordMatches = (passwordHash: string, password: string) =>
  verify(passwordHash, password).catch(() => false);

export const toOperatorSummary = (o: OperatorRow): OperatorSummary => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  totpEnabled: o.totpSecret !== null,
  blocked: o.blocked,
  createdAt: o.createdAt.toISOString(),
  lastLoginAt: o.lastLoginAt?.toISOString() ?? null,
});

export async function findOperatorByEmail(db: Db | Tx, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normaliseOperatorEmail(email)));
  return row ?? null;
}

export async function findOperator(db: Db | Tx, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(operators).where(eq(operators.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listOperators(db: Db): Promise<OperatorSummary[]> {
  return (await db.select().from(operators).orderBy(asc(operators.id))).map(toOperatorSummary);
}

/** A new operator, or null when the e-mail is taken. The password is checked by the caller. */
export async function insertOperator(
  tx: Db | Tx,
  o: { email: string; name: string; role: string; password: string; totpSecret?: string | null },
): Promise<OperatorRow | null> {
  const [row] = await tx
    .insert(operators)
    .values({
      email: normaliseOperatorEmail(o.email),
      name: o.name,
      role: o.role,
      passwordHash: await hashOperatorPassword(o.password),
      totpSecret: o.totpSecret ?? null,
    })
    .onConflictDoNothing({ target: operators.email })
    .returning();
  return row ?? null;
}

/** How many operators other than `exceptId` can still act as owners (not blocked). */
export async function otherActiveOwners(tx: Tx, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(operators)
    .where(and(eq(operators.role, OWNER_ROLE), eq(operators.blocked, false), ne(operators.id, exceptId)));
  return row?.n ?? 0;
}
