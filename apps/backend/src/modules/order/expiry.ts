import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { returnOrderStock } from '../inventory/index.ts';
import { enqueueJob } from '../jobs/index.ts';

/** How long an unpaid order holds its goods. */
export interface ExpiryRules {
  /** A bank-transfer order waiting for its money. */
  bankTransferDays: number;
  /** A card order whose payment was not completed. */
  cardMinutes: number;
}

/** Unpaid orders past their time (table alias `o`). Cash on delivery is paid later by design. */
const overdue = (rules: ExpiryRules, now: Date) => sql`o.status = 'new' and (
    (o.payment_kind = 'bank_transfer' and o.payment_status = 'awaiting_transfer'
      and o.created_at < ${new Date(now.getTime() - rules.bankTransferDays * 86_400_000)})
    or (o.payment_kind = 'gateway' and o.payment_status in ('pending', 'failed', 'cancelled')
      and o.created_at < ${new Date(now.getTime() - rules.cardMinutes * 60_000)}))`;

/**
 * Cancels the unpaid orders past their time: each in its own transaction, locked and checked
 * again (another process may be at it, or the money may have just come), its goods returned to
 * the warehouses they came from and the shopper told by e-mail. `beforeExpiring` settles a card payment
 * the gateway has but the shop has not heard of, and answers false when the gateway could not be
 * asked: that order waits for the next sweep. Returns the ids cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  rules: ExpiryRules,
  {
    now = new Date(),
    beforeExpiring,
  }: { now?: Date; beforeExpiring?: (orderId: number) => Promise<boolean> } = {},
): Promise<number[]> {
  const due = await queryRows<{ id: number; payment_kind: string }>(
    db,
    sql`select o.id, o.payment_kind from orders.orders o where ${overdue(rules, now)} order by o.id limit 100`,
  );
  const cancelled: number[] = [];
  for (const order of due) {
    if (order.payment_kind === 'gateway' && beforeExpiring && !(await beforeExpiring(order.id))) continue;
    const done = await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select o.id from orders.orders o where o.id = ${order.id} and ${overdue(rules, now)}
             for update skip locked`,
      );
      if (!row) return false;
      await tx.execute(
        sql`update orders.orders set status = 'cancelled', payment_status = 'cancelled' where id = ${order.id}`,
      );
      await returnOrderStock(tx, order.id, 'order_expired');
      await enqueueJob(tx, 'order-expired', { orderId: order.id });
      return true;
    });
    if (done) cancelled.push(order.id);
  }
  return cancelled;
}
