import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardResponse, errorResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { dashboard } from './dashboard.ts';

/** The back office's first page (/api/admin/v1/dashboard): for operators of the order desk. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/v1/dashboard',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Today at a glance (the day in Prague): orders placed and their total with VAT per currency, bank transfers still awaited (how many, how much), paid or cash-on-delivery orders to pack and to ship, open complaints and withdrawals',
        response: { 200: adminDashboardResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await dashboard(db) };
    },
  );
};
