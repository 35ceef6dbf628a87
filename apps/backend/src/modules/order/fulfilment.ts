import { eq } from 'drizzle-orm';
import type { OrderStatusBody } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { returnOrderStock } from '../inventory/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { findOrderById, type OrderRow } from './service.ts';
import { orders } from './tables.ts';

/** Why an order cannot move on as asked (409). */
export const fulfilmentRefusals = {
  cancelled: 'Zrušenou objednávku už nelze změnit.',
  shipped: 'Objednávka už byla odeslána.',
  delivered: 'Objednávka už byla doručena.',
  cancelShipped: 'Odeslanou objednávku už nelze zrušit.',
} as const;

/**
 * The operator moves an order on: shipped, delivered (cash on delivery is paid with it), or
 * cancelled before it was shipped (its goods go back to the warehouses they came from; a paid
 * order keeps its payment for the refund). The customer is told by e-mail. The order is locked
 * for the change, so two operators never move it twice.
 */
export async function moveOrderOn(db: Db, orderId: number, to: OrderStatusBody['status']): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const row = await findOrderById(tx, orderId, { forUpdate: true });
    if (!row) throw notFound('id');
    const refuse = (title: string) => new HttpError(409, title, 'status');
    if (row.status === 'cancelled') throw refuse(fulfilmentRefusals.cancelled);
    if (row.fulfilment === 'delivered') throw refuse(fulfilmentRefusals.delivered);
    const now = new Date();
    let change: Partial<typeof orders.$inferInsert>;
    if (to === 'shipped') {
      if (row.fulfilment === 'shipped') throw refuse(fulfilmentRefusals.shipped);
      change = { fulfilment: 'shipped', shippedAt: now };
    } else if (to === 'delivered') {
      const cashOnDelivery = row.paymentKind === 'cod' && row.paymentStatus !== 'paid';
      change = {
        fulfilment: 'delivered',
        deliveredAt: now,
        shippedAt: row.shippedAt ?? now,
        ...(cashOnDelivery ? { status: 'paid', paymentStatus: 'paid', paidAt: now } : {}),
      };
    } else {
      if (row.fulfilment === 'shipped') throw refuse(fulfilmentRefusals.cancelShipped);
      change = {
        status: 'cancelled',
        cancelledAt: now,
        ...(row.paymentStatus === 'paid' ? {} : { paymentStatus: 'cancelled' }),
      };
      await returnOrderStock(tx, row.id, 'order_cancelled');
    }
    const [moved] = await tx.update(orders).set(change).where(eq(orders.id, row.id)).returning();
    await enqueueJob(tx, 'order-status', { orderId: row.id, status: to });
    return moved!;
  });
}
