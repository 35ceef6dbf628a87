import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchesQuery, branchesResponse, errorResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { listBranches } from './service.ts';

export const branchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/v1/branches',
    {
      schema: {
        tags: ['store'],
        summary: "The shop's own branches (personal pick-up), optionally by ids (keys=1,2)",
        querystring: branchesQuery,
        response: { 200: branchesResponse, 400: errorResponse },
      },
    },
    async (req) => ({ data: await listBranches(db, req.query.keys, requestLocale(req)) }),
  );
};
