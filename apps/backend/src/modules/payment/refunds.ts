import { and, asc, eq, ne, sum } from 'drizzle-orm';
import { type CurrencyCode, domainCode, type OrderRefund, type OrderRefundBody } from '@shop/contract';
import { CURRENCIES, formatMoney, toMajor, toMinor, zonedDateTime } from '@shop/rules';
import type { Tx } from '../../db/client.ts';
import { FieldsRefused, HttpError, notFound } from '../../http/errors.ts';
import { actorLabel, audited, type Actor } from '../operator/index.ts';
import { currencyDecimals } from '../settings/index.ts';
import type { PaymentDeps } from './service.ts';
import { gatewayRefunds, paymentTransactions } from './tables.ts';

/** What a card refund asks of orders: its ledger row and credit note, once the gateway gave the money back. */
export interface RefundOrders {
  recordRefund(
    tx: Tx,
    refund: {
      orderId: number;
      refundId: number;
      /** Minor units, positive. */
      amount: number;
      reason: string;
      /** YYYY-MM-DD */
      refundedOn: string;
      recordedBy: string | null;
    },
  ): Promise<{ creditNote: { id: number; number: string } | null }>;
}

export const refundRefusals = {
  notCard: 'Objednávka nebyla zaplacena kartou přes platební bránu, vrátit lze jen takovou platbu.',
  amountPositive: 'Zadejte kladnou částku.',
  amountDecimals: 'Částka může mít nejvýše {decimals} desetinná místa.',
  overPaid: 'Vrátit lze nejvýš {max}.',
  reason: 'Uveďte důvod vrácení.',
  failed: 'Platební brána peníze nevrátila. Zkuste to prosím znovu později.',
} as const;

const formatted = (minor: number, currencyCode: string, decimals: number) => {
  const currency = CURRENCIES[currencyCode as CurrencyCode];
  return currency ? formatMoney(minor, currency) : `${toMajor(minor, decimals)} ${currencyCode}`;
};

/**
 * POST /api/admin/v1/orders/{id}/refunds: gives back all or part of an order's card payment. The
 * amount is checked against what the order's paid gateway payments hold and no refund has taken
 * yet (refunds still asked for count too), with those payments locked, and the refund is recorded
 * as requested; then the gateway is asked outside any transaction; then, in one transaction, the
 * refund is done (the order books it and issues the credit note) or failed (nothing else changes).
 * Each step is in the audit log. A refund the gateway refused answers 502.
 */
export async function refundCardPayment(
  deps: PaymentDeps & { orders: RefundOrders },
  actor: Actor,
  orderId: number,
  body: OrderRefundBody,
): Promise<OrderRefund> {
  const { db, gateway } = deps;
  const requestedBy = actorLabel(actor);
  const reason = body.reason.trim();
  const asked = await audited(
    db,
    actor,
    async (tx) => {
      const order = await deps.orders.findById(tx, orderId);
      if (!order) throw notFound('id');
      // The paid payments are locked, as a settlement locks them: two refunds of them take turns.
      const paid = await tx
        .select()
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.orderId, orderId),
            eq(paymentTransactions.gateway, gateway.name),
            eq(paymentTransactions.status, 'paid'),
          ),
        )
        .orderBy(asc(paymentTransactions.id))
        .for('update');
      if (paid.length === 0) {
        throw new HttpError(409, refundRefusals.notCard, undefined, domainCode('payment', 'notRefundable'));
      }
      const taken = await tx
        .select({
          transactionId: gatewayRefunds.transactionId,
          total: sum(gatewayRefunds.amount).mapWith(Number),
        })
        .from(gatewayRefunds)
        .where(and(eq(gatewayRefunds.orderId, orderId), ne(gatewayRefunds.status, 'failed')))
        .groupBy(gatewayRefunds.transactionId);
      const left = paid
        .map((t) => ({ t, left: t.amount - (taken.find((r) => r.transactionId === t.id)?.total ?? 0) }))
        .sort((a, b) => b.left - a.left);
      const most = left[0]!;

      const decimals = await currencyDecimals(tx, most.t.currencyCode);
      const amount = Number.isFinite(body.amount) ? toMinor(body.amount, decimals) : 0;
      const refused: Record<string, string> = {};
      if (!(body.amount > 0) || amount <= 0) refused.amount = refundRefusals.amountPositive;
      else if (toMajor(amount, decimals) !== body.amount) {
        refused.amount = refundRefusals.amountDecimals.replace('{decimals}', String(decimals));
      } else if (amount > most.left) {
        const max = formatted(Math.max(0, most.left), most.t.currencyCode, decimals);
        refused.amount = refundRefusals.overPaid.replace('{max}', max);
      }
      if (!reason) refused.reason = refundRefusals.reason;
      if (Object.keys(refused).length > 0) throw new FieldsRefused(refused);

      const [refund] = await tx
        .insert(gatewayRefunds)
        .values({ transactionId: most.t.id, orderId, amount, status: 'requested', requestedBy })
        .returning();
      return { order, transaction: most.t, refund: refund!, decimals };
    },
    ({ refund, transaction, decimals }) => ({
      action: 'order.refund',
      objectType: 'order',
      objectId: orderId,
      after: {
        refundId: refund.id,
        amount: toMajor(refund.amount, decimals),
        currencyCode: transaction.currencyCode,
        status: 'requested',
        reason,
      },
    }),
  );
  const { order, transaction, refund, decimals } = asked;

  let error: string | null = null;
  try {
    await gateway.refund({
      gatewayRef: transaction.gatewayRef,
      amount: refund.amount,
      currencyCode: transaction.currencyCode,
      merchantRef: order.code,
    });
  } catch (err) {
    // Whatever went wrong, the refund must not stay asked for: it would hold its amount for good.
    error = err instanceof Error ? err.message : String(err);
    deps.log.error({ err, orderId, refundId: refund.id }, 'payment gateway: a refund failed');
  }

  const done = await audited(
    db,
    actor,
    async (tx) => {
      const [locked] = await tx
        .select()
        .from(gatewayRefunds)
        .where(eq(gatewayRefunds.id, refund.id))
        .for('update');
      if (!locked || locked.status !== 'requested')
        throw new Error(`refund ${refund.id} is no longer asked for`);
      if (error !== null) {
        await tx
          .update(gatewayRefunds)
          .set({ status: 'failed', error: error.slice(0, 1000) })
          .where(eq(gatewayRefunds.id, refund.id));
        return { status: 'failed' as const, creditNote: null };
      }
      await tx.update(gatewayRefunds).set({ status: 'done' }).where(eq(gatewayRefunds.id, refund.id));
      const booked = await deps.orders.recordRefund(tx, {
        orderId,
        refundId: refund.id,
        amount: refund.amount,
        reason,
        refundedOn: zonedDateTime(new Date()).date,
        recordedBy: requestedBy,
      });
      return { status: 'done' as const, creditNote: booked.creditNote };
    },
    (result) => ({
      action: 'order.refund',
      objectType: 'order',
      objectId: orderId,
      before: { refundId: refund.id, status: 'requested' },
      after: {
        refundId: refund.id,
        status: result.status,
        creditNote: result.creditNote?.number ?? null,
        ...(error === null ? {} : { error }),
      },
    }),
  );
  if (done.status === 'failed') {
    throw new HttpError(502, refundRefusals.failed, undefined, domainCode('payment', 'refundFailed'));
  }
  return {
    id: refund.id,
    orderId,
    amount: toMajor(refund.amount, decimals),
    currencyCode: transaction.currencyCode as CurrencyCode,
    status: done.status,
    creditNote: done.creditNote,
  };
}
