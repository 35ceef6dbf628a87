import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serviceCaseAdminRoutes } from './cases/admin-routes.ts';
import type { ServiceCaseOrders } from './cases/orders.ts';
import { serviceCaseRoutes } from './cases/routes.ts';
import { contactFormRoutes } from './contact/routes.ts';

export { createServiceCaseJobHandlers } from './cases/jobs.ts';
export { forgetSupportData, supportDataOf } from './customer-data.ts';
export { openServiceCaseCount } from './cases/desk.ts';
export { purgeExpiredLookupCodes } from './cases/lookup-codes.ts';
export type { ServiceCaseOrder, ServiceCaseOrders, WithdrawalCreditNoteRequest } from './cases/orders.ts';
export { SERVICE_CASE_LIMITS } from './cases/routes.ts';
export { createContactJobHandlers } from './contact/jobs.ts';
export { CONTACT_MESSAGES } from './contact/routes.ts';

export interface SupportModuleOptions {
  db: Db;
  config: Config;
  /** The orders that cases are about: the orders module sits above this one, so the app hands them over. */
  orders: ServiceCaseOrders;
  /** The shop's secret: the key of the look-up codes' hashes is derived from it. */
  secret: string;
}

/**
 * Customer service: the contact form, complaints and withdrawals from purchase, and the service
 * desk that answers and settles them. Each feature registers its routes here; messages go out
 * through the mail transport.
 */
export const supportModule: FastifyPluginAsync<SupportModuleOptions> = async (
  app,
  { db, orders, secret },
) => {
  await app.register(serviceCaseRoutes, { db, orders, secret });
  await app.register(serviceCaseAdminRoutes, { db, orders });
  await app.register(contactFormRoutes, { db });
};
