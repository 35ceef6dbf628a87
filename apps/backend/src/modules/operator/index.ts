import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { operatorRoutes } from './routes.ts';

export { actorLabel, type Actor } from './actor.ts';
export { audited, auditTrailOf, recordAudit, type AuditChange } from './audit.ts';
export { actorOf, installAdminGuard, type RoutePermission } from './guard.ts';
export { createApiKey } from './api-keys.ts';
export { insertOperator, findOperatorByEmail } from './accounts.ts';
export { findRole } from './roles.ts';
export { purgeOperatorSessions } from './sessions.ts';

/** The cookie parser the back office's session needs; registered on the root app by app.ts. */
export { cookie as operatorCookies };

/**
 * Operators: accounts, roles, sessions with a second factor, API keys and the audit log. The
 * guard that every /api/admin route passes is installed on the root app (installAdminGuard), so
 * that it covers the routes of every module; this plugin serves the back office's own endpoints.
 */
export const operatorModule: FastifyPluginAsync<{
  db: Db;
  production: boolean;
  secureCookie: boolean;
}> = async (app, options) => {
  await app.register(operatorRoutes, options);
};
