import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { issueRefundCreditNote } from './credit-notes.ts';
import { recordOrderPayment } from './payments.ts';
import { orders } from './tables.ts';

/** A refund the card gateway has confirmed. */
export interface GatewayRefundRecord {
  orderId: number;
  /** payment.refunds.id: the ledger's reference of it. */
  refundId: number;
  /** Minor units, positive. */
  amount: number;
  reason: string;
  /** YYYY-MM-DD */
  refundedOn: string;
  /** The actor's label. */
  recordedBy: string | null;
}

/** The ledger's reference of a gateway refund. */
export const refundReference = (refundId: number) => `refund-${refundId}`;

/**
 * The order's side of a card refund, in the transaction that marks it done: a credit note of the
 * refunded part (when one is due), then the money as a negative card row of the ledger.
 */
export async function recordGatewayRefund(
  tx: Tx,
  r: GatewayRefundRecord,
): Promise<{ creditNote: { id: number; number: string } | null }> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, r.orderId)).for('update');
  if (!row) throw new Error(`order ${r.orderId} does not exist`);
  const note = await issueRefundCreditNote(tx, row, {
    amount: r.amount,
    reason: r.reason,
    refundedOn: r.refundedOn,
  });
  await recordOrderPayment(tx, {
    orderId: r.orderId,
    method: 'card',
    source: 'gateway',
    reference: refundReference(r.refundId),
    amount: -r.amount,
    paidOn: r.refundedOn,
    note: r.reason,
    recordedBy: r.recordedBy,
  });
  return { creditNote: note && { id: note.id, number: note.number } };
}
