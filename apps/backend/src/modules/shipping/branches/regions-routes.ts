import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGIONS, regionCountries, shippingApi } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';

/** GET /api/v1/regions: the regions pickup points and branches are listed by (14 Czech, 8 Slovak). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(shippingApi.regions),
    handler: async (req) => ({
      data: regionCountries
        .filter((c) => !req.query.country || c === req.query.country)
        .flatMap((countryCode) => REGIONS[countryCode].map((name) => ({ name, countryCode }))),
    }),
  });
};
