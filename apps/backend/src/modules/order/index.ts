import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderAdminRoutes } from './admin-routes.ts';
import { orderRoutes } from './routes.ts';
import { userOrderRoutes } from './user-routes.ts';

export { createJobHandlers } from './jobs.ts';
export { paymentOrders } from './payment-orders.ts';
export { expireUnpaidOrders, type ExpiryRules } from './expiry.ts';

/**
 * Orders: placing them and reading them by token or code, the customer's own orders and their
 * exports, and, with ADMIN_TOKEN, the operator moving an order on.
 */
export const orderModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  /** Where the pictures are, for an order's picture export. */
  dataDir: string;
  adminToken: string | undefined;
}> = async (app, { db, secret, dataDir, adminToken }) => {
  await app.register(orderRoutes, { db, secret });
  await app.register(userOrderRoutes, { db, dataDir });
  if (adminToken) await app.register(orderAdminRoutes, { db, adminToken });
};
