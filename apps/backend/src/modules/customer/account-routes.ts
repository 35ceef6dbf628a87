import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@shop/rules';
import { accountApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { throttle } from '../../http/throttle.ts';
import { listCountries } from '../settings/index.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.ts';
import { bearerToken, openSession, requestAccount, SESSION_SECONDS, type Account } from './auth.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.ts';
import { updateProfile } from './profile.ts';
import { userData } from './user-view.ts';
import {
  confirmRegistration,
  normaliseEmail,
  REGISTRATIONS,
  REGISTRATIONS_PER_EMAIL,
  requestRegistration,
} from './registration.ts';
import { ownPage, registrationPages } from './storefront-pages.ts';
import { requestLocale } from '../../http/locale.ts';
import { requireAccount } from './session-guard.ts';

/** Reset-link requests: per e-mail (a mailbox is not flooded) and per address. */
export const RESET_REQUESTS = { perEmail: 3, perAddress: 20, windowMs: 60 * 60 * 1000 } as const;
/** Attempts to use a reset link or to change a password, per address. */
export const PASSWORD_ATTEMPTS = { max: 20, windowMs: 15 * 60 * 1000 } as const;
/**
 * Confirmations of the current password (changing it, deleting the account) per account, from
 * any address: a stolen session cannot guess the password from many addresses either.
 */
export const PASSWORD_CONFIRMATIONS = { max: 10, windowMs: 15 * 60 * 1000 } as const;

/** The throttle key of a logged-in customer's account (a guest's address: the call refuses them anyway). */
export const accountKey =
  (db: Db) =>
  async (req: FastifyRequest): Promise<string> => {
    const account = await requestAccount(db, req);
    return account ? `account:${account.id}` : `address:${req.ip}`;
  };

const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normaliseEmail(email) : '';
};

/** The reset page a link leads to: the caller's, when it is on the shop's own storefront. */
export function resetPageUrl(storefrontUrl: string, callbackUrl: string | undefined): string {
  return ownPage(storefrontUrl, callbackUrl, `${new URL(storefrontUrl).origin}/resetovat-heslo`);
}

/**
 * The customer's account: registration, personal details, password change and reset, saved
 * addresses. Every call of a customer's own data answers 401 without a live session and 404 for
 * another customer's record.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  storefrontUrl: string;
  /** What else happens when a customer logs in (the guest cart of the request joins theirs). */
  onLogIn: (req: FastifyRequest, accountId: number) => Promise<void>;
  /** What else happens when a registration is confirmed (the order placed with it joins the account). */
  onRegistered: (accountId: number, orderId: number | null) => Promise<void>;
}> = async (app, { db, secret, storefrontUrl, onLogIn, onRegistered }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limitRegistrations = throttle(app, [
    { name: 'registration', ...REGISTRATIONS },
    { name: 'registration-email', ...REGISTRATIONS_PER_EMAIL, key: emailOf },
  ]);
  const limitResetRequests = throttle(app, [
    { name: 'reset-request-ip', max: RESET_REQUESTS.perAddress, windowMs: RESET_REQUESTS.windowMs },
    { name: 'reset-request', max: RESET_REQUESTS.perEmail, windowMs: RESET_REQUESTS.windowMs, key: emailOf },
  ]);
  const limitPasswordAttempts = throttle(app, [{ name: 'password', ...PASSWORD_ATTEMPTS }]);
  const limitPasswordConfirmations = throttle(app, [
    { name: 'password', ...PASSWORD_ATTEMPTS },
    { name: 'password-account', ...PASSWORD_CONFIRMATIONS, key: accountKey(db) },
  ]);

  const customer = (req: FastifyRequest): Promise<Account> => requireAccount(db, req);
  const countryCodes = async () => new Set((await listCountries(db, 'cs')).map((c) => c.alpha3));
  app.route({
    ...routeOf(accountApi.register),
    preHandler: limitRegistrations,
    handler: async (req) => {
      const pages = registrationPages(storefrontUrl, requestLocale(req), req.body.callbackUrl);
      await requestRegistration(db, req.body, pages);
      return { data: { message: accountMessages.registrationLinkSent } };
    },
  });

  app.route({
    ...routeOf(accountApi.confirmRegistration),
    preHandler: limitPasswordAttempts,
    handler: async (req) => {
      const { accountId, orderId } = await confirmRegistration(db, req.body.token, req.ip);
      await onRegistered(accountId, orderId);
      const token = await openSession(db, accountId);
      await onLogIn(req, accountId);
      return { data: { access_token: token, token_type: 'Bearer' as const, expires_in: SESSION_SECONDS } };
    },
  });

  app.route({
    ...routeOf(accountApi.updateUser),
    handler: async (req) => {
      const account = await customer(req);
      return { data: await userData(db, secret, req, await updateProfile(db, account.id, req.body)) };
    },
  });

  app.route({
    ...routeOf(accountApi.changePassword),
    preHandler: limitPasswordConfirmations,
    handler: async (req) => {
      const account = await customer(req);
      await changePassword(db, account.id, bearerToken(req), req.body, req.ip);
      return { data: { message: accountMessages.passwordChanged } };
    },
  });

  app.route({
    ...routeOf(accountApi.forgotPassword),
    preHandler: limitResetRequests,
    handler: async (req) => {
      await requestPasswordReset(db, req.body.email, resetPageUrl(storefrontUrl, req.body.callbackUrl));
      return { data: { message: accountMessages.resetLinkSent } };
    },
  });

  app.route({
    ...routeOf(accountApi.resetPassword),
    preHandler: limitPasswordAttempts,
    handler: async (req) => {
      await resetPassword(db, req.body, req.ip);
      return { data: { message: accountMessages.passwordChanged } };
    },
  });

  app.route({
    ...routeOf(accountApi.addresses),
    handler: async (req) => ({ data: await listAddresses(db, (await customer(req)).id) }),
  });

  app.route({
    ...routeOf(accountApi.addAddress),
    handler: async (req) => ({
      data: await addAddress(db, (await customer(req)).id, req.body, await countryCodes()),
    }),
  });

  app.route({
    ...routeOf(accountApi.updateAddress),
    handler: async (req) => ({
      data: await updateAddress(db, (await customer(req)).id, req.params.id, req.body, await countryCodes()),
    }),
  });

  app.route({
    ...routeOf(accountApi.deleteAddress),
    handler: async (req, reply) => {
      await deleteAddress(db, (await customer(req)).id, req.params.id);
      return reply.code(204).send(null);
    },
  });
};
