import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderApi } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { requireAccount } from '../customer/index.ts';
import { customerDocument, customerDocuments, documentPdf } from './documents.ts';

/**
 * The logged-in customer's tax documents (/api/v1/user/documents…): 401 without a live session,
 * 404 for a document of an order that is not theirs. Never cached.
 */
export const userDocumentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(orderApi.userDocuments),
    handler: async (req) => ({ data: await customerDocuments(db, (await requireAccount(db, req)).id) }),
  });

  app.route({
    ...routeOf(orderApi.userDocumentPdf),
    handler: async (req, reply) => {
      const doc = await customerDocument(db, (await requireAccount(db, req)).id, req.params.id);
      if (!doc) throw notFound('id');
      const { pdf, filename } = await documentPdf(doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  });
};
