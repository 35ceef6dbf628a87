import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminList,
  apiKeyCreateBody,
  apiKeyCreated,
  apiKeySummary,
  auditEntry,
  auditQuery,
  errorResponse,
  operatorCreateBody,
  operatorIdParams,
  adminLoginBody,
  operatorMeResponse,
  operatorRole,
  operatorSummary,
  operatorUpdateBody,
  adminPasswordChangeBody,
  recoveryCodesResponse,
  roleBody,
  roleCodeParams,
  totpConfirmBody,
  totpEnrolment,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
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

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
};
const ok = z.object({ ok: z.literal(true) });

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

  app.post(
    '/api/admin/v1/session',
    {
      config: { permission: 'public' },
      preHandler: limitLogins,
      schema: {
        tags: ['admin'],
        summary:
          'Log an operator in: e-mail, password and the code of their authenticator app (or a recovery code)',
        body: adminLoginBody,
        response: { 200: operatorMeResponse, ...errors, 429: errorResponse },
      },
    },
    async (req, reply) => {
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
  );

  app.delete(
    '/api/admin/v1/session',
    {
      config: { permission: 'self' },
      schema: { tags: ['admin'], summary: 'Log out', response: { 200: ok, ...errors } },
    },
    async (req, reply) => {
      await logOutOperator(db, operatorOf(req));
      void reply.clearCookie(SESSION_COOKIE, { path: '/api/admin' });
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/v1/me',
    {
      config: { permission: 'self' },
      schema: {
        tags: ['admin'],
        summary: 'The logged-in operator',
        response: { 200: operatorMeResponse, ...errors },
      },
    },
    async (req) => {
      const me = operatorOf(req);
      return { data: await meOf(db, me.operatorId, production, me.sessionExpiresAt) };
    },
  );

  app.put(
    '/api/admin/v1/me/password',
    {
      config: { permission: 'self' },
      schema: {
        tags: ['admin'],
        summary: "Change one's password: every other session of the operator ends",
        body: adminPasswordChangeBody,
        response: { 200: ok, ...errors },
      },
    },
    async (req) => {
      await changeOwnPassword(db, operatorOf(req), req.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/admin/v1/me/totp',
    {
      config: { permission: 'self' },
      schema: {
        tags: ['admin'],
        summary: 'Start setting up the second factor: a new secret and its QR code for an authenticator app',
        response: { 200: z.object({ data: totpEnrolment }), ...errors },
      },
    },
    async (req) => ({ data: await startTotpEnrolment(db, operatorOf(req)) }),
  );

  app.put(
    '/api/admin/v1/me/totp',
    {
      config: { permission: 'self' },
      schema: {
        tags: ['admin'],
        summary: 'Confirm the second factor with a code from the app; answers the recovery codes, shown once',
        body: totpConfirmBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (req) => ({ data: { recoveryCodes: await confirmTotp(db, operatorOf(req), req.body.code) } }),
  );

  app.get(
    '/api/admin/v1/operators',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'Operators',
        response: { 200: adminList(operatorSummary), ...errors },
      },
    },
    async () => {
      const data = await listOperators(db);
      return { data, total: data.length };
    },
  );

  app.post(
    '/api/admin/v1/operators',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary:
          'A new operator with a first password; they set up their second factor at their first log-in',
        body: operatorCreateBody,
        response: { 201: z.object({ data: operatorSummary }), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createOperator(db, actorOf(req), req.body) }),
  );

  app.put(
    '/api/admin/v1/operators/:id',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary:
          "Change an operator's name or role, block them (their sessions end) or take their second factor away",
        params: operatorIdParams,
        body: operatorUpdateBody,
        response: { 200: z.object({ data: operatorSummary }), ...errors },
      },
    },
    async (req) => ({ data: await updateOperator(db, actorOf(req), req.params.id, req.body) }),
  );

  app.get(
    '/api/admin/v1/roles',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'Roles and their permissions',
        response: { 200: adminList(operatorRole), ...errors },
      },
    },
    async () => {
      const data = await listRoles(db);
      return { data, total: data.length };
    },
  );

  app.post(
    '/api/admin/v1/roles',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'A new role',
        body: roleBody,
        response: { 201: z.object({ data: operatorRole }), ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await createRoleAudited(db, actorOf(req), req.body) }),
  );

  app.put(
    '/api/admin/v1/roles/:code',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: "Change a role's name and permissions (not the owner's)",
        params: roleCodeParams,
        body: roleBody.omit({ code: true }),
        response: { 200: z.object({ data: operatorRole }), ...errors },
      },
    },
    async (req) => ({ data: await updateRoleAudited(db, actorOf(req), req.params.code, req.body) }),
  );

  app.get(
    '/api/admin/v1/api-keys',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'API keys (never the keys themselves)',
        response: { 200: adminList(apiKeySummary), ...errors },
      },
    },
    async () => {
      const data = await listApiKeys(db);
      return { data, total: data.length };
    },
  );

  app.post(
    '/api/admin/v1/api-keys',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'A new API key with the permissions it may use: the key is in this answer only',
        body: apiKeyCreateBody,
        response: { 201: apiKeyCreated, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send({ data: await issueApiKey(db, actorOf(req), req.body) }),
  );

  app.delete(
    '/api/admin/v1/api-keys/:id',
    {
      config: { permission: 'operators' },
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API key: it is refused from now on',
        params: operatorIdParams,
        response: { 200: ok, ...errors },
      },
    },
    async (req) => {
      await revokeApiKeyAudited(db, actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/v1/audit',
    {
      config: { permission: 'audit' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first: search by actor, action, object, address and dates',
        querystring: auditQuery,
        response: { 200: adminList(auditEntry), ...errors },
      },
    },
    async (req) => searchAudit(db, req.query),
  );
};
