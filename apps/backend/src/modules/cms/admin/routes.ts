import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryContentBody,
  adminCategoryContentResponse,
  errorResponse,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { invalidateCategoryTree } from '../../catalog/index.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { updateCategoryContent } from './category-content.ts';
import { articleAdminRoutes } from '../articles/admin-routes.ts';
import { faqAdminRoutes } from '../faq/admin-routes.ts';
import { glossaryAdminRoutes } from '../glossary/admin-routes.ts';
import { pageAdminRoutes } from '../pages/admin-routes.ts';
import { branchAdminRoutes } from '../branches/admin-routes.ts';
import { bannerAdminRoutes } from '../banners/admin-routes.ts';
import { curatedGuideAdminRoutes } from '../curated-guides/admin-routes.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * Operator endpoints of the CMS (/api/admin/v1), for operators with the content permission: the
 * guard checks it before the body is read or validated, and each change is audited.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
}> = async (app, { db, revalidator }) => {
  await app.register(articleAdminRoutes, { db, revalidator });
  await app.register(faqAdminRoutes, { db, revalidator });
  await app.register(glossaryAdminRoutes, { db, revalidator });
  await app.register(pageAdminRoutes, { db, revalidator });
  await app.register(branchAdminRoutes, { db, revalidator });
  await app.register(bannerAdminRoutes, { db, revalidator });
  await app.register(curatedGuideAdminRoutes, { db, revalidator });

  app.put(
    '/api/admin/v1/categories/:id/content',
    {
      config: { permission: 'content' },
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
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateCategoryContent(tx, req.params.id, req.body),
        () => ({
          action: 'category.content',
          objectType: 'category',
          objectId: req.params.id,
          after: req.body,
        }),
      );
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
