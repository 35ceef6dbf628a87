import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, taxDocumentIdParams, taxDocumentsResponse, userOrderIdParams } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { findDocument } from '../invoicing/index.ts';
import { documentPdf, orderDocuments } from './documents.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** The order desk's tax documents (/api/admin/v1, permission `orders`): an order's list and each PDF. */
export const documentAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/v1/orders/:id/documents',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'An order’s tax documents: its invoice and credit notes, oldest first',
        params: userOrderIdParams,
        response: { 200: taxDocumentsResponse, ...failures },
      },
    },
    async (req) => {
      const data = await orderDocuments(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  );

  app.get(
    '/api/admin/v1/documents/:id.pdf',
    {
      config: { permission: 'orders' },
      schema: {
        tags: ['admin'],
        summary: 'A tax document as issued, as a PDF',
        params: taxDocumentIdParams,
        response: { 200: z.any().describe('application/pdf'), ...failures },
      },
    },
    async (req, reply) => {
      const doc = await findDocument(db, req.params.id);
      if (!doc) throw notFound('id');
      const { pdf, filename } = await documentPdf(doc);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
};
