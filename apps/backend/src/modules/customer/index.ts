import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CompanyRegistry } from '../../integrations/company-registry/company-registry.ts';
import { companyLookupRoutes } from './company-lookup/routes.ts';
import { customerRoutes } from './routes.ts';

export { purgeExpiredSessions, requestAccount } from './auth.ts';
export { creditBalance, creditMessages, lockedCreditBalance, recordCreditSpend } from './credits.ts';
export { createAccount, hashPassword, isEmailRegistered, normaliseEmail } from './registration.ts';

/** Customers: log-in and log-out, the customer, loyalty credits, and company lookup by IČO. */
export const customerModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  companyRegistry: CompanyRegistry;
  /** What else happens when a customer logs in (the guest cart of the request joins theirs). */
  onLogIn: (req: FastifyRequest, accountId: number) => Promise<void>;
}> = async (app, { db, secret, companyRegistry, onLogIn }) => {
  await app.register(customerRoutes, { db, secret, onLogIn });
  await app.register(companyLookupRoutes, { registry: companyRegistry });
};
