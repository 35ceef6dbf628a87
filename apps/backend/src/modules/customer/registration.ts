import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, normaliseEmail(email)));
  return rows.length > 0;
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
