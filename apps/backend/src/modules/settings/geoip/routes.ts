import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, geoIpQuery, geoIpResponse } from '@shop/contract';
import type { GeoIp } from '../../../integrations/geoip/geo-ip.ts';

/** The storefront asks this once per new visitor when currency-from-IP is on. */
export const geoIpRoutes: FastifyPluginAsyncZod<{ geoIp: GeoIp }> = async (app, { geoIp }) => {
  app.get(
    '/api/v1/geoip/country',
    {
      schema: {
        tags: ['store'],
        summary: "The country of an IP address (for the visitor's currency); null when unknown",
        querystring: geoIpQuery,
        response: { 200: geoIpResponse, 400: errorResponse },
      },
    },
    (req) => ({ ip: req.query.ip, country: geoIp.country(req.query.ip) }),
  );
};
