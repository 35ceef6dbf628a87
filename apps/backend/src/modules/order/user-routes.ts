import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  errorCodes,
  errorResponse,
  orderCodeParams,
  orderResponse,
  userOrderIdParams,
  userOrdersQuery,
  userOrdersResponse,
} from '@shop/contract';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorTexts } from '../../http/error-texts.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestAccount } from '../customer/index.ts';
import {
  findCustomerOrder,
  listCustomerOrders,
  orderItemsCsv,
  orderItemsImagesZip,
} from './customer-orders.ts';
import { orderView } from './service.ts';

/**
 * The logged-in customer's orders (/api/v1/user/orders…): 401 without a live session, 404 for an
 * order that is not theirs. Never cached.
 */
export const userOrderRoutes: FastifyPluginAsyncZod<{ db: Db; dataDir: string }> = async (
  app,
  { db, dataDir },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const customerId = async (req: FastifyRequest) => {
    const account = await requestAccount(db, req);
    if (!account)
      throw new HttpError(401, errorTexts[errorCodes.loggedOut].cs, undefined, errorCodes.loggedOut);
    return account.id;
  };
  const own = async (req: FastifyRequest, by: { id: number } | { code: string }) => {
    const row = await findCustomerOrder(db, await customerId(req), by);
    if (!row) throw notFound('id' in by ? 'id' : 'code');
    return row;
  };
  const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

  app.get(
    '/api/v1/user/orders',
    {
      schema: {
        tags: ['store'],
        summary: 'The customer’s orders, newest first (page, perPage 10; meta.pagination.total)',
        querystring: userOrdersQuery,
        response: { 200: userOrdersResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (req) => listCustomerOrders(db, await customerId(req), req.query.page, req.query.perPage),
  );

  app.get(
    '/api/v1/user/orders/code/:code',
    {
      schema: {
        tags: ['store'],
        summary: 'One of the customer’s orders by its code',
        params: orderCodeParams,
        response: { 200: orderResponse, ...failures },
      },
    },
    async (req) => ({
      data: await orderView(db, await own(req, { code: req.params.code }), requestLocale(req)),
    }),
  );

  app.get(
    '/api/v1/user/orders/:id',
    {
      schema: {
        tags: ['store'],
        summary: 'One of the customer’s orders',
        params: userOrderIdParams,
        response: { 200: orderResponse, ...failures },
      },
    },
    async (req) => ({ data: await orderView(db, await own(req, { id: req.params.id }), requestLocale(req)) }),
  );

  app.get(
    '/api/v1/user/orders/:id/items/export',
    {
      schema: {
        tags: ['store'],
        summary: 'The order’s items as CSV: code, name, EAN, amount, unit price with and without VAT',
        params: userOrderIdParams,
        response: { 200: z.string().describe('text/csv'), ...failures },
      },
    },
    async (req, reply) => {
      const row = await own(req, { id: req.params.id });
      const csv = orderItemsCsv(await orderView(db, row, requestLocale(req)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="objednavka-${row.code}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/api/v1/user/orders/:id/items/images/export',
    {
      schema: {
        tags: ['store'],
        summary: 'The pictures of the order’s items as a ZIP',
        params: userOrderIdParams,
        response: { 200: z.any().describe('application/zip'), ...failures },
      },
    },
    async (req, reply) => {
      const row = await own(req, { id: req.params.id });
      const zip = await orderItemsImagesZip(db, dataDir, row, requestLocale(req));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="objednavka-${row.code}-obrazky.zip"`)
        .send(Buffer.from(zip));
    },
  );
};
