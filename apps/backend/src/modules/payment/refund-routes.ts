import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, orderRefundBody, orderRefundResponse, userOrderIdParams } from '@shop/contract';
import { actorOf } from '../operator/index.ts';
import { refundCardPayment, type RefundOrders } from './refunds.ts';
import type { PaymentDeps } from './service.ts';

/** The order desk's refunds of card payments (/api/admin/v1, permission `orders`). */
export const refundAdminRoutes: FastifyPluginAsyncZod<{
  deps: PaymentDeps & { orders: RefundOrders };
}> = async (app, { deps }) => {
  app.post(
    '/api/admin/v1/orders/:id/refunds',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Give back all or part of an order’s card payment (never more than was paid and not yet refunded) through the gateway; the ledger gets the refund and the customer a credit note by e-mail',
        params: userOrderIdParams,
        body: orderRefundBody,
        response: {
          201: orderRefundResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          502: errorResponse,
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: await refundCardPayment(deps, actorOf(req), req.params.id, req.body) }),
  );
};
