import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { categorySlug, invalidateCategoryTree } from '../../catalog/index.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { storedCategoryContent, updateCategoryContent } from './admin-service.ts';
import type { Revalidator } from '../../publishing/index.ts';

/**
 * A store category's texts, banner, top-category picture and video (/api/admin/v1/categories/:id/content,
 * permission content): read for the editor, changed one locale at a time and revalidated.
 */
export const categoryContentAdminRoutes: FastifyPluginAsyncZod<{ db: Db; revalidator: Revalidator }> = async (
  app,
  { db, revalidator },
) => {
  app.route({
    ...routeOf(adminCmsApi.categoryContent),
    config: { permission: 'content' },
    handler: async (req) => {
      if ((await categorySlug(db, req.params.id)) === null) throw notFound('id');
      const row = await storedCategoryContent(db, req.params.id);
      return {
        data: {
          store_id: req.params.id,
          description: row?.description ?? null,
          text_below_products: row?.textBelowProducts ?? null,
          banner_image: row?.bannerImage ?? null,
          top_category_image: row?.topCategoryImage ?? null,
          video_title: row?.videoTitle ?? null,
          video_url: row?.videoUrl ?? null,
        },
      };
    },
  });

  app.route({
    ...routeOf(adminCmsApi.updateCategoryContent),
    config: { permission: 'content' },
    handler: async (req) => {
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
      // The category page; the top-category tiles too when their picture changed.
      const tags = [
        itemTags.category(updated.slug),
        ...(req.body.top_category_image === undefined ? [] : [groupTags.topCategories]),
      ];
      // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
      await revalidator.notifyChanged(tags);
      return {
        store_id: req.params.id,
        description: updated.description,
        text_below_products: updated.textBelowProducts,
        banner_image: updated.bannerImage,
        top_category_image: updated.topCategoryImage,
        video_title: updated.videoTitle,
        video_url: updated.videoUrl,
        revalidated: tags,
      };
    },
  });
};
