import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorCodes,
  errorResponse,
  orderResponse,
  orderTokenParams,
  startPaymentBody,
  startPaymentResponse,
  userOrderIdParams,
} from '@shop/contract';
import { errorBody, errorTitles, notFound } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { attemptCounter, throttleOn, type AttemptCounter } from '../../http/throttle.ts';
import { requireAccount } from '../customer/index.ts';
import { handleNotification, refreshPayment, startPayment, type PaymentDeps } from './service.ts';

const errors = {
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

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

  app.post(
    '/api/v1/orders/token/:token/payment',
    {
      onRequest: limitStarts,
      schema: {
        tags: ['store'],
        summary: 'Start paying an unpaid order, optionally with another payment method',
        description:
          "For a gateway method, redirectUrl is the gateway's payment page; null for bank transfer and cash on delivery. " +
          '409 when the order is paid or can no longer be paid; 422 for an unknown or blocked method; 503 when the gateway cannot be reached.',
        params: orderTokenParams,
        body: startPaymentBody.optional(),
        response: { 200: startPaymentResponse, ...errors },
      },
    },
    async (req) => ({
      data: await startPayment(deps, { token: req.params.token }, req.body?.paymentId, requestLocale(req)),
    }),
  );

  app.post(
    '/api/v1/orders/token/:token/payment/refresh',
    {
      schema: {
        tags: ['store'],
        summary: "Read the order's open gateway payments back from the gateway and settle them",
        params: orderTokenParams,
        response: { 200: orderResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => ({ data: await refreshPayment(deps, { token: req.params.token }, requestLocale(req)) }),
  );

  app.post(
    '/api/v1/user/orders/:id/payment',
    {
      onRequest: limitStarts,
      schema: {
        tags: ['store'],
        summary: "Pay the logged-in customer's own unpaid card order again: the gateway's payment page",
        description:
          '401 without a live session; 404 for an order that is not the customer’s; 409 when it is paid, cancelled, expired or not paid by card; 503 when the gateway cannot be reached.',
        params: userOrderIdParams,
        response: { 200: startPaymentResponse, 401: errorResponse, 403: errorResponse, ...errors },
      },
    },
    async (req) => {
      const account = await requireAccount(deps.db, req);
      const which = { id: req.params.id, customerId: account.id };
      return { data: await startPayment(deps, which, undefined, requestLocale(req)) };
    },
  );

  app.post(
    '/api/v1/user/orders/:id/payment/refresh',
    {
      schema: {
        tags: ['store'],
        summary: "Read the customer's order's open gateway payments back from the gateway and settle them",
        params: userOrderIdParams,
        response: {
          200: orderResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req) => {
      const account = await requireAccount(deps.db, req);
      const which = { id: req.params.id, customerId: account.id };
      return { data: await refreshPayment(deps, which, requestLocale(req)) };
    },
  );

  // The notification is verified over its exact bytes: this scope keeps the raw body as text.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/v1/payments/notify/:gateway',
      {
        // Every notification is recorded, also an unverified one: bounded per sender address.
        config: { rateLimit: { max: 600, timeWindow: 60_000 } },
        schema: {
          tags: ['store'],
          summary: "The payment gateway's notification (signed; only a trigger to read the status back)",
          params: z.object({ gateway: z.string().max(40) }),
          response: {
            200: z.object({ outcome: z.string() }),
            401: errorResponse,
            404: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (req, reply) => {
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
    );
  });
};
