import { eq, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/contract';
import { loyaltyCreditsEarned, loyaltyRuleOff, type LoyaltyOrder, type LoyaltyRule } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { currencyDecimals, settingValues } from '../settings/index.ts';
import { creditMovements } from './tables.ts';

/** Why loyalty credits cannot be spent. */
export const creditMessages = {
  guest: errorTexts['login.required'].cs,
  off: errorTexts[errorCodes.creditsOff].cs,
  currency: errorTexts['credits.currency'].cs,
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
         where order_id = ${orderId} and not (amount > 0 and note like ${`${EARNED_NOTE_PREFIX}%`})
         group by account_id having sum(amount) < 0 order by account_id`,
  );
  for (const { account_id, taken } of owed) {
    await tx
      .insert(creditMovements)
      .values({ accountId: account_id, amount: taken, orderId, note, operator });
  }
  return owed.reduce((sum, o) => sum + o.taken, 0);
}

/** The note of credits earned with a delivered order: it also marks them as earned, once per order. */
export const EARNED_NOTE_PREFIX = 'Věrnostní kredity za doručenou objednávku';

/** The shop's loyalty rule (`loyalty` setting); a missing or damaged one earns nothing. */
export async function loyaltyRule(db: Db | Tx): Promise<LoyaltyRule> {
  const value = (await settingValues(db, ['loyalty'])).get('loyalty') as Partial<LoyaltyRule> | undefined;
  return typeof value?.enabled === 'boolean' && typeof value.percentOfDelivered === 'number'
    ? { enabled: value.enabled, percentOfDelivered: value.percentOfDelivered }
    : loyaltyRuleOff;
}

/** What earning credits needs of a delivered order (amounts in minor units of its currency). */
export type DeliveredOrder = Omit<LoyaltyOrder, 'decimalPlaces'> & { id: number; code: string };

/**
 * Credits a registered customer earns when their order is delivered, written to the ledger in the
 * caller's transaction: the rule's share of the goods (CZK; another currency at `czkPerUnit`, the
 * rate the shop's tax documents use). Once per order: the account row is locked and an order that
 * already earned earns nothing again. Answers the credits written (minor units of CZK).
 */
export async function earnDeliveredOrderCredits(
  tx: Tx,
  order: DeliveredOrder,
  czkPerUnit: number | null,
): Promise<number> {
  if (order.customerId === null) return 0;
  const rule = await loyaltyRule(tx);
  const earned = loyaltyCreditsEarned(
    { ...order, decimalPlaces: await currencyDecimals(tx, order.currencyCode) },
    rule,
    czkPerUnit,
  );
  if (earned <= 0) return 0;
  // The account row serialises concurrent deliveries; a deleted account has nobody to credit.
  const [account] = await queryRows<{ id: number }>(
    tx,
    sql`select id from customer.accounts where id = ${order.customerId} for update`,
  );
  if (!account) return 0;
  const [already] = await queryRows<{ id: number }>(
    tx,
    sql`select id from customer.credit_movements
         where order_id = ${order.id} and amount > 0 and note like ${`${EARNED_NOTE_PREFIX}%`} limit 1`,
  );
  if (already) return 0;
  await tx.insert(creditMovements).values({
    accountId: order.customerId,
    amount: earned,
    orderId: order.id,
    note: `${EARNED_NOTE_PREFIX} ${order.code}`,
  });
  return earned;
}
