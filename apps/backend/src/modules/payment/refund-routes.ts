import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentApi } from '@shop/contract';
import { routeOf } from '../../http/contract-routes.ts';
import { actorOf } from '../operator/index.ts';
import { refundCardPayment, type RefundOrders } from './refunds.ts';
import type { PaymentDeps } from './service.ts';

/** The order desk's refunds of card payments (/api/admin/v1, permission `orders`). */
export const refundAdminRoutes: FastifyPluginAsyncZod<{
  deps: PaymentDeps & { orders: RefundOrders };
}> = async (app, { deps }) => {
  app.route({
    ...routeOf(adminPaymentApi.refund),
    config: { permission: 'orders' },
    handler: async (req, reply) =>
      reply.code(201).send({ data: await refundCardPayment(deps, actorOf(req), req.params.id, req.body) }),
  });
};
