import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, maintenanceBody, maintenanceResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requireAdminToken } from '../../../http/admin-token.ts';
import { maintenanceState, setMaintenance } from './service.ts';

/** The maintenance switch: read by the storefront, set by the operator. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/maintenance',
    {
      schema: {
        tags: ['store'],
        summary:
          'Whether the shop is in maintenance: the storefront then answers its pages with the maintenance page (503, Retry-After)',
        response: { 200: maintenanceResponse },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await maintenanceState(db) };
    },
  );
};

/** PUT /api/admin/v1/maintenance: only when ADMIN_TOKEN is set, and only with it. */
export const maintenanceAdminRoutes: FastifyPluginAsyncZod<{ db: Db; adminToken: string }> = async (
  app,
  { db, adminToken },
) => {
  app.addHook('onRequest', requireAdminToken(adminToken));
  app.put(
    '/api/admin/v1/maintenance',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Switch maintenance on or off: while on, every storefront page answers 503 with the maintenance page and Retry-After; the API keeps answering',
        body: maintenanceBody,
        response: { 200: maintenanceResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => ({ data: await setMaintenance(db, req.body) }),
  );
};
