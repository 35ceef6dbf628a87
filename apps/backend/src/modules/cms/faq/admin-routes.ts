import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFaqEntryBody, adminFaqEntryResponse, errorResponse, groupTags } from '@shop/contract';
import type { PreviewSigning } from '../preview/token.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { registerContentRoutes } from '../admin/content-routes.ts';
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
  app.put(
    '/api/admin/v1/faq-entries/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'Change a FAQ question (one locale of its texts, or its weight) and revalidate the FAQ page',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: adminFaqEntryBody,
        response: { 200: adminFaqEntryResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
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
  );
};
