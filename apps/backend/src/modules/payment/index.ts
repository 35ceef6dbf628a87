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
export { createPaymentDeps, createPaymentGateway } from './plugin.ts';
export { openPaymentPage, settleOpenPayments, startPayment, type PaymentDeps } from './service.ts';
export { paymentStarts } from './routes.ts';
export { closePaidUpPartials, ordersWithOpenBankMovements } from './bank-movements.ts';
