import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { curatedGuideContent } from './content-definition.ts';
import { updateCuratedGuide } from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * PUT /api/admin/v1/curated-guides/{id}: an operator changes a curated guide; the guide lists, the
 * guide's page and the pages listing it are revalidated. Registered inside the admin routes.
 */
export const curatedGuideAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, curatedGuideContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.updateCuratedGuide),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateCuratedGuide(tx, req.params.id, req.body),
        () => ({
          action: 'curatedGuide.update',
          objectType: 'curated_guide',
          objectId: req.params.id,
          after: req.body,
        }),
      );
      if (!updated) throw notFound('id');
      const tags = [
        groupTags.curatedGuides,
        ...updated.slugs.map((slug) => itemTags.curatedGuide(slug)),
        // Content pages with a guides block show its title, perex and picture.
        ...updated.pageSlugs.map((slug) => itemTags.page(slug)),
      ];
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        slug: updated.slug,
        title: updated.title,
        subtitle: updated.subtitle,
        perex: updated.perex,
        content_blocks: updated.blockCount,
        revalidated: tags,
      };
    },
  });
};
