import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockWatchApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(stockWatchApi.watch),
    preHandler: limit,
    onSend: async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
    },
    handler: async (req, reply) => {
      const { variantId } = req.params;
      const { created } = await watchVariant(db, variants, variantId, req.body.email, requestLocale(req));
      return reply.code(created ? 201 : 200).send({ data: { variantId, message: WATCH_TEXTS.watching } });
    },
  });
};
