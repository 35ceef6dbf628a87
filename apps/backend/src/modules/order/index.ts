import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderAdminRoutes } from './admin-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { documentAdminRoutes } from './document-admin-routes.ts';
import { userDocumentRoutes } from './document-routes.ts';
import { orderPaymentAdminRoutes } from './payment-admin-routes.ts';
import type { Revalidator } from '../publishing/index.ts';
import type { PaymentDeps } from '../payment/index.ts';
import { productReviewRoutes } from './review-routes.ts';
import { shipmentAdminRoutes } from './shipment-admin-routes.ts';
import type { ParcelCarrier } from '../../integrations/packeta/packeta-api-protocol.ts';
import { orderRoutes } from './routes.ts';
import { userOrderRoutes } from './user-routes.ts';

export { createJobHandlers } from './jobs.ts';
export { createShipmentJobHandlers } from './shipment-jobs.ts';
export { trackShipments, type TrackingRun } from './shipments.ts';
export { paymentOrders } from './payment-orders.ts';
export { expireUnpaidOrders, type ExpiryRules } from './expiry.ts';
export { remindUnpaidTransfers, type ReminderRules } from './reminders.ts';
export { anonymiseCustomerOrders, claimRegisteredOrder, customerOrdersExport } from './customer-data.ts';
export {
  findCustomerServiceOrder,
  findServiceOrder,
  findServiceOrderByToken,
  type ServiceOrderRow,
} from './service-lookup.ts';
export { bestsellingProducts, productsBoughtTogether } from './sales.ts';
export { issueWithdrawalCreditNote, type WithdrawalCreditNoteInput } from './credit-notes.ts';

/**
 * Orders: placing them and reading them by token or code, the customer's own orders and their
 * exports, reviews of products bought and shipped, and the operator moving an
 * order on.
 */
export const orderModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  /** Where the pictures are, for an order's picture export. */
  dataDir: string;
  /** Tells the storefront which cached pages a customer's review changed. */
  revalidator: Revalidator;
  /** The storefront's public address: a registration's mail links lead there. */
  storefrontUrl: string;
  /** Packeta's API (or its double) for the shipments' labels and tracking; null: not configured. */
  parcels?: ParcelCarrier | null;
  /** The payment gateway and its orders: placing a card order starts its payment. */
  payments: PaymentDeps;
}> = async (app, { db, secret, dataDir, revalidator, storefrontUrl, parcels, payments }) => {
  await app.register(orderRoutes, { db, secret, storefrontUrl, payments });
  await app.register(productReviewRoutes, { db, revalidator });
  await app.register(userOrderRoutes, { db, dataDir });
  await app.register(orderAdminRoutes, { db });
  await app.register(shipmentAdminRoutes, { db, carrier: parcels ?? null });
  await app.register(dashboardRoutes, { db });
  await app.register(orderPaymentAdminRoutes, { db });
  await app.register(documentAdminRoutes, { db });
  await app.register(userDocumentRoutes, { db });
};
