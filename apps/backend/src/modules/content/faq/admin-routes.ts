import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags } from '@shop/contract';
import { type PreviewSigning, type Revalidator, registerContentRoutes } from '../../publishing/index.ts';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { faqContent } from './content-definition.ts';
import { updateFaqEntry } from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * PUT /api/admin/v1/faq-entries/{id}: an operator changes a FAQ question; the FAQ page is
 * revalidated. Registered inside the admin routes.
 */
export const faqAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's editing: list, read, create, change, delete and publish.
  registerContentRoutes(app, faqContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.updateFaqEntry),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateFaqEntry(tx, req.params.id, req.body),
        () => ({
          action: 'faqEntry.update',
          objectType: 'faq_entry',
          objectId: req.params.id,
          after: req.body,
        }),
      );
      if (!updated) throw notFound('id');
      const tags = [groupTags.faq];
      // Awaited so the operator learns whether the storefront took it; failures are logged, not thrown.
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        topic: updated.topic,
        question: updated.question,
        answer: updated.answer,
        weight: updated.weight,
        revalidated: tags,
      };
    },
  });
};
