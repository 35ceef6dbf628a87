import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { settleOrderPayment, type OrderRow } from './service.ts';
import { orderPayments, orders } from './tables.ts';

/** Money received for an order (positive) or given back (negative), from one source. */
export interface OrderPaymentRecord {
  orderId: number;
  method: 'bank_transfer' | 'card' | 'cod';
  source: 'manual' | 'statement' | 'fio' | 'gateway';
  /** The source's id of the movement (a bank movement, a gateway's payment or refund); null by hand. */
  reference: string | null;
  /** Minor units of the order's currency. */
  amount: number;
  /** YYYY-MM-DD: the day the money moved. */
  paidOn: string;
  note?: string | null;
  /** The actor's label, or null for the shop itself (the gateway's notification). */
  recordedBy?: string | null;
}

export interface RecordedPayment {
  /** False when the source's reference was recorded before: nothing changed. */
  recorded: boolean;
  order: OrderRow;
  /** The order became paid by this payment. */
  settled: boolean;
  /** The ledger row written; null when nothing was. */
  payment: typeof orderPayments.$inferSelect | null;
}

/**
 * Records a payment or refund in the order's ledger and its running sum, in the caller's
 * transaction. An order still waiting for its money is settled once the sum covers its total
 * (a cancelled order keeps the money on record, but is not revived).
 */
export async function recordOrderPayment(tx: Tx, p: OrderPaymentRecord): Promise<RecordedPayment> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = ${p.orderId}`)
    .for('update');
  if (!order) throw new Error(`order ${p.orderId} does not exist`);
  // Any unique clash is the partial (source, reference) index: the same movement read again.
  const inserted = await tx
    .insert(orderPayments)
    .values({
      orderId: p.orderId,
      method: p.method,
      source: p.source,
      reference: p.reference,
      amount: p.amount,
      currencyCode: order.currencyCode,
      paidOn: p.paidOn,
      note: p.note ?? null,
      recordedBy: p.recordedBy ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const payment = inserted[0];
  if (!payment) return { recorded: false, order, settled: false, payment: null };
  const [updated] = await tx
    .update(orders)
    .set({ amountPaid: sql`${orders.amountPaid} + ${p.amount}` })
    .where(sql`${orders.id} = ${p.orderId}`)
    .returning();
  const covered = updated!.amountPaid >= updated!.totalWithTax;
  if (covered && updated!.paymentStatus !== 'paid' && updated!.status !== 'cancelled') {
    await settleOrderPayment(tx, p.orderId, 'paid');
    const [settled] = await tx
      .select()
      .from(orders)
      .where(sql`${orders.id} = ${p.orderId}`);
    return { recorded: true, order: settled!, settled: true, payment };
  }
  return { recorded: true, order: updated!, settled: false, payment };
}
