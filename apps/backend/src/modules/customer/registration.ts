import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { accountMessages, registrationErrors } from '@shop/rules';
import { errorCodes, type RegisterBody } from '@shop/contract';
import type { Db, Tx } from '../../db/client.ts';
import { FieldsRefused, refuseFields } from '../../http/errors.ts';
import { guessablePassword } from '../../auth/password-strength.ts';
import { personalColumns, personalDetailsOf } from './profile.ts';
import { accounts } from './tables.ts';

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

export interface NewAccount {
  email: string;
  /** From hashPassword; the password itself is never stored. */
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  variant: 'b2c' | 'b2b';
  newsletter: boolean;
}

/**
 * Creates an account (registration at checkout) and returns its id, or null when the
 * e-mail is taken, also by a registration committed concurrently.
 */
export async function createAccount(tx: Tx, a: NewAccount): Promise<number | null> {
  const [row] = await tx
    .insert(accounts)
    .values({ ...a, email: normaliseEmail(a.email) })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  return row?.id ?? null;
}

/** Registrations from one address: fewer than log-in allows, since the answer shows a taken e-mail. */
export const REGISTRATIONS = { max: 10, windowMs: 60 * 60 * 1000 } as const;

const emailTaken = () => new FieldsRefused({ email: accountMessages.emailTaken }, errorCodes.emailTaken);

/**
 * POST /api/v1/register: checks the form by its rules (422 with every field, named as the call
 * names them), then whether the e-mail is free, and only then hashes the password. Returns the new
 * account's id.
 */
export async function registerAccount(db: Db, body: RegisterBody): Promise<number> {
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
  if (await isEmailRegistered(db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const [row] = await db
    .insert(accounts)
    .values({
      ...personalColumns(body),
      email: normaliseEmail(body.email),
      passwordHash,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning({ id: accounts.id });
  // Taken between the check and the insert by a registration of the same e-mail.
  if (!row) throw emailTaken();
  return row.id;
}
