import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorCodes, orderApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(orderApi.userOrders),
    handler: async (req) => listCustomerOrders(db, await customerId(req), req.query.page, req.query.perPage),
  });

  app.route({
    ...routeOf(orderApi.userOrderByCode),
    handler: async (req) => ({
      data: await orderView(db, await own(req, { code: req.params.code }), requestLocale(req)),
    }),
  });

  app.route({
    ...routeOf(orderApi.userOrder),
    handler: async (req) => ({
      data: await orderView(db, await own(req, { id: req.params.id }), requestLocale(req)),
    }),
  });

  app.route({
    ...routeOf(orderApi.userOrderItemsCsv),
    handler: async (req, reply) => {
      const row = await own(req, { id: req.params.id });
      const csv = orderItemsCsv(await orderView(db, row, requestLocale(req)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="objednavka-${row.code}.csv"`)
        .send(csv);
    },
  });

  app.route({
    ...routeOf(orderApi.userOrderImagesZip),
    handler: async (req, reply) => {
      const row = await own(req, { id: req.params.id });
      const zip = await orderItemsImagesZip(db, dataDir, row, requestLocale(req));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="objednavka-${row.code}-obrazky.zip"`)
        .send(Buffer.from(zip));
    },
  });
};
