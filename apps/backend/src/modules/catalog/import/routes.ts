import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_IMPORT_MAX_BYTES,
  catalogueExportParams,
  catalogueImportBody,
  catalogueImportList,
  catalogueImportListQuery,
  catalogueImportParams,
  catalogueImportResponse,
  errorResponse,
} from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, recordAudit } from '../../operator/index.ts';
import { exportCsv } from './csv.ts';
import { importKinds } from './run.ts';
import { createImport, getImport, listImports } from './service.ts';

const failures = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

const exportNames = { products: 'produkty', variants: 'varianty', prices: 'ceny', stock: 'sklad' } as const;

/** CSV import and export of the catalogue (/api/admin/v1): for operators who may change it. */
export const catalogueImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/admin/v1/catalogue-imports',
    {
      config: { permission: 'catalogue' },
      // The file travels in the JSON body: a little more than its own size.
      bodyLimit: CATALOGUE_IMPORT_MAX_BYTES * 2,
      schema: {
        tags: ['admin'],
        summary:
          'Upload a CSV of products, variants, prices or stock: a dry run checks every row and changes nothing; a real run applies the valid rows in one transaction, creating products and variants the shop does not know. The run is processed in the background; poll it for its progress and refused rows',
        body: catalogueImportBody,
        response: { 202: catalogueImportResponse, ...failures },
      },
    },
    async (req, reply) => reply.code(202).send({ data: await createImport(db, req.body, actorOf(req)) }),
  );

  app.get(
    '/api/admin/v1/catalogue-imports',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'The import runs, newest first (without their refused rows)',
        querystring: catalogueImportListQuery,
        response: { 200: catalogueImportList, ...failures },
      },
    },
    async (req) => listImports(db, req.query.page, req.query.perPage),
  );

  app.get(
    '/api/admin/v1/catalogue-imports/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'An import run: its state, progress counters and refused rows with their reasons',
        params: catalogueImportParams,
        response: { 200: catalogueImportResponse, ...failures, 404: errorResponse },
      },
    },
    async (req) => {
      const run = await getImport(db, req.params.id);
      if (!run) throw notFound('id');
      return { data: run };
    },
  );

  app.get(
    '/api/admin/v1/catalogue-exports/:kind/export.csv',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'The products, variants, prices or stock as CSV with the columns their import reads (semicolons, UTF-8 with BOM, decimal commas): an export imports back unchanged',
        params: catalogueExportParams,
        response: { 200: z.any().describe('text/csv'), ...failures },
      },
    },
    async (req, reply) => {
      const { kind } = req.params;
      await recordAudit(db, actorOf(req), {
        action: 'catalogue.export',
        objectType: 'catalogue_export',
        objectId: kind,
      });
      const today = zonedDateTime(new Date()).date;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportNames[kind]}-${today}.csv"`)
        .send(exportCsv(importKinds[kind].columns, importKinds[kind].exportRows(db)));
    },
  );
};
