import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { OPERATOR_LOGIN_SECONDS } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { hashToken, inRestrictedGroup, openSession } from './auth.ts';
import { accounts, operatorLogins } from './tables.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A link for the operator to act as the customer: a random token, stored hashed, good once and for
 * OPERATOR_LOGIN_SECONDS. Null when there is no such account.
 */
export async function issueOperatorLogin(
  db: Db,
  accountId: number,
  storefrontUrl: string,
): Promise<{ url: string; expiresAt: Date } | null> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) return null;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + OPERATOR_LOGIN_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // Links nobody used go with every new one.
    await tx.delete(operatorLogins).where(lt(operatorLogins.expiresAt, new Date()));
    await tx.insert(operatorLogins).values({ tokenHash: hashToken(token), accountId, expiresAt });
  });
  const url = new URL('/prihlasit-jako', storefrontUrl);
  url.searchParams.set('token', token);
  return { url: url.href, expiresAt };
}

export type OperatorLoginResult =
  { ok: true; token: string } | { ok: false; reason: 'invalid' | 'restricted' };

/**
 * Spends a link for a session of its customer. Taking the link out is what spends it: of two uses
 * at once, one finds it gone. A customer of a restricted group gets no session.
 */
export async function redeemOperatorLogin(db: Db, token: string): Promise<OperatorLoginResult> {
  if (!TOKEN.test(token)) return { ok: false, reason: 'invalid' };
  const [spent] = await db
    .delete(operatorLogins)
    .where(and(eq(operatorLogins.tokenHash, hashToken(token)), gt(operatorLogins.expiresAt, new Date())))
    .returning({ accountId: operatorLogins.accountId });
  if (!spent) return { ok: false, reason: 'invalid' };
  const [account] = await db
    .select({ groups: accounts.groups })
    .from(accounts)
    .where(eq(accounts.id, spent.accountId));
  if (!account) return { ok: false, reason: 'invalid' };
  if (await inRestrictedGroup(db, account.groups)) return { ok: false, reason: 'restricted' };
  return { ok: true, token: await openSession(db, spent.accountId) };
}
