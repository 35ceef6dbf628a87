import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { requestLocale } from '../../../http/locale.ts';
import { pickupPointByRemoteId, searchPickupPoints } from './pickup-points.ts';
import { listBranches } from './service.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(shippingApi.branches),
    handler: async (req) => {
      const { shipper_id: shipperId, s, perPage, keys, region, lat, lng } = req.query;
      const position = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      if (shipperId !== undefined) return searchPickupPoints(db, shipperId, s, perPage, region, position);
      return { data: await listBranches(db, keys, requestLocale(req)) };
    },
  });

  app.route({
    ...routeOf(shippingApi.pickupPoint),
    handler: async (req) => ({
      data: await pickupPointByRemoteId(db, req.params.shipperId, req.params.remoteId),
    }),
  });
};
