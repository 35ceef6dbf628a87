export { paymentModule } from './plugin.ts';
export { invalidatePaymentMethods, listPayments, paymentIdsByCode, paymentKinds } from './methods.ts';
export type { PaymentOrders, PayableOrder } from './service.ts';
export { createPaymentGateway } from './plugin.ts';
export { settleOpenPayments, type PaymentDeps } from './service.ts';
