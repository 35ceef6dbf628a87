import type { CurrencyCode, OrderPayment, OrderPaymentState } from '@shop/contract';
import { toMajor } from '@shop/rules';
import type { Db, Tx } from '../../db/client.ts';
import { currencyDecimals } from '../settings/index.ts';
import type { OrderRow } from './service.ts';
import type { orderPayments } from './tables.ts';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/**
 * What an order still owes, minor units; never below zero. A paid order owes nothing: money given
 * back later (a refund, a withdrawal) lowers what was paid, not what is due.
 */
export const amountDueOf = (row: Pick<OrderRow, 'totalWithTax' | 'amountPaid' | 'paymentStatus'>) =>
  row.paymentStatus === 'paid' ? 0 : Math.max(0, row.totalWithTax - row.amountPaid);

/** Where an order stands with its money, as the back office shows it (major units). */
export async function orderPaymentState(db: Db | Tx, row: OrderRow): Promise<OrderPaymentState> {
  const decimals = await currencyDecimals(db, row.currencyCode);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    paymentStatus: row.paymentStatus,
    currencyCode: row.currencyCode as CurrencyCode,
    totalWithTax: toMajor(row.totalWithTax, decimals),
    amountPaid: toMajor(row.amountPaid, decimals),
    amountDue: toMajor(amountDueOf(row), decimals),
  };
}

/** A row of an order's ledger as the back office shows it (major units). */
export async function orderPaymentView(db: Db | Tx, row: OrderPaymentRow): Promise<OrderPayment> {
  const decimals = await currencyDecimals(db, row.currencyCode);
  return {
    id: row.id,
    orderId: row.orderId,
    method: row.method,
    source: row.source,
    reference: row.reference,
    amount: toMajor(row.amount, decimals),
    currencyCode: row.currencyCode,
    paidOn: row.paidOn,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
