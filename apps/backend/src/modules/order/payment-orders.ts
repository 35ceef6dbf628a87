import type { PaymentOrders } from '../payment/index.ts';
import { awaitingTransfersBySymbols } from './awaiting-transfers.ts';
import { orderPaymentState } from './payment-state.ts';
import { recordOrderPayment } from './payments.ts';
import { recordGatewayRefund } from './refunds.ts';
import {
  changeOrderPayment,
  findOrderById,
  findOrderByToken,
  orderView,
  settleOrderPayment,
  type OrderRow,
} from './service.ts';

/**
 * The orders as payments see them: found, switched to another method, settled, shown, paid into
 * and found by the variable symbol of a transfer. The rows payments hand back are the ones found
 * here, whole order rows.
 */
export const paymentOrders: PaymentOrders = {
  findByToken: findOrderByToken,
  findById: findOrderById,
  changePayment: (tx, row, paymentId, locale) => changeOrderPayment(tx, row as OrderRow, paymentId, locale),
  settle: settleOrderPayment,
  view: (db, row, locale) => orderView(db, row as OrderRow, locale),
  async recordPayment(tx, payment) {
    const { recorded, settled, order } = await recordOrderPayment(tx, payment);
    return { recorded, settled, order, state: await orderPaymentState(tx, order) };
  },
  awaitingByVariableSymbols: awaitingTransfersBySymbols,
  recordRefund: recordGatewayRefund,
};
