import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderFilters,
  adminOrderIdParams,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderResponse,
  adminOrderTransitionBody,
  adminOrderUpdateBody,
  errorResponse,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../db/client.ts';
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

const failures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
};

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

  app.get(
    '/api/admin/v1/orders',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'The orders, newest first: search by code, e-mail, name or phone; filter by state, payment, shipper, dates (Prague days), currency and country',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListResponse, ...failures },
      },
    },
    async (req) => listDeskOrders(db, req.query),
  );

  app.get(
    '/api/admin/v1/orders.csv',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'The orders the same filters find, as CSV for a spreadsheet (semicolons, UTF-8 with BOM, Czech headers; at most 100,000 rows)',
        querystring: adminOrderFilters,
        response: { 200: z.any().describe('text/csv'), ...failures },
      },
    },
    async (req, reply) => {
      const today = zonedDateTime(new Date()).date;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="objednavky-${today}.csv"`)
        .send(deskOrdersCsv(db, req.query));
    },
  );

  app.get(
    '/api/admin/v1/orders/:id',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'An order as the desk shows it: lines with VAT, totals, customer, addresses, shipping, payments, e-mails sent, history and the states it may move to',
        params: adminOrderIdParams,
        response: { 200: adminOrderResponse, ...failures },
      },
    },
    async (req) => detailOf(req.params.id),
  );

  app.post(
    '/api/admin/v1/orders/:id/transitions',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          'Move an order on: accepted, packed, shipped (with the tracking number), delivered (cash on delivery is paid with it) or cancelled before it leaves (goods back to stock, credits back to the customer); the customer gets an e-mail',
        params: adminOrderIdParams,
        body: adminOrderTransitionBody,
        response: { 200: adminOrderResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.put(
    '/api/admin/v1/orders/:id',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary:
          "Change an unshipped order's billing or shipping address and notes; checked as at checkout (422 per field), refused once shipped or cancelled (409)",
        params: adminOrderIdParams,
        body: adminOrderUpdateBody,
        response: { 200: adminOrderResponse, ...failures, 409: errorResponse, 422: errorResponse },
      },
    },
    async (req) => {
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
  );
};
