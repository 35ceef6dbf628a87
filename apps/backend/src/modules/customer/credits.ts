import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { creditMovements } from './tables.ts';

/** Why loyalty credits cannot be spent. */
export const creditMessages = {
  guest: 'Musíte se nejdříve přihlásit',
  off: 'Věrnostní kredity teď nelze uplatnit.',
  currency: 'Kredity lze uplatnit jen při nákupu v korunách.',
} as const;

/** A customer's loyalty credits: the sum of the ledger, in minor units of CZK. */
export async function creditBalance(db: Db | Tx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditMovements.amount}), 0)` })
    .from(creditMovements)
    .where(eq(creditMovements.accountId, accountId));
  return Number(row?.balance ?? 0);
}

/**
 * The balance with the account row locked for the rest of the transaction, so that two orders of
 * one customer never spend the same credits twice.
 */
export async function lockedCreditBalance(tx: Tx, accountId: number): Promise<number> {
  await queryRows(tx, sql`select id from customer.accounts where id = ${accountId} for update`);
  return creditBalance(tx, accountId);
}

/** Writes credits spent on an order into the ledger (after lockedCreditBalance, same transaction). */
export async function recordCreditSpend(
  tx: Tx,
  accountId: number,
  amount: number,
  orderId: number,
  note: string,
): Promise<void> {
  await tx.insert(creditMovements).values({ accountId, amount: -amount, orderId, note });
}

/**
 * Gives back the credits an order took (the order was cancelled): what its movements still take
 * from each account is written back to it, so a second call returns nothing. Answers the amount.
 */
export async function returnOrderCredits(
  tx: Tx,
  orderId: number,
  note: string,
  operator: string | null,
): Promise<number> {
  const owed = await queryRows<{ account_id: number; taken: number }>(
    tx,
    sql`select account_id, (-sum(amount))::int as taken from customer.credit_movements
         where order_id = ${orderId} group by account_id having sum(amount) < 0 order by account_id`,
  );
  for (const { account_id, taken } of owed) {
    await tx
      .insert(creditMovements)
      .values({ accountId: account_id, amount: taken, orderId, note, operator });
  }
  return owed.reduce((sum, o) => sum + o.taken, 0);
}
