import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, gt } from 'drizzle-orm';
import { accountMessages, registrationErrors } from '@shop/rules';
import { errorCodes, type RegisterBody, SECRET_TOKEN } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused, refuseFields } from '../../http/errors.ts';
import { guessablePassword } from '../../auth/password-strength.ts';
import { enqueueJob } from '../jobs/index.ts';
import { hashToken } from './auth.ts';
import { recordSecurityEvent } from './security-events.ts';
import { personalColumns, personalDetailsOf } from './profile.ts';
import { accounts, pendingRegistrations, type NewAccountDetails } from './tables.ts';

/** Accounts are found by e-mail whatever case it was typed in. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * An argon2id hash (PHC string) of a password. The library's defaults are argon2id with 19 MiB,
 * two passes and one lane: OWASP's recommended minimum. Slow on purpose, so call it outside
 * transactions.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function isEmailRegistered(db: Db | Tx, email: string): Promise<boolean> {
  return (await accountIdOfEmail(db, email)) !== null;
}

/** The account of the e-mail, or null. */
export async function accountIdOfEmail(db: Db | Tx, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return row?.id ?? null;
}

/** A registration's link is good for a day: long enough for a mail read the next morning. */
export const REGISTRATION_LINK_SECONDS = 24 * 3600;

/** Registrations from one address, and to one e-mail (each sends a mail). */
export const REGISTRATIONS = { max: 10, windowMs: 60 * 60 * 1000 } as const;
export const REGISTRATIONS_PER_EMAIL = { max: 5, windowMs: 60 * 60 * 1000 } as const;

/** Where the registration's mail links lead: the storefront's pages in the shopper's language. */
export interface RegistrationPages {
  confirmPageUrl: string;
  resetPageUrl: string;
}

/** A registration waiting for its mail, from the registration form or from checkout. */
export interface RegistrationRequest {
  email: string;
  /** From hashPassword, computed before any transaction. */
  passwordHash: string;
  details: NewAccountDetails;
  /** The order placed with it at checkout. */
  orderId?: number;
}

/**
 * Keeps the registration and queues its mail in the caller's transaction. Nothing here looks the
 * e-mail up: the job does, so the request takes the same work whether the e-mail has an account.
 */
export async function queueRegistration(
  tx: Db | Tx,
  r: RegistrationRequest,
  pages: RegistrationPages,
): Promise<void> {
  const [row] = await tx
    .insert(pendingRegistrations)
    .values({
      email: normaliseEmail(r.email),
      passwordHash: r.passwordHash,
      details: r.details,
      orderId: r.orderId ?? null,
      expiresAt: new Date(Date.now() + REGISTRATION_LINK_SECONDS * 1000),
    })
    .returning({ id: pendingRegistrations.id });
  await enqueueJob(tx, 'registration', { pendingId: row!.id, ...pages });
}

/**
 * POST /api/v1/register: checks the form by its rules (422 with every field, named as the call
 * names them), hashes the password and queues the registration. The answer is the same for every
 * e-mail.
 */
export async function requestRegistration(
  db: Db,
  body: RegisterBody,
  pages: RegistrationPages,
): Promise<void> {
  const errors = registrationErrors({
    ...personalDetailsOf(body),
    email: body.email,
    password: body.password,
    passwordConfirmation: body.password_confirmation,
    terms: body.terms,
  });
  refuseFields({
    email: errors.email,
    firstName: errors.firstName,
    lastName: errors.lastName,
    phone: errors.phone,
    'business.businessName': errors.businessName,
    'business.tin': errors.tin,
    password:
      errors.password ?? guessablePassword(body.password, [body.email, body.firstName, body.lastName]),
    password_confirmation: errors.passwordConfirmation,
    terms: errors.terms,
  });
  const passwordHash = await hashPassword(body.password);
  await db.transaction((tx) =>
    queueRegistration(tx, { email: body.email, passwordHash, details: personalColumns(body) }, pages),
  );
}

/** The registration's mail, decided when it is sent. */
export type RegistrationMail =
  | { kind: 'confirm'; email: string; name: string; confirmUrl: string }
  | { kind: 'existing'; accountId: number }
  | null;

/**
 * For the mail job: a new e-mail gets a confirmation link (its token stored hashed, replacing the
 * token of a run whose mail failed); for an e-mail with an account the job mails a new-password
 * link instead, then forgets the registration; a registration gone (confirmed, expired) gets
 * nothing.
 */
export async function registrationMailOf(
  db: Db,
  pendingId: number,
  confirmPageUrl: string,
): Promise<RegistrationMail> {
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, pendingId));
  if (!pending) return null;
  const accountId = await accountIdOfEmail(db, pending.email);
  if (accountId !== null) return { kind: 'existing', accountId };
  const token = randomBytes(32).toString('base64url');
  await db
    .update(pendingRegistrations)
    .set({ tokenHash: hashToken(token) })
    .where(eq(pendingRegistrations.id, pendingId));
  const url = new URL(confirmPageUrl);
  url.searchParams.set('token', token);
  const { firstName, lastName } = pending.details;
  return { kind: 'confirm', email: pending.email, name: `${firstName} ${lastName}`, confirmUrl: url.href };
}

const invalidLink = () =>
  new FieldsRefused({ token: accountMessages.registrationLinkInvalid }, errorCodes.registrationLinkInvalid);

/** Deletes a registration whose e-mail turned out to have an account, once that was mailed. */
export async function forgetRegistration(db: Db, pendingId: number): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, pendingId));
}

/**
 * POST /api/v1/register/confirm: a live link creates the account, once, and answers with it and
 * the order placed with the registration. A link whose e-mail got an account meanwhile is spent
 * and refused.
 */
export async function confirmRegistration(
  db: Db,
  token: string,
  address: string | null,
): Promise<{ accountId: number; orderId: number | null }> {
  if (!SECRET_TOKEN.test(token)) throw invalidLink();
  const confirmed = await db.transaction(async (tx) => {
    // Taking the row out is what spends the link: of two uses at once, one finds it gone.
    const [pending] = await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(token)),
          gt(pendingRegistrations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!pending) return null;
    const [account] = await tx
      .insert(accounts)
      .values({
        ...pending.details,
        email: pending.email,
        passwordHash: pending.passwordHash,
        termsAcceptedAt: pending.createdAt,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id });
    if (account) await recordSecurityEvent(tx, 'account_created', account.id, address);
    return { accountId: account?.id ?? null, orderId: pending.orderId };
  });
  if (!confirmed || confirmed.accountId === null) throw invalidLink();
  return { accountId: confirmed.accountId, orderId: confirmed.orderId };
}
