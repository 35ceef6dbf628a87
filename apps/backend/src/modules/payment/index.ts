export { paymentModule } from './plugin.ts';
export {
  invalidatePaymentMethods,
  listPayments,
  paymentCodes,
  paymentIdsByCode,
  paymentKinds,
} from './methods.ts';
export type {
  AwaitingTransfer,
  IncomingPayment,
  PaymentOrders,
  PayableOrder,
  RecordedIncomingPayment,
} from './service.ts';
export { createPaymentGateway } from './plugin.ts';
export { settleOpenPayments, type PaymentDeps } from './service.ts';
export { closePaidUpPartials, ordersWithOpenBankMovements } from './bank-movements.ts';
