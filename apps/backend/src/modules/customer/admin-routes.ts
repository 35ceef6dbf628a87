import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdParams, errorResponse, loginLinkResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { requireAdminToken } from '../../http/admin-token.ts';
import { issueOperatorLogin } from './operator-login.ts';

/** The operator's customer endpoints (/api/admin/v1): only when ADMIN_TOKEN is set, and only with it. */
export const customerAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  adminToken: string;
  storefrontUrl: string;
}> = async (app, { db, adminToken, storefrontUrl }) => {
  app.addHook('onRequest', requireAdminToken(adminToken));
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/admin/v1/customers/:id/login-link',
    {
      schema: {
        tags: ['admin'],
        summary: 'A storefront link that logs the browser in as the customer: usable once, for a few minutes',
        params: customerIdParams,
        response: { 200: loginLinkResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const link = await issueOperatorLogin(db, req.params.id, storefrontUrl);
      if (!link) throw notFound('id');
      return { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
  );
};
