import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, orderResponse, orderStatusBody, userOrderIdParams } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { requireAdminToken } from '../../http/admin-token.ts';
import { requestLocale } from '../../http/locale.ts';
import { moveOrderOn } from './fulfilment.ts';
import { orderView } from './service.ts';

/** The operator's order endpoints (/api/admin/v1): only when ADMIN_TOKEN is set, and only with it. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: Db; adminToken: string }> = async (
  app,
  { db, adminToken },
) => {
  app.addHook('onRequest', requireAdminToken(adminToken));

  app.post(
    '/api/admin/v1/orders/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Move an order on: shipped, delivered (cash on delivery is paid with it) or cancelled before shipping (its goods return to stock); the customer gets an e-mail',
        params: userOrderIdParams,
        body: orderStatusBody,
        response: {
          200: orderResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (req) => ({
      data: await orderView(db, await moveOrderOn(db, req.params.id, req.body.status), requestLocale(req)),
    }),
  );
};
