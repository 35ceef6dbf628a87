import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorCodes, type AdminPermission } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Actor } from './actor.ts';
import { apiKeyOf } from './api-keys.ts';
import { operatorMessages } from './messages.ts';
import { permissionsOf } from './roles.ts';
import { sessionOfToken, sha256 } from './sessions.ts';
import { findRole } from './roles.ts';

/**
 * What an /api/admin route needs: a permission; `self` (any logged-in operator, for their own
 * account, also before they have set up their second factor); or `public` (the log-in itself).
 */
export type RoutePermission = AdminPermission | 'self' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Who makes an /api/admin request, once the guard let it through. */
    actor?: Actor;
  }
}

/** The back office's session cookie: sent only to the admin API, never readable by scripts. */
export const SESSION_COOKIE = 'shop_operator';
export const ADMIN_PREFIX = '/api/admin/';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface GuardOptions {
  db: Db;
  /** Production wants the second factor of every operator before anything else. */
  totpRequired: boolean;
  /** Origins the back office is served from (the backend's public address). */
  origins: string[];
}

/**
 * Every /api/admin route must say what it needs (the app refuses to start otherwise), and every
 * request to one is checked here before its body is read: who it is (an API key in the
 * Authorization header, or the session cookie), that a cookie's request came from the back office
 * itself (Origin), and that the actor holds the permission.
 */
export function installAdminGuard(app: FastifyInstance, options: GuardOptions): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`${route.method} ${route.url} does not declare the permission it needs`);
    // The API document says what each operation needs, and a test walks it.
    route.schema = {
      ...route.schema,
      ...(permission === 'public' ? {} : { security: [{ operatorSession: [] }, { apiKey: [] }] }),
      // An OpenAPI extension: Fastify's schema type does not know it.
      ...({ 'x-permission': permission } as object),
    };
  });
  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (!url?.startsWith(ADMIN_PREFIX)) return;
    const needs = req.routeOptions.config.permission;
    if (needs === 'public') return;
    const found = await authenticate(req, options);
    if (!found)
      throw new HttpError(401, operatorMessages.unauthenticated, undefined, errorCodes.adminUnauthenticated);
    const { actor, viaCookie, totpMissing } = found;
    if (viaCookie && unsafe.has(req.method) && !sameOrigin(req, options.origins)) {
      throw new HttpError(403, operatorMessages.origin, undefined, errorCodes.adminOrigin);
    }
    req.actor = actor;
    if (needs === 'self') {
      if (actor.type !== 'operator') throw forbidden();
      return;
    }
    if (totpMissing) {
      throw new HttpError(403, operatorMessages.totpRequired, undefined, errorCodes.adminTotpRequired);
    }
    if (!needs || !actor.permissions.has(needs)) throw forbidden();
  });
}

const forbidden = () => new HttpError(403, operatorMessages.forbidden, undefined, errorCodes.adminForbidden);

async function authenticate(
  req: FastifyRequest,
  { db, totpRequired }: GuardOptions,
): Promise<{ actor: Actor; viaCookie: boolean; totpMissing: boolean } | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer) {
    const key = await apiKeyOf(db, bearer);
    if (!key) return null;
    const actor: Actor = {
      type: 'api_key',
      apiKeyId: key.id,
      name: key.name,
      permissions: new Set(key.permissions as AdminPermission[]),
      ip: req.ip,
    };
    return { actor, viaCookie: false, totpMissing: false };
  }
  const token = req.cookies?.[SESSION_COOKIE];
  if (!token) return null;
  const found = await sessionOfToken(db, token);
  if (!found || found.operator.blocked) return null;
  const role = await findRole(db, found.operator.role);
  const actor: Actor = {
    type: 'operator',
    operatorId: found.operator.id,
    name: found.operator.name,
    email: found.operator.email,
    role: found.operator.role,
    permissions: role ? permissionsOf({ code: role.code, permissions: role.permissions }) : new Set(),
    sessionHash: sha256(token),
    sessionExpiresAt: found.session.expiresAt,
    totpMissing: totpRequired && found.operator.totpSecret === null,
    ip: req.ip,
  };
  return { actor, viaCookie: true, totpMissing: actor.totpMissing };
}

/** A browser names the page a request came from; the back office's own pages are the only ones allowed. */
function sameOrigin(req: FastifyRequest, origins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  return origins.includes(origin) || origin === `${req.protocol}://${req.host}`;
}

/** The actor of a request that passed the guard (routes behind it always have one). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new Error('no actor: the route is not behind the admin guard');
  return req.actor;
}

/** The operator of a `self` route's request. */
export function operatorOf(req: FastifyRequest): Extract<Actor, { type: 'operator' }> {
  const actor = actorOf(req);
  if (actor.type !== 'operator') throw forbidden();
  return actor;
}
