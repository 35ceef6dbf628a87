import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorCodes, paymentApi } from '@shop/contract';
import { routeOf } from '../../http/contract-routes.ts';
import { errorBody, errorTitles, notFound } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { attemptCounter, throttleOn, type AttemptCounter } from '../../http/throttle.ts';
import { requireAccount } from '../customer/index.ts';
import { handleNotification, refreshPayment, startPayment, type PaymentDeps } from './service.ts';

/** Payments started (or retried) from one address. */
export const PAYMENT_STARTS = { max: 30, windowMs: 15 * 60 * 1000 } as const;

const paymentStartCounters = new WeakMap<object, AttemptCounter>();
/**
 * The app's one count of payments started per client address: the payment routes and an order
 * placement that starts its card payment count together. Every plugin scope of an app shares its
 * rate limiter, which keys it.
 */
export function paymentStarts(app: FastifyInstance): AttemptCounter {
  let counter = paymentStartCounters.get(app.createRateLimit);
  if (!counter) {
    counter = attemptCounter(app, { name: 'payment-start', ...PAYMENT_STARTS });
    paymentStartCounters.set(app.createRateLimit, counter);
  }
  return counter;
}

/**
 * Paying an order at the hosted gateway: start (or retry, or switch method), read back after the
 * shopper's return, and the gateway's notifications. Answers are the shopper's own: never cached.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  const limitStarts = throttleOn([{ count: paymentStarts(app) }]);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(paymentApi.start),
    onRequest: limitStarts,
    handler: async (req) => ({
      data: await startPayment(deps, { token: req.params.token }, req.body?.paymentId, requestLocale(req)),
    }),
  });

  app.route({
    ...routeOf(paymentApi.refresh),
    handler: async (req) => ({
      data: await refreshPayment(deps, { token: req.params.token }, requestLocale(req)),
    }),
  });

  app.route({
    ...routeOf(paymentApi.userStart),
    onRequest: limitStarts,
    handler: async (req) => {
      const account = await requireAccount(deps.db, req);
      const which = { id: req.params.id, customerId: account.id };
      return { data: await startPayment(deps, which, undefined, requestLocale(req)) };
    },
  });

  app.route({
    ...routeOf(paymentApi.userRefresh),
    handler: async (req) => {
      const account = await requireAccount(deps.db, req);
      const which = { id: req.params.id, customerId: account.id };
      return { data: await refreshPayment(deps, which, requestLocale(req)) };
    },
  });

  // The notification is verified over its exact bytes: this scope keeps the raw body as text.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      ...routeOf(paymentApi.notify),
      // Every notification is recorded, also an unverified one: bounded per sender address.
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      handler: async (req, reply) => {
        if (req.params.gateway !== deps.gateway.name) throw notFound('gateway');
        const raw = typeof req.body === 'string' ? req.body : '';
        const { status, outcome } = await handleNotification(deps, raw, req.headers);
        if (status === 401)
          return reply.code(401).send(errorBody(errorCodes.badSignature, 'Neplatný podpis'));
        if (status === 503) {
          return reply.code(503).send(errorBody(errorCodes.unavailable, errorTitles.unavailable));
        }
        return { outcome };
      },
    });
  });
};
