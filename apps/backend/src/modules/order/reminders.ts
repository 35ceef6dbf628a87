import { sql } from 'drizzle-orm';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { enqueueJob } from '../jobs/index.ts';
import { ordersWithOpenBankMovements } from '../payment/index.ts';

/** When an unpaid bank transfer is reminded of. */
export interface ReminderRules {
  /** The days a bank-transfer order waits for its money before it expires. */
  bankTransferDays: number;
  /** The reminder goes out this many days before that; 0: no reminder. */
  bankTransferReminderDays: number;
}

const DAY_MS = 86_400_000;
/** How many orders one look takes; a sweep looks until none are left. */
const BATCH = 100;

/** Bank-transfer orders still owing money, never reminded, placed before `since` (alias `o`). */
const unreminded = (since: Date) => sql`o.status = 'new' and o.payment_kind = 'bank_transfer'
    and o.payment_status = 'awaiting_transfer' and o.reminded_at is null
    and o.amount_paid < o.total_with_tax and o.created_at < ${since}`;

/**
 * Queues the one reminder of each unpaid bank transfer that is due for it: the order is locked,
 * checked again and marked reminded in the transaction that queues the e-mail, so it goes out
 * once however many processes sweep. An order whose money came but waits for a person (a bank
 * movement left open) is not reminded. Returns the ids reminded.
 */
export async function remindUnpaidTransfers(
  db: Db,
  rules: ReminderRules,
  { now = new Date() }: { now?: Date } = {},
): Promise<number[]> {
  if (rules.bankTransferReminderDays <= 0) return [];
  const since = new Date(now.getTime() - (rules.bankTransferDays - rules.bankTransferReminderDays) * DAY_MS);
  const reminded: number[] = [];
  for (let after = 0; ;) {
    const due = await queryRows<{ id: number }>(
      db,
      sql`select o.id from orders.orders o where ${unreminded(since)} and o.id > ${after}
           order by o.id limit ${BATCH}`,
    );
    const held = await ordersWithOpenBankMovements(
      db,
      due.map((o) => o.id),
    );
    for (const { id } of due) {
      if (!held.has(id) && (await remindOne(db, id, since, rules, now))) reminded.push(id);
    }
    if (due.length < BATCH) break;
    after = due.at(-1)!.id;
  }
  return reminded;
}

/** Marks one order reminded and queues its e-mail; false when another process was first. */
async function remindOne(db: Db, id: number, since: Date, rules: ReminderRules, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ created_at: string | Date; expires: boolean }>(
      tx,
      sql`select o.created_at,
            (o.fulfilment in ('unshipped', 'accepted')
              and not exists (select 1 from orders.order_payments p where p.order_id = o.id)) as expires
          from orders.orders o where o.id = ${id} and ${unreminded(since)} for update skip locked`,
    );
    if (!row) return false;
    await tx.execute(sql`update orders.orders set reminded_at = ${now} where id = ${id}`);
    const expiresAt = new Date(new Date(row.created_at).getTime() + rules.bankTransferDays * DAY_MS);
    await enqueueJob(tx, 'payment-reminder', {
      orderId: id,
      cancelOn: row.expires ? zonedDateTime(expiresAt).date : null,
    });
    return true;
  });
}
