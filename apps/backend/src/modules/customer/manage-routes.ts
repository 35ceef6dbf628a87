import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeleteBody,
  accountExport,
  endSessionsBody,
  endSessionsResponse,
  errorCodes,
  errorResponse,
  userSessionsResponse,
  loginResponse,
  operatorLoginBody,
  secondFactorConfirmBody,
  secondFactorPasswordBody,
  secondFactorResponse,
} from '@shop/contract';
import { accountManageMessages } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { throttle } from '../../http/throttle.ts';
import { deleteAccount, exportAccount, type AccountDataOfOthers } from './account-data.ts';
import { accountKey, PASSWORD_ATTEMPTS, PASSWORD_CONFIRMATIONS } from './account-routes.ts';
import { bearerToken, SESSION_SECONDS } from './auth.ts';
import { endOtherSessionsOf, listSessions } from './session-list.ts';
import {
  confirmSecondFactor,
  disableSecondFactor,
  secondFactorOf,
  startSecondFactor,
} from './second-factor.ts';
import { redeemOperatorLogin } from './operator-login.ts';
import { loginMessages } from './routes.ts';
import { requireAccount } from './session-guard.ts';

/** Operator log-in links redeemed from one address (a link is guessed by nobody, but tries are counted). */
export const OPERATOR_LOGIN_ATTEMPTS = { max: 30, windowMs: 15 * 60 * 1000 } as const;

/**
 * The account's management: the customer's data export and deleting the account, and the session
 * an operator's log-in link opens. Never cached.
 */
export const accountManageRoutes: FastifyPluginAsyncZod<{ db: Db; others: AccountDataOfOthers }> = async (
  app,
  { db, others },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const limitPasswordConfirmations = throttle(app, [
    { name: 'password', ...PASSWORD_ATTEMPTS },
    { name: 'password-account', ...PASSWORD_CONFIRMATIONS, key: accountKey(db) },
  ]);
  const limitOperatorLogins = throttle(app, [{ name: 'operator-login', ...OPERATOR_LOGIN_ATTEMPTS }]);

  app.get(
    '/api/v1/user/sessions',
    {
      schema: {
        tags: ['store'],
        summary: "The logged-in customer's live sessions (where they are logged in), this one first",
        response: { 200: userSessionsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => {
      const account = await requireAccount(db, req);
      return { data: await listSessions(db, account.id, bearerToken(req)!) };
    },
  );

  app.delete(
    '/api/v1/user/sessions',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary:
          'Log out everywhere else, with the password again: every session of the customer but this one ends',
        body: endSessionsBody,
        response: {
          200: endSessionsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => {
      const account = await requireAccount(db, req);
      const ended = await endOtherSessionsOf(db, account.id, bearerToken(req)!, req.body.password, req.ip);
      return { data: { ended } };
    },
  );

  const securityFailures = {
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
    409: errorResponse,
    422: errorResponse,
    429: errorResponse,
  };

  app.get(
    '/api/v1/user/second-factor',
    {
      schema: {
        tags: ['store'],
        summary:
          "The customer's authenticator-app second factor: on or off, recovery codes left, or a set-up under way with its secret, QR code and recovery codes",
        response: { 200: secondFactorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => {
      const account = await requireAccount(db, req);
      return { data: await secondFactorOf(db, account.id, account.email) };
    },
  );

  app.post(
    '/api/v1/user/second-factor',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary:
          'Start setting up a second factor, with the password again: a new secret and recovery codes (GET shows them) until a code confirms it',
        body: secondFactorPasswordBody,
        response: { 204: z.null().describe('No content'), ...securityFailures },
      },
    },
    async (req, reply) => {
      const account = await requireAccount(db, req);
      await startSecondFactor(db, account.id, req.body.password);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/v1/user/second-factor',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary:
          'Confirm the set-up with a code of the app: every log-in asks for a code from now on, and every other session ends',
        body: secondFactorConfirmBody,
        response: { 204: z.null().describe('No content'), ...securityFailures },
      },
    },
    async (req, reply) => {
      const account = await requireAccount(db, req);
      await confirmSecondFactor(db, account.id, req.body.code, bearerToken(req)!, req.ip);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/v1/user/second-factor',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary: 'Turn the second factor off, with the password again',
        body: secondFactorPasswordBody,
        response: { 204: z.null().describe('No content'), ...securityFailures },
      },
    },
    async (req, reply) => {
      const account = await requireAccount(db, req);
      await disableSecondFactor(db, account.id, req.body.password, req.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/user/export',
    {
      schema: {
        tags: ['store'],
        summary:
          'Everything the shop holds about the logged-in customer: details, addresses, credits, shopping lists, orders with items, reviews',
        response: { 200: accountExport, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => {
      const account = await requireAccount(db, req);
      const data = await exportAccount(db, account.id, others);
      if (!data) throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
      return data;
    },
  );

  app.delete(
    '/api/v1/user',
    {
      preHandler: limitPasswordConfirmations,
      schema: {
        tags: ['store'],
        summary:
          'Delete the account (its password confirms it): orders stay without personal data, reviews without the account',
        body: accountDeleteBody,
        response: {
          204: z.null().describe('No content'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const account = await requireAccount(db, req);
      await deleteAccount(db, account.id, req.body.password, others, req.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/oauth/operator-login',
    {
      preHandler: limitOperatorLogins,
      schema: {
        tags: ['store'],
        summary:
          'Exchange an operator’s log-in link (single use, a few minutes) for a session of its customer, marked as the operator’s and shown to the customer among the times the shop acted for them: the answer is a log-in’s',
        body: operatorLoginBody,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req) => {
      const result = await redeemOperatorLogin(db, req.body.token);
      if (!result.ok) {
        throw result.reason === 'restricted'
          ? new HttpError(403, loginMessages.restricted, undefined, errorCodes.loginRestricted)
          : result.reason === 'blocked'
            ? new HttpError(403, loginMessages.blocked, undefined, errorCodes.loginBlocked)
            : new HttpError(
                401,
                accountManageMessages.operatorLoginFailed,
                'token',
                errorCodes.operatorLinkInvalid,
              );
      }
      return {
        data: { access_token: result.token, token_type: 'Bearer' as const, expires_in: SESSION_SECONDS },
      };
    },
  );
};
