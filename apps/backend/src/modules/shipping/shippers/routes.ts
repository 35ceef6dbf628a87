import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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
  app.route({
    ...routeOf(shippingApi.shippers),
    handler: (req) => listShippers(db, priceContextFromRequest(req, secret).currency, requestLocale(req)),
  });
};
