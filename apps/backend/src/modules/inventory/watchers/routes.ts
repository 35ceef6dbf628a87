import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, stockWatchBody, stockWatchParams, stockWatchResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { throttle, tooManyAttempts } from '../../../http/throttle.ts';
import { WATCH_TEXTS, watchAddress, watchVariant } from './service.ts';
import type { VariantLookup } from './variants.ts';

/** Watches a client address may ask for, and watches of one e-mail address: a shopper's worth. */
export const WATCH_LIMITS = {
  perClient: { max: 20, windowMs: 60 * 60 * 1000 },
  perAddress: { max: 10, windowMs: 60 * 60 * 1000 },
} as const;

export const WATCH_TOO_MANY =
  'Hlídání dostupnosti jste v krátké době zadali příliš mnohokrát. Zkuste to prosím znovu za {minutes} min.';

/** POST /api/v1/products/{variantId}/watchers. The answer is the shopper's own: never cached. */
export const stockWatchRoutes: FastifyPluginAsyncZod<{ db: Db; variants: VariantLookup }> = async (
  app,
  { db, variants },
) => {
  const limit = throttle(
    app,
    [
      { name: 'stock-watch', ...WATCH_LIMITS.perClient },
      {
        name: 'stock-watch-address',
        ...WATCH_LIMITS.perAddress,
        key: (req) => watchAddress((req.body as { email: string }).email),
      },
    ],
    (ttlMs) => tooManyAttempts(ttlMs, WATCH_TOO_MANY),
  );

  app.post(
    '/api/v1/products/:variantId/watchers',
    {
      preHandler: limit,
      onSend: async (_req, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
      schema: {
        tags: ['store'],
        summary:
          'An e-mail when a sold-out variant is back in stock (sent once). 201 for a new watch, 200 when the address already waits; 404 for an unknown variant; 422 for a malformed address (field email) or a variant in stock; 429 past 20 watches an hour from one client or 10 for one address',
        params: stockWatchParams,
        body: stockWatchBody,
        response: {
          200: stockWatchResponse,
          201: stockWatchResponse,
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const { variantId } = req.params;
      const { created } = await watchVariant(db, variants, variantId, req.body.email, requestLocale(req));
      return reply.code(created ? 201 : 200).send({ data: { variantId, message: WATCH_TEXTS.watching } });
    },
  );
};
