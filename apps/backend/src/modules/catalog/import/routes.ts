import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi, CATALOGUE_IMPORT_MAX_BYTES } from '@shop/contract';
import { zonedDateTime } from '@shop/rules';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, recordAudit } from '../../operator/index.ts';
import { exportCsv } from './csv.ts';
import { importKinds } from './run.ts';
import { createImport, getImport, listImports } from './service.ts';

const exportNames = { products: 'produkty', variants: 'varianty', prices: 'ceny', stock: 'sklad' } as const;

/** CSV import and export of the catalogue (/api/admin/v1): for operators who may change it. */
export const catalogueImportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(adminCatalogueApi.importCreate),
    config: { permission: 'catalogue' },
    // The file travels in the JSON body: a little more than its own size.
    bodyLimit: CATALOGUE_IMPORT_MAX_BYTES * 2,
    handler: async (req, reply) =>
      reply.code(202).send({ data: await createImport(db, req.body, actorOf(req)) }),
  });

  app.route({
    ...routeOf(adminCatalogueApi.imports),
    config: { permission: 'catalogue' },
    handler: async (req) => listImports(db, req.query.page, req.query.perPage),
  });

  app.route({
    ...routeOf(adminCatalogueApi.import),
    config: { permission: 'catalogue' },
    handler: async (req) => {
      const run = await getImport(db, req.params.id);
      if (!run) throw notFound('id');
      return { data: run };
    },
  });

  app.route({
    ...routeOf(adminCatalogueApi.export),
    config: { permission: 'catalogue' },
    handler: async (req, reply) => {
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
  });
};
