import type { PaymentOrders } from '../payment/index.ts';
import {
  changeOrderPayment,
  findOrderById,
  findOrderByToken,
  orderView,
  settleOrderPayment,
  type OrderRow,
} from './service.ts';

/**
 * The orders as payments see them: found, switched to another method, settled, shown. The rows
 * payments hand back are the ones found here, whole order rows.
 */
export const paymentOrders: PaymentOrders = {
  findByToken: findOrderByToken,
  findById: findOrderById,
  changePayment: (tx, row, paymentId, locale) => changeOrderPayment(tx, row as OrderRow, paymentId, locale),
  settle: settleOrderPayment,
  view: (db, row, locale) => orderView(db, row as OrderRow, locale),
};
