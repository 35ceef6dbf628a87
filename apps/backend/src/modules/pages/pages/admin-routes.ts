import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { pageContent } from './content-definition.ts';
import { updatePage } from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * PUT /api/admin/v1/pages/{id}: an operator changes a text or content page; the page under every
 * slug it had or has is revalidated. Registered inside the admin routes.
 */
export const pageAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, pageContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.updatePage),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updatePage(tx, req.params.id, req.body),
        () => ({ action: 'page.update', objectType: 'page', objectId: req.params.id, after: req.body }),
      );
      if (!updated) throw notFound('id');
      // Lists of pages (help, search) carry the group tag; the page itself its slug's tag.
      const tags = [
        groupTags.pages,
        ...updated.slugs.map((slug) => itemTags.page(slug)),
        ...(updated.slugChanged ? [groupTags.urlRewrites] : []),
      ];
      // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        kind: updated.kind,
        slug: updated.slug,
        title: updated.title,
        content: updated.content,
        content_blocks: updated.blockCount,
        revalidated: tags,
      };
    },
  });
};
