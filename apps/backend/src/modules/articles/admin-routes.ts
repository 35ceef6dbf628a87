import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../publishing/index.ts';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { articleContent } from './content-definition.ts';
import { updateArticle } from './update.ts';
import { actorOf, audited } from '../operator/index.ts';

/**
 * PUT /api/admin/v1/articles/{id}: an operator changes an article; the storefront's article lists
 * and the article's own pages are revalidated. Registered inside the admin routes.
 */
export const articleAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, articleContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.updateArticle),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateArticle(tx, req.params.id, req.body),
        () => ({ action: 'article.update', objectType: 'article', objectId: req.params.id, after: req.body }),
      );
      if (!updated) throw notFound('id');
      // Lists, category, tag and author pages show the article too: the group tag stales them all.
      const tags = [
        groupTags.articles,
        itemTags.article(updated.slug),
        // Category pages show the titles of the articles they link to.
        ...updated.linkedCategorySlugs.map((slug) => itemTags.category(slug)),
      ];
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        slug: updated.slug,
        title: updated.title,
        date_published: updated.datePublished.toISOString(),
        site_enabled: updated.siteEnabled,
        revalidated: tags,
      };
    },
  });
};
