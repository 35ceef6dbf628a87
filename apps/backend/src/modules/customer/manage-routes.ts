import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountApi, errorCodes } from '@shop/contract';
import { accountManageMessages } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(accountApi.sessions),
    handler: async (req) => {
      const account = await requireAccount(db, req);
      return { data: await listSessions(db, account.id, bearerToken(req)!) };
    },
  });

  app.route({
    ...routeOf(accountApi.endOtherSessions),
    preHandler: limitPasswordConfirmations,
    handler: async (req) => {
      const account = await requireAccount(db, req);
      const ended = await endOtherSessionsOf(db, account.id, bearerToken(req)!, req.body.password, req.ip);
      return { data: { ended } };
    },
  });

  app.route({
    ...routeOf(accountApi.secondFactor),
    handler: async (req) => {
      const account = await requireAccount(db, req);
      return { data: await secondFactorOf(db, account.id, account.email) };
    },
  });

  app.route({
    ...routeOf(accountApi.startSecondFactor),
    preHandler: limitPasswordConfirmations,
    handler: async (req, reply) => {
      const account = await requireAccount(db, req);
      await startSecondFactor(db, account.id, req.body.password);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(accountApi.confirmSecondFactor),
    preHandler: limitPasswordConfirmations,
    handler: async (req, reply) => {
      const account = await requireAccount(db, req);
      await confirmSecondFactor(db, account.id, req.body.code, bearerToken(req)!, req.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(accountApi.disableSecondFactor),
    preHandler: limitPasswordConfirmations,
    handler: async (req, reply) => {
      const account = await requireAccount(db, req);
      await disableSecondFactor(db, account.id, req.body.password, req.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(accountApi.export),
    handler: async (req) => {
      const account = await requireAccount(db, req);
      const data = await exportAccount(db, account.id, others);
      if (!data) throw new HttpError(401, loginMessages.loggedOut, undefined, errorCodes.loggedOut);
      return data;
    },
  });

  app.route({
    ...routeOf(accountApi.deleteUser),
    preHandler: limitPasswordConfirmations,
    handler: async (req, reply) => {
      const account = await requireAccount(db, req);
      await deleteAccount(db, account.id, req.body.password, others, req.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(accountApi.operatorLogIn),
    preHandler: limitOperatorLogins,
    handler: async (req) => {
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
  });
};
