import { eq } from 'drizzle-orm';
import {
  errorCodes,
  type AdminPermission,
  type OperatorMe,
  type OperatorRole,
  type OperatorSummary,
} from '@shop/contract';
import { newPasswordErrors } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError, notFound, refuseFields } from '../../http/errors.ts';
import {
  findOperator,
  hashOperatorPassword,
  insertOperator,
  operatorPasswordMatches,
  otherActiveOwners,
  toOperatorSummary,
} from './accounts.ts';
import type { Actor } from './actor.ts';
import { createApiKey, revokeApiKey } from './api-keys.ts';
import { recordAudit } from './audit.ts';
import { operatorMessages } from './messages.ts';
import { createRole, findRole, OWNER_ROLE, permissionsOf, updateRole } from './roles.ts';
import { endOperatorSessions, endSession, OPERATOR_IDLE_MINUTES } from './sessions.ts';
import { operators, recoveryCodes } from './tables.ts';
import { guessablePassword } from '../../auth/password-strength.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpEnrolment,
  verifyTotp,
} from '../../auth/totp.ts';

/** The name an authenticator app shows beside the operator's e-mail. */
const OPERATOR_TOTP_ISSUER = 'Back office obchodu';

type OperatorActor = Extract<Actor, { type: 'operator' }>;

/** What the back office shows of the logged-in operator. */
export async function meOf(
  db: Db,
  operatorId: number,
  production: boolean,
  sessionExpiresAt: Date,
): Promise<OperatorMe> {
  const operator = await findOperator(db, operatorId);
  if (!operator) throw notFound();
  const role = await findRole(db, operator.role);
  return {
    ...toOperatorSummary(operator),
    permissions: role ? [...permissionsOf(role)] : [],
    totpRequired: production && operator.totpSecret === null,
    idleExpiresAt: new Date(Date.now() + OPERATOR_IDLE_MINUTES * 60_000).toISOString(),
    expiresAt: sessionExpiresAt.toISOString(),
  };
}

export async function logOutOperator(db: Db, actor: OperatorActor): Promise<void> {
  await db.transaction(async (tx) => {
    await endSession(tx, actor.sessionHash);
    await recordAudit(tx, actor, {
      action: 'operator.logout',
      objectType: 'operator',
      objectId: actor.operatorId,
    });
  });
}

/**
 * The customers' rules for a password hold for operators too: long enough, confirmed, and not easy
 * to guess (nor the operator's own e-mail or name).
 */
function checkNewPassword(
  password: string,
  personal: (string | null | undefined)[],
  confirmation = password,
): void {
  const fields = newPasswordErrors({ password, passwordConfirmation: confirmation });
  refuseFields({ ...fields, password: fields.password ?? guessablePassword(password, personal) });
}

export async function changeOwnPassword(
  db: Db,
  actor: OperatorActor,
  body: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<void> {
  const operator = await findOperator(db, actor.operatorId);
  if (!operator) throw notFound();
  if (!(await operatorPasswordMatches(operator.passwordHash, body.currentPassword))) {
    throw new FieldsRefused({ currentPassword: operatorMessages.currentPassword });
  }
  checkNewPassword(body.password, [operator.email, operator.name], body.passwordConfirmation);
  const passwordHash = await hashOperatorPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, actor.operatorId));
    await endOperatorSessions(tx, actor.operatorId, actor.sessionHash);
    await recordAudit(tx, actor, {
      action: 'operator.password',
      objectType: 'operator',
      objectId: actor.operatorId,
    });
  });
}

/** A new secret to scan, kept aside until the operator confirms it with a code. */
export async function startTotpEnrolment(db: Db, actor: OperatorActor) {
  const operator = await findOperator(db, actor.operatorId);
  if (!operator) throw notFound();
  if (operator.totpSecret) throw new HttpError(409, operatorMessages.totpEnrolled);
  const secret = newTotpSecret();
  await db.update(operators).set({ pendingTotpSecret: secret }).where(eq(operators.id, operator.id));
  return totpEnrolment(secret, operator.email, OPERATOR_TOTP_ISSUER);
}

/** Turns the pending secret on once a code of it is right; the new recovery codes, shown once. */
export async function confirmTotp(db: Db, actor: OperatorActor, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const operator = await findOperator(tx, actor.operatorId, { forUpdate: true });
    if (!operator) throw notFound();
    if (operator.totpSecret) throw new HttpError(409, operatorMessages.totpEnrolled);
    if (!operator.pendingTotpSecret) throw new HttpError(409, operatorMessages.noPendingTotp);
    const step = await verifyTotp(operator.pendingTotpSecret, code, null);
    if (step === null)
      throw new FieldsRefused({ code: operatorMessages.codeInvalid }, errorCodes.adminCodeInvalid);
    await tx
      .update(operators)
      .set({ totpSecret: operator.pendingTotpSecret, pendingTotpSecret: null, totpLastStep: step })
      .where(eq(operators.id, operator.id));
    const codes = newRecoveryCodes();
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, operator.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ codeHash: recoveryCodeHash(c), operatorId: operator.id })));
    // A session opened without the second factor (perhaps by whoever knew the password) ends.
    await endOperatorSessions(tx, operator.id, actor.sessionHash);
    await recordAudit(tx, actor, {
      action: 'operator.totpEnabled',
      objectType: 'operator',
      objectId: operator.id,
    });
    return codes;
  });
}

async function requireRole(db: Db | Tx, code: string): Promise<OperatorRole> {
  const role = await findRole(db, code);
  if (!role) throw new FieldsRefused({ role: operatorMessages.unknownRole });
  return role;
}

export async function createOperator(
  db: Db,
  actor: Actor,
  body: { email: string; name: string; role: string; password: string },
): Promise<OperatorSummary> {
  checkNewPassword(body.password, [body.email, body.name]);
  return db.transaction(async (tx) => {
    await requireRole(tx, body.role);
    const row = await insertOperator(tx, body);
    if (!row) throw new FieldsRefused({ email: operatorMessages.emailTaken });
    const created = toOperatorSummary(row);
    await recordAudit(tx, actor, {
      action: 'operator.create',
      objectType: 'operator',
      objectId: row.id,
      after: created,
    });
    return created;
  });
}

export async function updateOperator(
  db: Db,
  actor: Actor,
  id: number,
  body: {
    name?: string | undefined;
    role?: string | undefined;
    blocked?: boolean | undefined;
    resetTotp?: true | undefined;
  },
): Promise<OperatorSummary> {
  return db.transaction(async (tx) => {
    const before = await findOperator(tx, id, { forUpdate: true });
    if (!before) throw notFound('id');
    if (body.role) await requireRole(tx, body.role);
    const stopsBeingOwner =
      before.role === OWNER_ROLE &&
      !before.blocked &&
      ((body.role && body.role !== OWNER_ROLE) || body.blocked);
    if (stopsBeingOwner && (await otherActiveOwners(tx, id)) === 0) {
      throw new HttpError(409, operatorMessages.lastOwner, 'role', errorCodes.adminLastOwner);
    }
    const [after] = await tx
      .update(operators)
      .set({
        ...(body.name ? { name: body.name } : {}),
        ...(body.role ? { role: body.role } : {}),
        ...(body.blocked === undefined ? {} : { blocked: body.blocked }),
        ...(body.resetTotp ? { totpSecret: null, pendingTotpSecret: null, totpLastStep: null } : {}),
      })
      .where(eq(operators.id, id))
      .returning();
    if (body.resetTotp) await tx.delete(recoveryCodes).where(eq(recoveryCodes.operatorId, id));
    // A blocked operator, or one whose powers changed, starts again from a log-in.
    if (body.blocked || (body.role && body.role !== before.role) || body.resetTotp)
      await endOperatorSessions(tx, id);
    const summary = toOperatorSummary(after!);
    await recordAudit(tx, actor, {
      action: 'operator.update',
      objectType: 'operator',
      objectId: id,
      before: toOperatorSummary(before),
      after: summary,
    });
    return summary;
  });
}

export async function createRoleAudited(
  db: Db,
  actor: Actor,
  body: { code: string; name: string; permissions: AdminPermission[] },
): Promise<OperatorRole> {
  return db.transaction(async (tx) => {
    if (!(await createRole(tx, body))) throw new FieldsRefused({ code: operatorMessages.roleTaken });
    const role = (await findRole(tx, body.code))!;
    await recordAudit(tx, actor, {
      action: 'role.create',
      objectType: 'role',
      objectId: body.code,
      after: role,
    });
    return role;
  });
}

export async function updateRoleAudited(
  db: Db,
  actor: Actor,
  code: string,
  body: { name: string; permissions: AdminPermission[] },
): Promise<OperatorRole> {
  if (code === OWNER_ROLE) throw new HttpError(409, operatorMessages.ownerRole);
  return db.transaction(async (tx) => {
    const before = await findRole(tx, code);
    if (!before) throw notFound('code');
    await updateRole(tx, code, body);
    const after = (await findRole(tx, code))!;
    await recordAudit(tx, actor, {
      action: 'role.update',
      objectType: 'role',
      objectId: code,
      before,
      after,
    });
    return after;
  });
}

export async function issueApiKey(
  db: Db,
  actor: Actor,
  body: { name: string; permissions: AdminPermission[] },
) {
  // Nobody hands a key more than they may do themselves.
  const beyond = body.permissions.filter((p) => !actor.permissions.has(p));
  if (beyond.length)
    throw new HttpError(403, operatorMessages.forbidden, 'permissions', errorCodes.adminForbidden);
  return db.transaction(async (tx) => {
    const created = await createApiKey(tx, {
      ...body,
      createdBy: actor.type === 'operator' ? actor.operatorId : null,
    });
    const { key: _shownOnce, ...recorded } = created;
    await recordAudit(tx, actor, {
      action: 'apiKey.create',
      objectType: 'api_key',
      objectId: created.id,
      after: recorded,
    });
    return created;
  });
}

export async function revokeApiKeyAudited(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await revokeApiKey(tx, id);
    if (!before) throw notFound('id');
    await recordAudit(tx, actor, { action: 'apiKey.revoke', objectType: 'api_key', objectId: id, before });
  });
}
