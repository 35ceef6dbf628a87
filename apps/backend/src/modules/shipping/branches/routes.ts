import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  branchesQuery,
  branchesResponse,
  errorResponse,
  pickupPointParams,
  pickupPointResponse,
  pickupPointsResponse,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { pickupPointByRemoteId, searchPickupPoints } from './pickup-points.ts';
import { listBranches } from './service.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/branches',
    {
      schema: {
        tags: ['store'],
        summary:
          "The shop's own branches (personal pick-up), optionally by ids (keys=1,2); with shipper_id, that network's pickup points matching s (and region), in the countries the shop lists pickup points in",
        querystring: branchesQuery,
        response: { 200: z.union([pickupPointsResponse, branchesResponse]), 400: errorResponse },
      },
    },
    async (req) => {
      const { shipper_id: shipperId, s, perPage, keys, region, lat, lng } = req.query;
      const position = lat !== undefined && lng !== undefined ? { latitude: lat, longitude: lng } : undefined;
      if (shipperId !== undefined) return searchPickupPoints(db, shipperId, s, perPage, region, position);
      return { data: await listBranches(db, keys, requestLocale(req)) };
    },
  );

  app.get(
    '/api/v1/shippers/:shipperId/branches/remoteId/:remoteId',
    {
      schema: {
        tags: ['store'],
        summary: 'A pickup point by its network id',
        params: pickupPointParams,
        response: { 200: pickupPointResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => ({ data: await pickupPointByRemoteId(db, req.params.shipperId, req.params.remoteId) }),
  );
};
