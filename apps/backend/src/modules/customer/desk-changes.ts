import { eq, inArray } from 'drizzle-orm';
import { CZK, format, formatMoney, toMinor } from '@shop/rules';
import { customerDeskErrorCode, customerDeskErrors, type CustomerCreditsBody } from '@shop/contract';
import type { Tx } from '../../db/client.ts';
import { FieldsRefused } from '../../http/errors.ts';
import { creditBalance } from './credits.ts';
import { accounts, creditMovements, customerGroups, operatorLogins, sessions } from './tables.ts';

/** The account row locked for the rest of the transaction (credits, groups, blocking); null when there is none. */
async function lockedAccount(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ id: accounts.id, groups: accounts.groups, blockedAt: accounts.blockedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}

/**
 * Puts the customer in exactly these groups (existing ones only; 422 naming the first unknown).
 * The prices of the new groups apply from the customer's next request; a restricted group ends
 * their sessions there. Null when there is no such account.
 */
export async function setCustomerGroups(
  tx: Tx,
  accountId: number,
  wanted: string[],
): Promise<{ before: string[]; after: string[] } | null> {
  const groups = [...new Set(wanted)].sort();
  const known =
    groups.length === 0
      ? []
      : await tx
          .select({ code: customerGroups.code })
          .from(customerGroups)
          .where(inArray(customerGroups.code, groups));
  const unknown = groups.find((g) => !known.some((k) => k.code === g));
  if (unknown !== undefined) {
    throw new FieldsRefused(
      { groups: format(customerDeskErrors.unknownGroup, { group: unknown }) },
      customerDeskErrorCode('unknownGroup'),
    );
  }
  const row = await lockedAccount(tx, accountId);
  if (!row) return null;
  await tx.update(accounts).set({ groups }).where(eq(accounts.id, accountId));
  return { before: [...row.groups].sort(), after: groups };
}

/**
 * Grants (positive) or deducts (negative) whole crowns of loyalty credits by hand, with the note
 * and the operator in the ledger. The balance never goes below zero (422). Null when there is no
 * such account.
 */
export async function changeCustomerCredits(
  tx: Tx,
  accountId: number,
  body: CustomerCreditsBody,
  operator: string,
): Promise<{ before: number; after: number; amount: number; note: string } | null> {
  const errors: Record<string, string> = {};
  if (body.amount === 0) errors.amount = customerDeskErrors.creditsZero;
  if (!body.note) errors.note = customerDeskErrors.noteRequired;
  if (Object.keys(errors).length) throw new FieldsRefused(errors);
  const row = await lockedAccount(tx, accountId);
  if (!row) return null;
  const before = await creditBalance(tx, accountId);
  const change = toMinor(body.amount, CZK.decimalPlaces);
  if (before + change < 0) {
    throw new FieldsRefused(
      {
        amount: format(customerDeskErrors.creditsBelowZero, {
          balance: formatMoney(before, CZK),
        }),
      },
      customerDeskErrorCode('creditsBelowZero'),
    );
  }
  await tx.insert(creditMovements).values({ accountId, amount: change, note: body.note, operator });
  return { before, after: before + change, amount: change, note: body.note };
}

/**
 * Blocks or unblocks the account. A blocked customer cannot log in, and every session and unused
 * log-in link of theirs ends at once. Null when it already was so, or there is no such account.
 */
export async function setCustomerBlocked(
  tx: Tx,
  accountId: number,
  blocked: boolean,
  now = new Date(),
): Promise<{ before: string | null; after: string | null; sessionsEnded: number } | null> {
  const row = await lockedAccount(tx, accountId);
  if (!row) return null;
  if ((row.blockedAt !== null) === blocked) return null;
  await tx
    .update(accounts)
    .set({ blockedAt: blocked ? now : null })
    .where(eq(accounts.id, accountId));
  let sessionsEnded = 0;
  if (blocked) {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.accountId, accountId))
      .returning({ accountId: sessions.accountId });
    sessionsEnded = ended.length;
    await tx.delete(operatorLogins).where(eq(operatorLogins.accountId, accountId));
  }
  return {
    before: row.blockedAt?.toISOString() ?? null,
    after: blocked ? now.toISOString() : null,
    sessionsEnded,
  };
}
