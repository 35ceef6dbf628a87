import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { dashboard } from './dashboard.ts';

/** The back office's first page (/api/admin/v1/dashboard): for operators of the order desk. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminOrderApi.dashboard),
    config: { permission: 'orders' },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await dashboard(db) };
    },
  });
};
