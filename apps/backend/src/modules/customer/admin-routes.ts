import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerIdParams, errorResponse, loginLinkResponse } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf, audited } from '../operator/index.ts';
import { issueOperatorLogin } from './operator-login.ts';

/** The operator's customer endpoints (/api/admin/v1): for operators who may act for customers. */
export const customerAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storefrontUrl: string;
}> = async (app, { db, storefrontUrl }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/admin/v1/customers/:id/login-link',
    {
      config: { permission: 'customers' },
      schema: {
        tags: ['admin'],
        summary: 'A storefront link that logs the browser in as the customer: usable once, for a few minutes',
        params: customerIdParams,
        response: { 200: loginLinkResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const link = await audited(
        db,
        actorOf(req),
        (tx) => issueOperatorLogin(tx, req.params.id, storefrontUrl),
        (issued) => ({
          action: 'customer.impersonate',
          objectType: 'customer',
          objectId: req.params.id,
          after: { expiresAt: issued.expiresAt.toISOString() },
        }),
      );
      if (!link) throw notFound('id');
      return { data: { url: link.url, expiresAt: link.expiresAt.toISOString() } };
    },
  );
};
