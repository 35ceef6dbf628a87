import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serviceCaseRoutes } from './cases/routes.ts';
import { contactFormRoutes } from './contact/routes.ts';

export { createServiceCaseJobHandlers } from './cases/jobs.ts';
export { SERVICE_CASE_LIMITS } from './cases/routes.ts';
export { createContactJobHandlers } from './contact/jobs.ts';
export { CONTACT_MESSAGES } from './contact/routes.ts';

export interface SupportModuleOptions {
  db: Db;
  config: Config;
}

/**
 * Customer service: the contact form, complaints and withdrawals from purchase. Each feature
 * registers its routes here; messages go to the shop through the mail transport.
 */
export const supportModule: FastifyPluginAsync<SupportModuleOptions> = async (app, { db }) => {
  await app.register(serviceCaseRoutes, { db });
  await app.register(contactFormRoutes, { db });
};
