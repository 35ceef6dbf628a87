import { SECRET_TOKEN } from '@shop/contract';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { OPERATOR_LOGIN_SECONDS } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { recordAssistedVisit } from './assisted-visits.ts';
import { hashToken, inRestrictedGroup, openSession } from './auth.ts';
import { accounts, operatorLogins } from './tables.ts';

/** Who a link issued without a name acted as. */
const UNNAMED_OPERATOR = 'Obsluha obchodu';

/**
 * A link for the operator to act as the customer: a random token, stored hashed with the
 * operator's label, good once and for OPERATOR_LOGIN_SECONDS. Null when there is no such account;
 * 'blocked' for a blocked one.
 */
export async function issueOperatorLogin(
  db: Db,
  accountId: number,
  storefrontUrl: string,
  operator: string,
): Promise<{ url: string; expiresAt: Date } | 'blocked' | null> {
  const [account] = await db
    .select({ id: accounts.id, blockedAt: accounts.blockedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) return null;
  if (account.blockedAt) return 'blocked';
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OPERATOR_LOGIN_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Links nobody used go with every new one.
    await tx.delete(operatorLogins).where(lt(operatorLogins.expiresAt, new Date()));
    await tx.insert(operatorLogins).values({ tokenHash: hashToken(token), accountId, expiresAt, operator });
  });
  const url = new URL('/prihlasit-jako', storefrontUrl);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
}

export type OperatorLoginResult =
  { ok: true; token: string } | { ok: false; reason: 'invalid' | 'restricted' | 'blocked' };

/**
 * Spends a link for a session of its customer, marked with the operator who asked for it, and
 * writes the visit down for the customer to see. Taking the link out is what spends it: of two
 * uses at once, one finds it gone. A customer of a restricted group, or a blocked one, gets no
 * session.
 */
export async function redeemOperatorLogin(db: Db, token: string): Promise<OperatorLoginResult> {
  if (!SECRET_TOKEN.test(token)) return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx): Promise<OperatorLoginResult> => {
    const [spent] = await tx
      .delete(operatorLogins)
      .where(and(eq(operatorLogins.tokenHash, hashToken(token)), gt(operatorLogins.expiresAt, new Date())))
      .returning({ accountId: operatorLogins.accountId, operator: operatorLogins.operator });
    if (!spent) return { ok: false, reason: 'invalid' };
    const [account] = await tx
      .select({ groups: accounts.groups, blockedAt: accounts.blockedAt })
      .from(accounts)
      .where(eq(accounts.id, spent.accountId));
    if (!account) return { ok: false, reason: 'invalid' };
    if (account.blockedAt) return { ok: false, reason: 'blocked' };
    if (await inRestrictedGroup(tx, account.groups)) return { ok: false, reason: 'restricted' };
    const operator = spent.operator ?? UNNAMED_OPERATOR;
    const session = await openSession(tx, spent.accountId, { actingOperator: operator });
    await recordAssistedVisit(tx, spent.accountId, operator);
    return { ok: true, token: session };
  });
}
