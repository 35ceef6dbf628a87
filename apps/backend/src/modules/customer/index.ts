import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AddressChecker } from '../../integrations/address-check/address-checker.ts';
import type { CompanyRegistry } from '../../integrations/company-registry/company-registry.ts';
import { addressCheckRoutes } from './address-check/routes.ts';
import { companyLookupRoutes } from './company-lookup/routes.ts';
import { accountRoutes } from './account-routes.ts';
import type { AccountDataOfOthers } from './account-data.ts';
import { customerAdminRoutes } from './admin-routes.ts';
import { accountManageRoutes } from './manage-routes.ts';
import { customerRoutes } from './routes.ts';
import { shoppingListRoutes } from './shopping-lists/routes.ts';

export { purgeExpiredSessions, requestAccount } from './auth.ts';
export { purgeOldSecurityEvents } from './security-events.ts';
export { purgeExpiredLinks } from './expired-links.ts';
export {
  creditBalance,
  creditMessages,
  earnDeliveredOrderCredits,
  lockedCreditBalance,
  recordCreditSpend,
  returnOrderCredits,
} from './credits.ts';
export {
  hashPassword,
  isEmailRegistered,
  normaliseEmail,
  queueRegistration,
  REGISTRATIONS,
  REGISTRATIONS_PER_EMAIL,
} from './registration.ts';
export { registrationPages } from './storefront-pages.ts';
export type { RegistrationPages } from './registration.ts';
export { createCustomerJobHandlers } from './jobs.ts';
export { guessablePassword } from '../../auth/password-strength.ts';
export { customerGroupCodes } from './group-codes.ts';
export { connectCompanyRegistry } from './company-lookup/registry-connection.ts';
export { connectAddressChecker } from './address-check/checker-connection.ts';
export type { AccountDataOfOthers } from './account-data.ts';
export { requireAccount } from './session-guard.ts';
export { purgeLoginChallenges } from './second-factor.ts';

/**
 * Customers: log-in and log-out, registration, the customer's details, password change and reset,
 * saved addresses, loyalty credits, shopping lists and the wish list, company lookup by IČO, and the
 * address check while typing.
 */
export const customerModule: FastifyPluginAsync<{
  db: Db;
  secret: string;
  /** The storefront's public address: password-reset links lead there. */
  storefrontUrl: string;
  companyRegistry: CompanyRegistry;
  /** The address forms' town and postcode suggestions and notices. */
  addressChecker: AddressChecker;
  /** What else happens when a customer logs in (the guest cart of the request joins theirs). */
  onLogIn: (req: FastifyRequest, accountId: number) => Promise<void>;
  /** What else happens when a registration is confirmed (the order placed with it joins the account). */
  onRegistered: (accountId: number, orderId: number | null) => Promise<void>;
  /** The account's data other modules keep: exported with it, forgotten when it is deleted. */
  accountData: AccountDataOfOthers;
}> = async (
  app,
  { db, secret, storefrontUrl, companyRegistry, addressChecker, onLogIn, onRegistered, accountData },
) => {
  await app.register(customerRoutes, { db, secret, onLogIn });
  await app.register(accountRoutes, { db, secret, storefrontUrl, onLogIn, onRegistered });
  await app.register(companyLookupRoutes, { registry: companyRegistry });
  await app.register(addressCheckRoutes, { checker: addressChecker });
  await app.register(accountManageRoutes, { db, others: accountData });
  await app.register(customerAdminRoutes, { db, storefrontUrl });
  await app.register(shoppingListRoutes, { db });
};
