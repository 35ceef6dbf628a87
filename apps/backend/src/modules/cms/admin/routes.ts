import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminCategoryContentBody,
  adminCategoryContentResponse,
  errorCodes,
  errorResponse,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { invalidateCategoryTree } from '../../catalog/index.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { updateCategoryContent } from './category-content.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time bearer check (hashing first makes the lengths equal). */
function hasToken(req: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Operator endpoints (/api/admin/v1). Registered only when ADMIN_TOKEN is set, so without it they
 * do not exist (404). The token is checked before the body is read or validated.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  adminToken: string;
  revalidator: Revalidator;
}> = async (app, { db, adminToken, revalidator }) => {
  app.addHook('onRequest', async (req) => {
    if (!hasToken(req, adminToken))
      throw new HttpError(
        401,
        'Chybí nebo neplatný přístupový token',
        'authorization',
        errorCodes.adminToken,
      );
  });

  app.put(
    '/api/admin/v1/categories/:id/content',
    {
      schema: {
        tags: ['cms'],
        summary: 'Change a store category’s texts in one locale and revalidate its storefront pages',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: adminCategoryContentBody,
        response: {
          200: adminCategoryContentResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (req) => {
      const updated = await updateCategoryContent(db, req.params.id, req.body);
      if (!updated) throw notFound('id');
      invalidateCategoryTree(db);
      const tags = [itemTags.category(updated.slug)];
      // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
      await revalidator.notifyChanged(tags);
      return {
        store_id: req.params.id,
        description: updated.description,
        text_below_products: updated.textBelowProducts,
        revalidated: tags,
      };
    },
  );
};
