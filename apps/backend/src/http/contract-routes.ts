import type { FastifyInstance } from 'fastify';
import { isEndpoint, type Endpoint } from '@shop/contract';
import * as contract from '@shop/contract';

/**
 * A route's method, URL and schema from its contract endpoint, to spread into `app.route`:
 * `app.route({ ...routeOf(cartApi.place), preHandler, handler })`. The handler's request and answer
 * are typed from the endpoint's schema.
 */
export function routeOf<E extends Endpoint>(
  e: E,
): { method: E['method']; url: E['path']; schema: E['schema'] } {
  return { method: e.method, url: e.path, schema: e.schema };
}

/** Every endpoint the contract defines, by `METHOD path`. */
export function contractEndpoints(): Map<string, Endpoint> {
  const found = new Map<string, Endpoint>();
  for (const group of Object.values(contract) as unknown[]) {
    if (typeof group !== 'object' || group === null) continue;
    for (const e of Object.values(group as Record<string, unknown>) as unknown[]) {
      if (isEndpoint(e)) found.set(`${e.method} ${e.path}`, e);
    }
  }
  return found;
}

/**
 * Paths outside the shop's own API, which the contract does not describe: the stand-ins for third
 * parties (their protocol is theirs) and the routes tests add (`/test-…`), the back office's and
 * the API document's pages.
 */
const OUTSIDE_THE_CONTRACT = [/^\/test-[a-z-]+(\/|$)/, /^\/admin(\/|$)/, /^\/docs(\/|$)/];

/**
 * Every route the app registers must be an endpoint of the contract, registered from its
 * definition (the same schema object): the app refuses to start otherwise, so a route the
 * contract does not define fails every test.
 */
export function installContractGuard(app: FastifyInstance): void {
  const endpoints = contractEndpoints();
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (OUTSIDE_THE_CONTRACT.some((p) => p.test(url))) return;
    // HEAD follows GET, and OPTIONS is a browser's preflight, not an endpoint.
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (m) => m !== 'HEAD' && m !== 'OPTIONS',
    );
    for (const method of methods) {
      const e = endpoints.get(`${method} ${url}`);
      if (!e) throw new Error(`${method} ${url} is not an endpoint of the contract (packages/contract)`);
      if (route.schema !== e.schema) {
        throw new Error(`${method} ${url} is registered with a schema of its own instead of the contract's`);
      }
    }
  });
}
