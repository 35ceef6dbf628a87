import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  redirectQuery,
  redirectResponse,
  urlRewriteQuery,
  urlRewriteResponse,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { findRedirect } from '../redirects/service.ts';
import { findUrlRewrite } from './service.ts';

/** GET /url-rewrite and GET /redirect: what the storefront asks before answering a path with 404. */
export const urlRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/url-rewrite',
    {
      schema: {
        tags: ['cms'],
        summary: 'The CMS page a storefront path shows (404 when the path is not rewritten)',
        querystring: urlRewriteQuery,
        response: { 200: urlRewriteResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const hit = await findUrlRewrite(db, req.query.lang, req.query.path);
      if (!hit) throw notFound('path');
      return hit;
    },
  );

  app.get(
    '/redirect',
    {
      schema: {
        tags: ['cms'],
        summary: 'Where a moved storefront path went, for a 301 (404 when it did not move)',
        querystring: redirectQuery,
        response: { 200: redirectResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const hit = await findRedirect(db, req.query.path);
      if (!hit) throw notFound('path');
      return hit;
    },
  );
};
