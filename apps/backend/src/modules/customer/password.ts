import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { accountMessages, newPasswordErrors } from '@shop/rules';
import { errorCodes, type PasswordChangeBody, type ResetPasswordBody, SECRET_TOKEN } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { FieldsRefused, refuseFields } from '../../http/errors.ts';
import { enqueueJob } from '../jobs/index.ts';
import { endOtherSessions, hashToken, passwordHashOf, passwordMatches } from './auth.ts';
import { guessablePassword } from '../../auth/password-strength.ts';
import { recordSecurityEvent } from './security-events.ts';
import { hashPassword, normaliseEmail } from './registration.ts';
import { accounts, passwordResets } from './tables.ts';

/** A password-reset link is good for one hour. */
export const RESET_LINK_SECONDS = 3600;

/** The new-password rules with the call's field names. */
function refuseNewPassword(body: { password: string; password_confirmation: string }): void {
  const errors = newPasswordErrors({
    password: body.password,
    passwordConfirmation: body.password_confirmation,
  });
  refuseFields({ password: errors.password, password_confirmation: errors.passwordConfirmation });
}

/** A new password too easy to guess, the account's own e-mail and names counted, is refused. */
async function refuseGuessable(db: Db, accountId: number, password: string): Promise<void> {
  const [account] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  refuseFields({
    password: guessablePassword(password, [account?.email, account?.firstName, account?.lastName]),
  });
}

/**
 * PATCH /api/v1/user/password: the current password must match; the new one follows the rules.
 * Every other session of the account ends (a thief logged in elsewhere is logged out), and any
 * reset link sent before is void.
 */
export async function changePassword(
  db: Db,
  accountId: number,
  sessionToken: string | null,
  body: PasswordChangeBody,
  address: string | null,
): Promise<void> {
  refuseNewPassword(body);
  const current = await passwordHashOf(db, accountId);
  if (!current || !(await passwordMatches(current, body.old_password))) {
    throw new FieldsRefused({ old_password: accountMessages.oldPassword }, errorCodes.oldPassword);
  }
  await refuseGuessable(db, accountId, body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    await endOtherSessions(tx, accountId, sessionToken);
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
    await recordSecurityEvent(tx, 'password_changed', accountId, address);
  });
}

/**
 * POST /api/v1/forgot-password: queues the request and nothing else, for any e-mail, so neither
 * the answer nor its time tells whether the e-mail has an account (the job does the rest).
 */
export async function requestPasswordReset(db: Db, email: string, resetPageUrl: string): Promise<void> {
  await enqueueJob(db, 'password-reset', { email: normaliseEmail(email), resetPageUrl });
}

/**
 * When the e-mail has an account: a new single-use link (the account's earlier ones become void).
 * The link carries only its token: an address in a URL ends up in logs and browser histories.
 */
export async function issuePasswordReset(
  db: Db,
  email: string,
  resetPageUrl: string,
): Promise<{ accountId: number; resetUrl: string } | null> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  if (!account) return null;
  const token = randomBytes(32).toString('base64url');
  const url = new URL(resetPageUrl);
  url.searchParams.set('token', token);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, account.id));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      accountId: account.id,
      expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
    });
  });
  return { accountId: account.id, resetUrl: url.href };
}

const invalidLink = () =>
  new FieldsRefused({ token: accountMessages.resetLinkInvalid }, errorCodes.resetLinkInvalid);

/**
 * POST /api/v1/reset-password: a live link sets the new password, once (with an e-mail given, only
 * the link of that e-mail). Every session of the account ends; the customer logs in with the new
 * password.
 */
export async function resetPassword(db: Db, body: ResetPasswordBody, address: string | null): Promise<void> {
  if (!SECRET_TOKEN.test(body.token)) throw invalidLink();
  refuseNewPassword(body);
  const live = and(
    eq(passwordResets.tokenHash, hashToken(body.token)),
    gt(passwordResets.expiresAt, new Date()),
  );
  const [link] = await db
    .select({ accountId: passwordResets.accountId })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(body.email === undefined ? live : and(live, eq(accounts.email, normaliseEmail(body.email))));
  // The slow hash only for a link that exists.
  if (!link) throw invalidLink();
  await refuseGuessable(db, link.accountId, body.password);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    // Taking the link out is what spends it: of two uses at once, one finds it gone.
    const spent = await tx
      .delete(passwordResets)
      .where(live)
      .returning({ accountId: passwordResets.accountId });
    if (spent[0]?.accountId !== link.accountId) throw invalidLink();
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, link.accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, link.accountId));
    await endOtherSessions(tx, link.accountId, null);
    await recordSecurityEvent(tx, 'password_reset', link.accountId, address);
  });
}
