import { eq } from 'drizzle-orm';
import type { CurrencyCode, Locale } from '@shop/contract';
import { planOrderTransition, zonedDateTime, type OrderState, type OrderTransitionInput } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { earnDeliveredOrderCredits, returnOrderCredits } from '../customer/index.ts';
import { returnOrderStock } from '../inventory/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { listShippers } from '../shipping/index.ts';
import { orderSituationOf } from './desk-state.ts';
import { documentExchangeRate } from './document-settings.ts';
import { recordOrderPayment } from './payments.ts';
import { openShipmentOnPacking } from './shipment-open.ts';
import { findOrderById, settleOrderPayment, type OrderRow } from './service.ts';
import { orders } from './tables.ts';

/** Whether the customer collects the order at one of the shop's branches (no parcel to track). */
export async function isPersonalPickup(db: Db | Tx, row: OrderRow): Promise<boolean> {
  const { data } = await listShippers(db as Db, row.currencyCode as CurrencyCode, row.locale as Locale, {
    includePersonal: true,
  });
  return data.find((s) => s.id === row.shipperId)?.type === 'PERSONAL';
}

export interface OrderMove {
  before: OrderRow;
  after: OrderRow;
}

/**
 * The operator moves an order on as the order's state machine allows (409 with the rule's code
 * otherwise; a bad tracking number 422): accepted, packed, shipped with its tracking number,
 * delivered (cash on delivery is paid with it), or cancelled before it leaves (its goods go back
 * to the warehouses they came from and its loyalty credits to the customer; a paid order keeps
 * its payment for the refund). The customer's e-mail is queued. The order stays locked until the
 * caller's transaction ends, so two operators never move it twice. Null: no such order.
 */
export async function moveOrderOn(
  tx: Tx,
  orderId: number,
  to: OrderState,
  input: OrderTransitionInput,
  /** Who moves it, as the ledgers name them. */
  by: string,
): Promise<OrderMove | null> {
  const row = await findOrderById(tx, orderId, { forUpdate: true });
  if (!row) return null;
  const plan = planOrderTransition(orderSituationOf(row, await isPersonalPickup(tx, row)), to, input);
  if (!plan.ok) {
    if (plan.code === 'order.transition.trackingNumber') {
      throw new HttpError(422, plan.title, 'trackingNumber', plan.code);
    }
    throw new HttpError(409, plan.title, 'to', plan.code);
  }
  const now = new Date();
  const change: Partial<typeof orders.$inferInsert> =
    to === 'accepted'
      ? { fulfilment: 'accepted', acceptedAt: now }
      : to === 'packed'
        ? { fulfilment: 'packed', packedAt: now }
        : to === 'shipped'
          ? { fulfilment: 'shipped', shippedAt: now, trackingNumber: plan.trackingNumber }
          : to === 'delivered'
            ? { fulfilment: 'delivered', deliveredAt: now, shippedAt: row.shippedAt ?? now }
            : {
                status: 'cancelled',
                cancelledAt: now,
                ...(row.paymentStatus === 'paid' ? {} : { paymentStatus: 'cancelled' as const }),
              };
  await tx.update(orders).set(change).where(eq(orders.id, row.id));
  if (plan.returnsStock) {
    await returnOrderStock(tx, row.id, 'order_cancelled');
    await returnOrderCredits(tx, row.id, `Zrušená objednávka ${row.code}`, by);
  }
  // A registered customer earns the shop's loyalty share of the goods, at the documents' rate.
  if (to === 'delivered') {
    await earnDeliveredOrderCredits(tx, row, await documentExchangeRate(tx, row.currencyCode));
  }
  const due = row.totalWithTax - row.amountPaid;
  if (plan.paysOnDelivery && due <= 0) await settleOrderPayment(tx, row.id, 'paid');
  else if (plan.paysOnDelivery) {
    await recordOrderPayment(tx, {
      orderId: row.id,
      method: 'cod',
      source: 'manual',
      reference: null,
      amount: due,
      paidOn: zonedDateTime(now).date,
      note: 'Dobírka zaplacená při doručení',
      recordedBy: by,
    });
  }
  if (to === 'packed') await openShipmentOnPacking(tx, row);
  if (plan.email) await enqueueJob(tx, 'order-status', { orderId: row.id, status: plan.email });
  const after = await findOrderById(tx, row.id);
  return { before: row, after: after! };
}
