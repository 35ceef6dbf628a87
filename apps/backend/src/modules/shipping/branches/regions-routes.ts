import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REGIONS, errorResponse, regionCountries, regionsQuery, regionsResponse } from '@shop/contract';

/** GET /api/v1/regions: the regions pickup points and branches are listed by (14 Czech, 8 Slovak). */
export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/regions',
    {
      schema: {
        tags: ['store'],
        summary: 'Regions of the Czech Republic (14) and Slovakia (8), optionally of one country',
        querystring: regionsQuery,
        response: { 200: regionsResponse, 400: errorResponse },
      },
    },
    async (req) => ({
      data: regionCountries
        .filter((c) => !req.query.country || c === req.query.country)
        .flatMap((countryCode) => REGIONS[countryCode].map((name) => ({ name, countryCode }))),
    }),
  );
};
