import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, orderResponse, orderStatusBody, userOrderIdParams } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { actorOf, audited } from '../operator/index.ts';
import { moveOrderOn } from './fulfilment.ts';
import { findOrderById, orderView, type OrderRow } from './service.ts';

/** What of an order its status changes: the audit log keeps these before and after. */
const orderStateOf = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  fulfilment: o.fulfilment,
});

/** The operator's order endpoints (/api/admin/v1): for operators of the order desk. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/admin/v1/orders/:id/status',
    {
      config: { permission: 'orders' },
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
    async (req) => {
      const moved = await audited(
        db,
        actorOf(req),
        async (tx) => {
          const before = await findOrderById(tx, req.params.id, { forUpdate: true });
          return before && { before, after: await moveOrderOn(tx, req.params.id, req.body.status) };
        },
        ({ before, after }) => ({
          action: 'order.status',
          objectType: 'order',
          objectId: req.params.id,
          before: orderStateOf(before),
          after: orderStateOf(after),
        }),
      );
      if (!moved) throw notFound('id');
      return { data: await orderView(db, moved.after, requestLocale(req)) };
    },
  );
};
