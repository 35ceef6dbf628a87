import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errorCodes, SECRET_TOKEN } from '@shop/contract';
import { accountManageMessages } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused } from '../../http/errors.ts';
import { normaliseEmail } from './registration.ts';
import { accounts, customerGroups, sessions } from './tables.ts';

/** The auth token lives for 7 days. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** A session nobody used for this long ends before its expiry: a device left logged in is not open all week. */
export const SESSION_IDLE_SECONDS = 2 * 24 * 60 * 60;
/** How stale a session's last use may get before a request records it (one write per session per interval). */
const LAST_USE_SECONDS = 5 * 60;

/** A logged-in customer as the shop's services need them. */
export interface Account {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  variant: 'b2c' | 'b2b';
  groups: string[];
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verified when the e-mail is unknown, so that a miss takes as long as a wrong password.
const decoy = hash('a password no account has');

export type CredentialsResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'credentials' | 'restricted' | 'blocked'; accountId: number | null };

/**
 * Checks e-mail and password: the account they open, once its session may start. A customer of a
 * restricted group is refused (restricted groups cannot stay logged in), and so is a blocked one,
 * once the password is right.
 */
export async function checkCredentials(db: Db, email: string, password: string): Promise<CredentialsResult> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  const matches = await verify(row?.passwordHash ?? (await decoy), password).catch(() => false);
  if (!row || !matches) return { ok: false, reason: 'credentials', accountId: row?.id ?? null };
  if (row.blockedAt) return { ok: false, reason: 'blocked', accountId: row.id };
  if (await inRestrictedGroup(db, row.groups)) return { ok: false, reason: 'restricted', accountId: row.id };
  return { ok: true, account: toAccount(row) };
}

/** A new session of the account: its bearer token. `actingOperator` marks one the shop opened for the customer. */
export async function openSession(
  db: Db | Tx,
  accountId: number,
  { actingOperator = null }: { actingOperator?: string | null } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId,
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    actingOperator,
  });
  // Expired sessions of this customer go with every new one.
  await db.delete(sessions).where(and(eq(sessions.accountId, accountId), lt(sessions.expiresAt, new Date())));
  return token;
}

/**
 * Ends every session of the account but `keepToken`'s (a changed or reset password, "log out
 * everywhere else"); how many ended.
 */
export async function endOtherSessions(
  db: Db | Tx,
  accountId: number,
  keepToken: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.accountId, accountId),
        keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined,
      ),
    )
    .returning({ accountId: sessions.accountId });
  return ended.length;
}

/** The account's password hash, to check a password the customer typed. */
export async function passwordHashOf(db: Db | Tx, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.hash ?? null;
}

/** Whether `password` is the one of `passwordHash` (false for a malformed hash). */
export const passwordMatches = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/**
 * Refuses (422 on the password field) unless `password` is the account's: the confirmation asked
 * before a change of the account's security (deletion, ending sessions, the second factor).
 */
export async function requirePassword(db: Db | Tx, accountId: number, password: string): Promise<void> {
  const hash = await passwordHashOf(db, accountId);
  if (!hash || !(await passwordMatches(hash, password))) {
    throw new FieldsRefused({ password: accountManageMessages.deletePassword }, errorCodes.accountPassword);
  }
}

export async function inRestrictedGroup(db: Db | Tx, groups: string[]): Promise<boolean> {
  if (groups.length === 0) return false;
  const rows = await db
    .select({ code: customerGroups.code })
    .from(customerGroups)
    .where(and(inArray(customerGroups.code, groups), eq(customerGroups.restricted, true)));
  return rows.length > 0;
}

/** What a request needs of the account (never the password hash). */
const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  variant: accounts.variant,
  groups: accounts.groups,
};

function toAccount(row: Omit<Account, 'groups'> & { groups: string[] }): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    variant: row.variant,
    groups: [...row.groups].sort(),
  };
}

/** The bearer token of a request's Authorization header, when it is well formed. */
export function bearerToken(req: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match && SECRET_TOKEN.test(match[1]!) ? match[1]! : null;
}

/**
 * The customer a live session token belongs to, or null. A customer whose group became restricted
 * since they logged in is no longer one, on every request, not only at the next log-in; nor is a
 * blocked one.
 */
export async function accountOfToken(db: Db | Tx, token: string | null): Promise<Account | null> {
  if (!token) return null;
  const now = Date.now();
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ account: accountColumns, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastUsedAt, new Date(now - SESSION_IDLE_SECONDS * 1000)),
        isNull(accounts.blockedAt),
        sql`not exists (select 1 from customer.customer_groups g
                         where g.restricted and g.code = any(${accounts.groups}))`,
      ),
    );
  if (!row) return null;
  if (row.lastUsedAt.getTime() < now - LAST_USE_SECONDS * 1000) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return toAccount(row.account);
}

/** The logged-in customer of a request, or null (no, unknown or expired token: a guest). */
export function requestAccount(db: Db, req: FastifyRequest): Promise<Account | null> {
  return accountOfToken(db, bearerToken(req));
}

/** Ends the session of the token; the account it was of, or null when there was none. */
export async function logOut(db: Db, token: string): Promise<number | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ accountId: sessions.accountId });
  return ended?.accountId ?? null;
}

/** Deletes sessions past their expiry or idle too long; how many went. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000)),
      ),
    )
    .returning({ id: sessions.tokenHash });
  return gone.length;
}
