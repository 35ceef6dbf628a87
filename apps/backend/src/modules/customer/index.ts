import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CompanyRegistry } from '../../integrations/company-registry/company-registry.ts';
import { companyLookupRoutes } from './company-lookup/routes.ts';
import { accountRoutes } from './account-routes.ts';
import { customerRoutes } from './routes.ts';

export { purgeExpiredSessions, requestAccount } from './auth.ts';
export { creditBalance, creditMessages, lockedCreditBalance, recordCreditSpend } from './credits.ts';
export {
  createAccount,
  hashPassword,
  isEmailRegistered,
  normaliseEmail,
  REGISTRATIONS,
} from './registration.ts';
export { createCustomerJobHandlers } from './jobs.ts';

/**
 * Customers: log-in and log-out, registration, the customer's details, password change and reset,
 * saved addresses, loyalty credits, and company lookup by IČO.
 */
export const customerModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  /** The storefront's public address: password-reset links lead there. */
  storefrontUrl: string;
  companyRegistry: CompanyRegistry;
  /** What else happens when a customer logs in (the guest cart of the request joins theirs). */
  onLogIn: (req: FastifyRequest, accountId: number) => Promise<void>;
}> = async (app, { db, secret, storefrontUrl, companyRegistry, onLogIn }) => {
  await app.register(customerRoutes, { db, secret, onLogIn });
  await app.register(accountRoutes, { db, secret, storefrontUrl, onLogIn });
  await app.register(companyLookupRoutes, { registry: companyRegistry });
};
