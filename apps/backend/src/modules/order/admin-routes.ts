import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderApi } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { actorLabel, actorOf, audited } from '../operator/index.ts';
import { deskOrdersCsv } from './desk-csv.ts';
import { deskOrderDetail } from './desk-detail.ts';
import { editDeskOrder } from './desk-edit.ts';
import { listDeskOrders } from './desk-list.ts';
import { orderStateOf } from './desk-state.ts';
import { moveOrderOn } from './fulfilment.ts';
import { findOrderById, type OrderRow } from './service.ts';

/** What of an order a move changes: the audit log keeps these before and after. */
const movedStateOf = (o: OrderRow) => ({
  state: orderStateOf(o),
  status: o.status,
  paymentStatus: o.paymentStatus,
  fulfilment: o.fulfilment,
  trackingNumber: o.trackingNumber,
  amountPaid: o.amountPaid,
});

/** The order desk (/api/admin/v1/orders…): for operators with the `orders` permission. */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const detailOf = async (id: number) => {
    const row = await findOrderById(db, id);
    if (!row) throw notFound('id');
    return { data: await deskOrderDetail(db, row) };
  };

  app.route({
    ...routeOf(adminOrderApi.list),
    config: { permission: 'orders' },
    handler: async (req) => listDeskOrders(db, req.query),
  });

  app.route({
    ...routeOf(adminOrderApi.csv),
    config: { permission: 'orders' },
    handler: async (req, reply) => {
      const today = zonedDateTime(new Date()).date;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="objednavky-${today}.csv"`)
        .send(deskOrdersCsv(db, req.query));
    },
  });

  app.route({
    ...routeOf(adminOrderApi.get),
    config: { permission: 'orders' },
    handler: async (req) => detailOf(req.params.id),
  });

  app.route({
    ...routeOf(adminOrderApi.transition),
    config: { permission: 'orders' },
    handler: async (req) => {
      const actor = actorOf(req);
      const moved = await audited(
        db,
        actor,
        (tx) =>
          moveOrderOn(
            tx,
            req.params.id,
            req.body.to,
            { trackingNumber: req.body.trackingNumber },
            actorLabel(actor),
          ),
        ({ before, after }) => ({
          action: 'order.transition',
          objectType: 'order',
          objectId: req.params.id,
          before: movedStateOf(before),
          after: movedStateOf(after),
        }),
      );
      if (!moved) throw notFound('id');
      return detailOf(req.params.id);
    },
  });

  app.route({
    ...routeOf(adminOrderApi.update),
    config: { permission: 'orders' },
    handler: async (req) => {
      await audited(
        db,
        actorOf(req),
        async (tx) => {
          const edited = await editDeskOrder(tx, req.params.id, req.body);
          if (!edited) throw notFound('id');
          // Nothing asked to change: nothing to record.
          return Object.keys(edited.after).length > 0 ? edited : null;
        },
        (e) => ({
          action: 'order.update',
          objectType: 'order',
          objectId: req.params.id,
          before: e.before,
          after: e.after,
        }),
      );
      return detailOf(req.params.id);
    },
  });
};
