export { orderRoutes as orderModule } from './routes.ts';
export { createJobHandlers } from './jobs.ts';
export { paymentOrders } from './payment-orders.ts';
export { expireUnpaidOrders, type ExpiryRules } from './expiry.ts';
