import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { glossaryContent } from './content-definition.ts';
import { updateGlossaryTerm } from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * PUT /api/admin/v1/glossary-terms/{id}: an operator changes a term's texts; the glossary pages are
 * revalidated (the index and other terms show its title and perex). Registered inside the admin
 * routes (token checked).
 */
export const glossaryAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, glossaryContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.updateGlossaryTerm),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateGlossaryTerm(tx, req.params.id, req.body),
        () => ({
          action: 'glossaryTerm.update',
          objectType: 'glossary_term',
          objectId: req.params.id,
          after: req.body,
        }),
      );
      if (!updated) throw notFound('id');
      const tags = [groupTags.glossary, ...(updated.slug ? [itemTags.glossaryTerm(updated.slug)] : [])];
      // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        slug: updated.slug ?? '',
        title: updated.title,
        perex: updated.perex,
        description: updated.description,
        revalidated: tags,
      };
    },
  });
};
