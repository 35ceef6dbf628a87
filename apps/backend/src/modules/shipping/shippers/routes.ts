import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, shippersResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { priceContextFromRequest } from '../../../http/price-context.ts';
import { shipperAdminRoutes } from './admin-routes.ts';
import { listShippers } from './service.ts';

/** GET /api/v1/shippers: every enabled shipper at its list price. */
export const shipperRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (
  app,
  { db, secret },
) => {
  await app.register(shipperAdminRoutes, { db });
  app.get(
    '/api/v1/shippers',
    {
      schema: {
        tags: ['store'],
        summary: 'Shippers with list prices in x-currency, delivery dates and blocked payments',
        response: { 200: shippersResponse, 400: errorResponse },
      },
    },
    (req) => listShippers(db, priceContextFromRequest(req, secret).currency, requestLocale(req)),
  );
};
