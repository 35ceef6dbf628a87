import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, taxDocumentIdParams, taxDocumentsResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
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

  app.get(
    '/api/v1/user/documents',
    {
      schema: {
        tags: ['store'],
        summary: 'The customer’s invoices and credit notes, newest first',
        response: { 200: taxDocumentsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (req) => ({ data: await customerDocuments(db, (await requireAccount(db, req)).id) }),
  );

  app.get(
    '/api/v1/user/documents/:id.pdf',
    {
      schema: {
        tags: ['store'],
        summary: 'One of the customer’s tax documents as a PDF',
        params: taxDocumentIdParams,
        response: {
          200: z.any().describe('application/pdf'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req, reply) => {
      const doc = await customerDocument(db, (await requireAccount(db, req)).id, req.params.id);
      if (!doc) throw notFound('id');
      const { pdf, filename } = await documentPdf(doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
