import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { findDocument } from '../invoicing/index.ts';
import { documentPdf, orderDocuments } from './documents.ts';

/** The order desk's tax documents (/api/admin/v1, permission `orders`): an order's list and each PDF. */
export const documentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminOrderApi.documents),
    config: { permission: 'orders' },
    handler: async (req) => {
      const data = await orderDocuments(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  });

  app.route({
    ...routeOf(adminOrderApi.documentPdf),
    config: { permission: 'orders' },
    handler: async (req, reply) => {
      const doc = await findDocument(db, req.params.id);
      if (!doc) throw notFound('id');
      const { pdf, filename } = await documentPdf(doc);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  });
};
