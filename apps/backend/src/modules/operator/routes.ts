import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOperatorApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { throttle, tooManyAttempts } from '../../http/throttle.ts';
import { listApiKeys } from './api-keys.ts';
import { listOperators } from './accounts.ts';
import { searchAudit } from './audit.ts';
import { actorOf, operatorOf, SESSION_COOKIE } from './guard.ts';
import { logInOperator } from './login.ts';
import { operatorMessages } from './messages.ts';
import {
  changeOwnPassword,
  confirmTotp,
  createOperator,
  createRoleAudited,
  issueApiKey,
  logOutOperator,
  meOf,
  revokeApiKeyAudited,
  startTotpEnrolment,
  updateOperator,
  updateRoleAudited,
} from './management.ts';
import { listRoles } from './roles.ts';
import { OPERATOR_SESSION_HOURS } from './sessions.ts';

const WINDOW_MS = 15 * 60_000;
const emailOf = (req: { body: unknown }) =>
  String((req.body as { email?: unknown })?.email ?? '').toLowerCase();

/**
 * The back office's own endpoints: log-in, the operator's account and second factor, operators,
 * roles, API keys and the audit log. Each names the permission it needs (see guard.ts).
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  db: Db;
  production: boolean;
  secureCookie: boolean;
}> = async (app, { db, production, secureCookie }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // Per operator and address, per address, and per operator from anywhere: a stranger can slow
  // an operator's log-in down for a quarter of an hour, never lock it for good.
  const limitLogins = throttle(
    app,
    [
      {
        name: 'operator-login-email-ip',
        max: 5,
        windowMs: WINDOW_MS,
        key: (req) => `${emailOf(req)}|${req.ip}`,
      },
      { name: 'operator-login-ip', max: 30, windowMs: WINDOW_MS },
      { name: 'operator-login-email', max: 50, windowMs: WINDOW_MS, key: emailOf },
    ],
    (ttl) => tooManyAttempts(ttl, operatorMessages.tooMany),
  );

  app.route({
    ...routeOf(adminOperatorApi.logIn),
    config: { permission: 'public' },
    preHandler: limitLogins,
    handler: async (req, reply) => {
      const { token, expiresAt, operator } = await logInOperator(db, {
        ...req.body,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      });
      void reply.setCookie(SESSION_COOKIE, token, {
        path: '/api/admin',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        maxAge: OPERATOR_SESSION_HOURS * 3600,
      });
      return { data: await meOf(db, operator.id, production, expiresAt) };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.logOut),
    config: { permission: 'self' },
    handler: async (req, reply) => {
      await logOutOperator(db, operatorOf(req));
      void reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.me),
    config: { permission: 'self' },
    handler: async (req) => {
      const me = operatorOf(req);
      return { data: await meOf(db, me.operatorId, production, me.sessionExpiresAt) };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.changePassword),
    config: { permission: 'self' },
    handler: async (req) => {
      await changeOwnPassword(db, operatorOf(req), req.body);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.startTotp),
    config: { permission: 'self' },
    handler: async (req) => ({ data: await startTotpEnrolment(db, operatorOf(req)) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.confirmTotp),
    config: { permission: 'self' },
    handler: async (req) => ({
      data: { recoveryCodes: await confirmTotp(db, operatorOf(req), req.body.code) },
    }),
  });

  app.route({
    ...routeOf(adminOperatorApi.operators),
    config: { permission: 'operators' },
    handler: async () => {
      const data = await listOperators(db);
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.createOperator),
    config: { permission: 'operators' },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await createOperator(db, actorOf(req), req.body) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.updateOperator),
    config: { permission: 'operators' },
    handler: async (req) => ({ data: await updateOperator(db, actorOf(req), req.params.id, req.body) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.roles),
    config: { permission: 'operators' },
    handler: async () => {
      const data = await listRoles(db);
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.createRole),
    config: { permission: 'operators' },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await createRoleAudited(db, actorOf(req), req.body) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.updateRole),
    config: { permission: 'operators' },
    handler: async (req) => ({ data: await updateRoleAudited(db, actorOf(req), req.params.code, req.body) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.apiKeys),
    config: { permission: 'operators' },
    handler: async () => {
      const data = await listApiKeys(db);
      return { data, total: data.length };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.createApiKey),
    config: { permission: 'operators' },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await issueApiKey(db, actorOf(req), req.body) }),
  });

  app.route({
    ...routeOf(adminOperatorApi.revokeApiKey),
    config: { permission: 'operators' },
    handler: async (req) => {
      await revokeApiKeyAudited(db, actorOf(req), req.params.id);
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(adminOperatorApi.audit),
    config: { permission: 'audit' },
    handler: async (req) => searchAudit(db, req.query),
  });
};
