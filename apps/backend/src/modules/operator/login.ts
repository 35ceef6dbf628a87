import { hash } from '@node-rs/argon2';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { findOperatorByEmail, operatorPasswordMatches, type OperatorRow } from './accounts.ts';
import { recordAnonymousAudit } from './audit.ts';
import { operatorMessages } from './messages.ts';
import { openOperatorSession } from './sessions.ts';
import { operators, recoveryCodes } from './tables.ts';
import { recoveryCodeHash, verifyTotp } from '../../auth/totp.ts';

// Verified when the e-mail is unknown, so that a miss takes as long as a wrong password.
const decoy = hash('a password no operator has');

export interface LoginAttempt {
  email: string;
  password: string;
  code?: string | undefined;
  ip: string;
  userAgent: string | null;
}

/**
 * Checks e-mail, password and second factor, and opens a session. The second factor is a code of
 * the operator's authenticator app (good once) or one of their recovery codes (spent by its use).
 * Each failure, and the success, lands in the audit log.
 */
export async function logInOperator(
  db: Db,
  a: LoginAttempt,
): Promise<{ token: string; expiresAt: Date; operator: OperatorRow }> {
  const operator = await findOperatorByEmail(db, a.email);
  const passwordOk = await operatorPasswordMatches(operator?.passwordHash ?? (await decoy), a.password);
  const fail = async (reason: string, status: number, title: string, code: string) => {
    await recordAnonymousAudit(
      db,
      {
        operatorId: operator?.id ?? null,
        label: operator ? `${operator.name} <${operator.email}>` : a.email,
        ip: a.ip,
      },
      {
        action: 'operator.loginFailed',
        objectType: 'operator',
        objectId: operator?.id ?? null,
        after: { reason },
      },
    );
    return new HttpError(
      status,
      title,
      reason === 'code' || reason === 'codeRequired' ? 'code' : undefined,
      code,
    );
  };
  if (!operator || !passwordOk) {
    throw await fail('credentials', 401, operatorMessages.credentials, errorCodes.adminCredentials);
  }
  if (operator.blocked) throw await fail('blocked', 403, operatorMessages.blocked, errorCodes.adminBlocked);
  if (operator.totpSecret) {
    if (!a.code)
      throw await fail('codeRequired', 401, operatorMessages.codeRequired, errorCodes.adminCodeRequired);
    if (!(await spendSecondFactor(db, operator, a.code))) {
      throw await fail('code', 401, operatorMessages.codeInvalid, errorCodes.adminCodeInvalid);
    }
  }
  const session = await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(operators.id, operator.id));
    await recordAnonymousAudit(
      tx,
      { operatorId: operator.id, label: `${operator.name} <${operator.email}>`, ip: a.ip },
      { action: 'operator.login', objectType: 'operator', objectId: operator.id },
    );
    return openOperatorSession(tx, operator.id, a);
  });
  return { ...session, operator };
}

/** Accepts a TOTP code once (its time step is remembered) or spends a recovery code. */
async function spendSecondFactor(db: Db, operator: OperatorRow, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = await verifyTotp(operator.totpSecret!, digits, operator.totpLastStep);
    if (step === null) return false;
    // Conditional, so of two log-ins with one code at the same moment only one gets through.
    const taken = await db
      .update(operators)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(operators.id, operator.id),
          sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
        ),
      )
      .returning({ id: operators.id });
    return taken.length > 0;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.operatorId, operator.id),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ h: recoveryCodes.codeHash });
  return spent.length > 0;
}
