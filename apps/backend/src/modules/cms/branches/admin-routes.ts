import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBranchBody, adminBranchResponse, errorResponse, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { registerContentRoutes } from '../admin/content-routes.ts';
import type { PreviewSigning } from '../preview/token.ts';
import { branchContent } from './content-definition.ts';
import { updateBranch } from './update.ts';
import { actorOf, audited } from '../../operator/index.ts';

/**
 * PUT /api/admin/v1/branches/{id}: an operator changes a branch page; the branch list, the map and
 * the branch's own page are revalidated. Registered inside the admin routes.
 */
export const branchAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's content list: list, read and publish.
  registerContentRoutes(app, branchContent, { db, revalidator, preview });
  app.put(
    '/api/admin/v1/branches/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary:
          'Change a branch page (one locale of its texts; address, GPS, hours, closure, services, people) and revalidate it',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: adminBranchBody,
        response: {
          200: adminBranchResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateBranch(tx, req.params.id, req.body),
        () => ({ action: 'branch.update', objectType: 'branch', objectId: req.params.id, after: req.body }),
      );
      if (!updated) throw notFound('id');
      // The list and the map carry the group tag; the branch's page its slug's tag.
      const tags = [groupTags.branches, ...updated.slugs.map((slug) => itemTags.branch(slug))];
      await revalidator.notifyChanged(tags);
      return {
        _id: String(updated.id),
        slug: updated.slug,
        title: updated.title,
        description: updated.description,
        gps_latitude: updated.gpsLatitude,
        gps_longitude: updated.gpsLongitude,
        employees: updated.employees,
        revalidated: tags,
      };
    },
  );
};
