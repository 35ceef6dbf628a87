import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportApi, type ServiceCaseKind } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { keyFor } from '../../../http/keys.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle } from '../../../http/throttle.ts';
import { requestAccount } from '../../customer/index.ts';
import type { ServiceCaseOrders } from './orders.ts';
import { fileServiceCase, lookupServiceOrder, type ServiceCaseAccess } from './service.ts';

/**
 * Per client address. Looking orders up is held low, so that nobody can try e-mails against order
 * codes, send many code e-mails or guess codes (a code also takes at most 5 tries); filing counts
 * separately and fewer.
 */
export const SERVICE_CASE_LIMITS = {
  lookups: { max: 20, windowMs: 15 * 60 * 1000 },
  filings: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

/** The complaint and withdrawal forms' calls. Answers are the shopper's own: never cached. */
export const serviceCaseRoutes: FastifyPluginAsyncZod<{
  db: Db;
  orders: ServiceCaseOrders;
  secret: string;
}> = async (app, { db, orders, secret }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const codeKey = keyFor(secret, 'service-lookup-code');
  /** The request's proofs besides its body: the customer logged in by the bearer token. */
  const accessOf = async (req: FastifyRequest): Promise<ServiceCaseAccess> => ({
    orders,
    codeKey,
    customerId: (await requestAccount(db, req))?.id ?? null,
  });
  const limitLookups = throttle(app, [{ name: 'service-order-lookup', ...SERVICE_CASE_LIMITS.lookups }]);
  const limitFilings = throttle(app, [
    { name: 'service-case-file', ...SERVICE_CASE_LIMITS.filings },
    // Filing names the order too: it counts against the lookups as well.
    { name: 'service-order-lookup', ...SERVICE_CASE_LIMITS.lookups },
  ]);

  app.route({
    ...routeOf(supportApi.serviceOrder),
    preHandler: limitLookups,
    handler: async (req) => ({
      data: await lookupServiceOrder(db, await accessOf(req), req.body, requestLocale(req)),
    }),
  });

  const fileRoute = (e: typeof supportApi.complaint | typeof supportApi.withdrawal, kind: ServiceCaseKind) =>
    app.route({
      ...routeOf(e),
      preHandler: limitFilings,
      handler: async (req, reply) => {
        const filed = await fileServiceCase(db, await accessOf(req), kind, req.body, requestLocale(req));
        return reply.code(201).send({ data: filed });
      },
    });

  fileRoute(supportApi.complaint, 'complaint');
  fileRoute(supportApi.withdrawal, 'withdrawal');
};
