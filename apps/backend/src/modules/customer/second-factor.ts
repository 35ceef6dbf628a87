import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, isNotNull, lt, sql } from 'drizzle-orm';
import { errorCodes, type SecondFactor } from '@shop/contract';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
  verifyTotp,
} from '../../auth/totp.ts';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError } from '../../http/errors.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { endOtherSessions, hashToken, openSession, requirePassword } from './auth.ts';
import { recordSecurityEvent } from './security-events.ts';
import { customerRecoveryCodes, loginChallenges, secondFactors } from './tables.ts';

/** How long the password of a log-in waiting for its second factor holds. */
export const CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes a challenge takes before the log-in starts again from the password. */
export const CHALLENGE_ATTEMPTS = 5;

/** The name an authenticator app shows beside the customer's e-mail. */
const ISSUER = 'Obchod';

const texts = {
  code: errorTexts[errorCodes.secondFactorCode].cs,
  on: errorTexts[errorCodes.secondFactorOn].cs,
  noSetup: errorTexts[errorCodes.secondFactorNoSetup].cs,
};

const codeHashOf = (accountId: number, code: string) => recoveryCodeHash(code, `${accountId}:`);

/** Whether the account asks for a second factor at log-in. */
export async function hasSecondFactor(db: Db | Tx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.accountId })
    .from(secondFactors)
    .where(and(eq(secondFactors.accountId, accountId), isNotNull(secondFactors.confirmedAt)));
  return row !== undefined;
}

/** What the account page shows: on or off, recovery codes left, or the set-up under way. */
export async function secondFactorOf(db: Db, accountId: number, email: string): Promise<SecondFactor> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.accountId, accountId));
  if (!row) return { enabled: false, recoveryCodesLeft: 0, setup: null };
  if (!row.confirmedAt) {
    return {
      enabled: false,
      recoveryCodesLeft: 0,
      setup: {
        ...(await totpEnrolment(row.secret, email, ISSUER)),
        recoveryCodes: row.pendingRecoveryCodes ?? [],
      },
    };
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerRecoveryCodes)
    .where(and(eq(customerRecoveryCodes.accountId, accountId), isNull(customerRecoveryCodes.usedAt)));
  return { enabled: true, recoveryCodesLeft: left?.n ?? 0, setup: null };
}

/** Starts a set-up (the password again): a new secret and recovery codes, shown until confirmed. */
export async function startSecondFactor(db: Db, accountId: number, password: string): Promise<void> {
  await requirePassword(db, accountId, password);
  if (await hasSecondFactor(db, accountId))
    throw new HttpError(409, texts.on, undefined, errorCodes.secondFactorOn);
  const row = { secret: newTotpSecret(), pendingRecoveryCodes: newRecoveryCodes(), confirmedAt: null };
  await db
    .insert(secondFactors)
    .values({ accountId, ...row })
    .onConflictDoUpdate({ target: secondFactors.accountId, set: { ...row, createdAt: new Date() } });
}

/**
 * Confirms the set-up with a code of the app: from now on the log-in asks for it. Only the recovery
 * codes' hashes stay, and every other session ends (one may have been opened by whoever knew the
 * password).
 */
export async function confirmSecondFactor(
  db: Db,
  accountId: number,
  code: string,
  currentToken: string,
  address: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.accountId, accountId))
      .for('update');
    if (row?.confirmedAt) throw new HttpError(409, texts.on, undefined, errorCodes.secondFactorOn);
    if (!row) throw new HttpError(409, texts.noSetup, undefined, errorCodes.secondFactorNoSetup);
    const step = await verifyTotp(row.secret, code.replace(/\s/g, ''), null);
    if (step === null) throw new FieldsRefused({ code: texts.code }, errorCodes.secondFactorCode);
    await tx
      .update(secondFactors)
      .set({ confirmedAt: new Date(), lastStep: step, pendingRecoveryCodes: null })
      .where(eq(secondFactors.accountId, accountId));
    await tx.delete(customerRecoveryCodes).where(eq(customerRecoveryCodes.accountId, accountId));
    await tx
      .insert(customerRecoveryCodes)
      .values(
        (row.pendingRecoveryCodes ?? []).map((c) => ({ accountId, codeHash: codeHashOf(accountId, c) })),
      );
    await endOtherSessions(tx, accountId, currentToken);
    await recordSecurityEvent(tx, 'two_factor_enabled', accountId, address);
  });
}

/** Turns the second factor off (the password again), a set-up under way too. */
export async function disableSecondFactor(
  db: Db,
  accountId: number,
  password: string,
  address: string | null,
): Promise<void> {
  await requirePassword(db, accountId, password);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(secondFactors)
      .where(eq(secondFactors.accountId, accountId))
      .returning({ confirmedAt: secondFactors.confirmedAt });
    await tx.delete(customerRecoveryCodes).where(eq(customerRecoveryCodes.accountId, accountId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.accountId, accountId));
    if (gone?.confirmedAt) await recordSecurityEvent(tx, 'two_factor_disabled', accountId, address);
  });
}

/**
 * What a log-in whose password was right gets: a session, or, when the account asks for a second
 * factor, a challenge to answer with its code.
 */
export async function sessionOrChallenge(
  db: Db,
  accountId: number,
): Promise<{ token: string } | { challenge: string }> {
  if (!(await hasSecondFactor(db, accountId))) return { token: await openSession(db, accountId) };
  const challenge = randomBytes(32).toString('base64url');
  await db
    .delete(loginChallenges)
    .where(and(eq(loginChallenges.accountId, accountId), lt(loginChallenges.expiresAt, new Date())));
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(challenge),
    accountId,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
  });
  return { challenge };
}

export type ChallengeAnswer =
  | { ok: true; accountId: number; token: string }
  | { ok: false; reason: 'expired' | 'code'; accountId: number | null };

/**
 * Answers a log-in's challenge with a code of the app (good once) or a recovery code (spent by its
 * use): the session it opens. Each wrong code counts; the last one allowed ends the challenge.
 */
export async function answerChallenge(
  db: Db,
  challenge: string,
  code: string,
  address: string | null,
): Promise<ChallengeAnswer> {
  const tokenHash = hashToken(challenge);
  // Counted first, in one statement, so that parallel guesses cannot share an attempt.
  const [counted] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        gt(loginChallenges.expiresAt, new Date()),
        lt(loginChallenges.attempts, CHALLENGE_ATTEMPTS),
      ),
    )
    .returning({ accountId: loginChallenges.accountId, attempts: loginChallenges.attempts });
  if (!counted) return { ok: false, reason: 'expired', accountId: null };
  const { accountId } = counted;
  if (!(await spendCode(db, accountId, code, address))) {
    if (counted.attempts >= CHALLENGE_ATTEMPTS) {
      await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    }
    return { ok: false, reason: 'code', accountId };
  }
  const [taken] = await db
    .delete(loginChallenges)
    .where(eq(loginChallenges.tokenHash, tokenHash))
    .returning({ accountId: loginChallenges.accountId });
  if (!taken) return { ok: false, reason: 'expired', accountId };
  return { ok: true, accountId, token: await openSession(db, accountId) };
}

/** Accepts a code of the app once (its time step is remembered) or spends a recovery code. */
async function spendCode(db: Db, accountId: number, code: string, address: string | null): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.accountId, accountId), isNotNull(secondFactors.confirmedAt)));
  if (!factor) return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = await verifyTotp(factor.secret, digits, factor.lastStep);
    if (step === null) return false;
    // Conditional, so of two log-ins with one code at the same moment only one gets through.
    const taken = await db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.accountId, accountId),
          sql`(${secondFactors.lastStep} is null or ${secondFactors.lastStep} < ${step})`,
        ),
      )
      .returning({ id: secondFactors.accountId });
    return taken.length > 0;
  }
  const spent = await db
    .update(customerRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(customerRecoveryCodes.accountId, accountId),
        eq(customerRecoveryCodes.codeHash, codeHashOf(accountId, code)),
        isNull(customerRecoveryCodes.usedAt),
      ),
    )
    .returning({ h: customerRecoveryCodes.codeHash });
  if (spent.length > 0) await recordSecurityEvent(db, 'recovery_code_used', accountId, address);
  return spent.length > 0;
}

/** Deletes log-in challenges past their time; how many went. */
export async function purgeLoginChallenges(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(loginChallenges)
    .where(lt(loginChallenges.expiresAt, now))
    .returning({ h: loginChallenges.tokenHash });
  return gone.length;
}
