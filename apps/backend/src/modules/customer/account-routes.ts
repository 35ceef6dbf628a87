import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { accountMessages } from '@shop/rules';
import {
  addressBody,
  addressesResponse,
  addressIdParams,
  addressPatchBody,
  addressResponse,
  errorResponse,
  forgotPasswordBody,
  loginResponse,
  messageResponse,
  passwordChangeBody,
  registerBody,
  registerConfirmBody,
  resetPasswordBody,
  userPatchBody,
  userResponse,
} from '@shop/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
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
  const failures = { 400: errorResponse, 401: errorResponse, 422: errorResponse, 429: errorResponse };

  app.post(
    '/api/v1/register',
    {
      preHandler: limitRegistrations,
      schema: {
        tags: ['store'],
        summary:
          'Ask for an account: the e-mail gets a link that creates it (24 hours, single use), or a new-password link when it has one; the same answer either way',
        body: registerBody,
        response: { 200: messageResponse, ...failures },
      },
    },
    async (req) => {
      const pages = registrationPages(storefrontUrl, requestLocale(req), req.body.callbackUrl);
      await requestRegistration(db, req.body, pages);
      return { data: { message: accountMessages.registrationLinkSent } };
    },
  );

  app.post(
    '/api/v1/register/confirm',
    {
      preHandler: limitPasswordAttempts,
      schema: {
        tags: ['store'],
        summary:
          'Create the account of a registration link and log in: the answer is a log-in’s. A guest cart (x-cart-token) joins the new account’s cart, and an order placed with the registration its orders',
        body: registerConfirmBody,
        response: { 200: loginResponse, ...failures },
      },
    },
    async (req) => {
      const { accountId, orderId } = await confirmRegistration(db, req.body.token, req.ip);
      await onRegistered(accountId, orderId);
      const token = await openSession(db, accountId);
      await onLogIn(req, accountId);
      return { data: { access_token: token, token_type: 'Bearer' as const, expires_in: SESSION_SECONDS } };
    },
  );

  app.patch(
    '/api/v1/user',
    {
      schema: {
        tags: ['store'],
        summary: 'Change the logged-in customer’s details (422 with a message per field)',
        body: userPatchBody,
        response: { 200: userResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      return { data: await userData(db, secret, req, await updateProfile(db, account.id, req.body)) };
    },
  );

  app.patch(
    '/api/v1/user/password',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary: 'Change the password (the current one required); every other session ends',
        body: passwordChangeBody,
        response: { 200: messageResponse, ...failures },
      },
    },
    async (req) => {
      const account = await customer(req);
      await changePassword(db, account.id, bearerToken(req), req.body, req.ip);
      return { data: { message: accountMessages.passwordChanged } };
    },
  );

  app.post(
    '/api/v1/forgot-password',
    {
      preHandler: limitResetRequests,
      schema: {
        tags: ['store'],
        summary:
          'Send a link to set a new password (1 hour, single use) when the e-mail has an account; the same answer either way',
        body: forgotPasswordBody,
        response: { 200: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (req) => {
      await requestPasswordReset(db, req.body.email, resetPageUrl(storefrontUrl, req.body.callbackUrl));
      return { data: { message: accountMessages.resetLinkSent } };
    },
  );

  app.post(
    '/api/v1/reset-password',
    {
      preHandler: limitPasswordAttempts,
      schema: {
        tags: ['store'],
        summary: 'Set a new password with the e-mailed link’s token; every session of the account ends',
        body: resetPasswordBody,
        response: { 200: messageResponse, ...failures },
      },
    },
    async (req) => {
      await resetPassword(db, req.body, req.ip);
      return { data: { message: accountMessages.passwordChanged } };
    },
  );

  app.get(
    '/api/v1/user/addresses',
    {
      schema: {
        tags: ['store'],
        summary: 'The customer’s saved addresses',
        response: { 200: addressesResponse, 401: errorResponse },
      },
    },
    async (req) => ({ data: await listAddresses(db, (await customer(req)).id) }),
  );

  app.post(
    '/api/v1/user/addresses',
    {
      schema: {
        tags: ['store'],
        summary: 'Save a billing or delivery address (422 with a message per field)',
        body: addressBody,
        response: { 200: addressResponse, ...failures },
      },
    },
    async (req) => ({ data: await addAddress(db, (await customer(req)).id, req.body, await countryCodes()) }),
  );

  app.patch(
    '/api/v1/user/addresses/:id',
    {
      schema: {
        tags: ['store'],
        summary:
          'Change some fields of a saved address; the rest stay (422 for none or a bad one, 404 when it is not the customer’s)',
        params: addressIdParams,
        body: addressPatchBody,
        response: { 200: addressResponse, 404: errorResponse, ...failures },
      },
    },
    async (req) => ({
      data: await updateAddress(db, (await customer(req)).id, req.params.id, req.body, await countryCodes()),
    }),
  );

  app.delete(
    '/api/v1/user/addresses/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'Delete a saved address (404 when it is not the customer’s)',
        params: addressIdParams,
        response: { 204: z.null().describe('No content'), 401: errorResponse, 404: errorResponse },
      },
    },
    async (req, reply) => {
      await deleteAddress(db, (await customer(req)).id, req.params.id);
      return reply.code(204).send(null);
    },
  );
};
