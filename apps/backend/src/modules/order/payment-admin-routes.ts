import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { actorLabel, actorOf, audited } from '../operator/index.ts';
import { recordManualPayment } from './manual-payment.ts';
import { orderPaymentState, orderPaymentView } from './payment-state.ts';
import type { OrderRow } from './service.ts';

/** What of an order a payment changes: the audit log keeps these before and after. */
const moneyOf = (o: OrderRow) => ({
  status: o.status,
  paymentStatus: o.paymentStatus,
  amountPaid: o.amountPaid,
});

/** The order desk's payments of orders (/api/admin/v1). */
export const orderPaymentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminPaymentApi.recordPayment),
    config: { permission: 'orders' },
    handler: async (req, reply) => {
      const actor = actorOf(req);
      const { recorded } = await audited(
        db,
        actor,
        (tx) => recordManualPayment(tx, req.params.id, req.body, actorLabel(actor)),
        ({ before, recorded }) => ({
          action: 'order.payment',
          objectType: 'order',
          objectId: req.params.id,
          before: moneyOf(before),
          after: {
            ...moneyOf(recorded.order),
            payment: {
              amount: recorded.payment?.amount,
              paidOn: req.body.paidOn,
              note: req.body.note ?? null,
            },
          },
        }),
      );
      return reply.code(201).send({
        data: {
          payment: await orderPaymentView(db, recorded.payment!),
          order: await orderPaymentState(db, recorded.order),
          settled: recorded.settled,
        },
      });
    },
  });
};
