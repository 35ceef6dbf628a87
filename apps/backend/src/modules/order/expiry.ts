import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { returnOrderCredits } from '../customer/index.ts';
import { returnOrderStock } from '../inventory/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { ordersWithOpenBankMovements } from '../payment/index.ts';

/** How long an unpaid order holds its goods. */
export interface ExpiryRules {
  /** A bank-transfer order waiting for its money. */
  bankTransferDays: number;
  /** A card order whose payment was not completed. */
  cardMinutes: number;
}

/** How many overdue orders one look takes; a sweep looks until none are left. */
const BATCH = 100;

/**
 * Unpaid orders past their time (table alias `o`). Cash on delivery is paid later by design. An
 * order that is paid, packed or on its way, or has any payment recorded (a part paid waits for a
 * person), never expires.
 */
const overdue = (rules: ExpiryRules, now: Date) => sql`o.status = 'new' and o.payment_status <> 'paid'
    and o.fulfilment in ('unshipped', 'accepted')
    and not exists (select 1 from orders.order_payments p where p.order_id = o.id)
    and ((o.payment_kind = 'bank_transfer' and o.payment_status = 'awaiting_transfer'
      and o.created_at < ${new Date(now.getTime() - rules.bankTransferDays * 86_400_000)})
    or (o.payment_kind = 'gateway' and o.payment_status in ('pending', 'failed', 'cancelled')
      and o.created_at < ${new Date(now.getTime() - rules.cardMinutes * 60_000)}))`;

/**
 * Cancels the unpaid orders past their time: each in its own transaction, locked and checked
 * again (another process may be at it, or the money may have just come), its goods returned to
 * the warehouses they came from and the shopper told by e-mail. An order that a bank movement
 * waiting for a person names (money came, but not as expected) waits for that person.
 * `beforeExpiring` settles a card payment the gateway has but the shop has not heard of, and
 * answers false when the gateway could not be asked: that order waits for the next sweep.
 * Returns the ids cancelled.
 */
export async function expireUnpaidOrders(
  db: Db,
  rules: ExpiryRules,
  {
    now = new Date(),
    beforeExpiring,
  }: { now?: Date; beforeExpiring?: (orderId: number) => Promise<boolean> } = {},
): Promise<number[]> {
  const cancelled: number[] = [];
  for (let after = 0; ;) {
    const due = await queryRows<{ id: number; payment_kind: string }>(
      db,
      sql`select o.id, o.payment_kind from orders.orders o where ${overdue(rules, now)} and o.id > ${after}
           order by o.id limit ${BATCH}`,
    );
    for (const order of due) {
      if (order.payment_kind === 'gateway' && beforeExpiring && !(await beforeExpiring(order.id))) continue;
      const done = await db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number; code: string }>(
          tx,
          sql`select o.id, o.code from orders.orders o where o.id = ${order.id} and ${overdue(rules, now)}
               for update skip locked`,
        );
        if (!row || (await ordersWithOpenBankMovements(tx, [order.id])).size > 0) return false;
        await tx.execute(
          sql`update orders.orders set status = 'cancelled', payment_status = 'cancelled', cancelled_at = ${now}
               where id = ${order.id}`,
        );
        await returnOrderStock(tx, order.id, 'order_expired');
        // The loyalty credits it spent go back to the customer, as when an operator cancels.
        await returnOrderCredits(tx, order.id, `Nezaplacená objednávka ${row.code}`, null);
        await enqueueJob(tx, 'order-expired', { orderId: order.id });
        return true;
      });
      if (done) cancelled.push(order.id);
    }
    if (due.length < BATCH) break;
    after = due.at(-1)!.id;
  }
  return cancelled;
}
