import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsApi } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';
import type { GeoIp } from '../../../integrations/geoip/geo-ip.ts';

/** The storefront asks this once per new visitor when currency-from-IP is on. */
export const geoIpRoutes: FastifyPluginAsyncZod<{ geoIp: GeoIp }> = async (app, { geoIp }) => {
  app.route({
    ...routeOf(settingsApi.country),
    handler: (req) => ({ ip: req.query.ip, country: geoIp.country(req.query.ip) }),
  });
};
