import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCmsApi, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../db/client.ts';
import { routeOf } from '../../http/contract-routes.ts';
import { notFound } from '../../http/errors.ts';
import { type Revalidator, registerContentRoutes, type PreviewSigning } from '../publishing/index.ts';
import { branchContent } from './content-definition.ts';
import { updateBranch } from './update.ts';
import { readAdminBranch } from './admin-read.ts';
import { createBranch, deleteBranch } from './create.ts';
import { actorOf, audited } from '../operator/index.ts';

/** The list and the map carry the group tag; a branch's page its slug's tag. */
const tagsOf = (slugs: string[]) => [groupTags.branches, ...slugs.map((slug) => itemTags.branch(slug))];

/**
 * /api/admin/v1/branches: an operator reads, creates (a draft), changes and deletes branch pages;
 * the branch list, the map and the branch's own page are revalidated. Registered inside the admin
 * routes.
 */
export const branchAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
  preview: PreviewSigning;
}> = async (app, { db, revalidator, preview }) => {
  // The back office's content list: list, read and publish.
  registerContentRoutes(app, branchContent, { db, revalidator, preview });
  app.route({
    ...routeOf(adminCmsApi.branch),
    config: { permission: 'content' },
    handler: async (req) => (await readAdminBranch(db, req.params.id)) ?? Promise.reject(notFound('id')),
  });

  app.route({
    ...routeOf(adminCmsApi.createBranch),
    config: { permission: 'content' },
    handler: async (req, reply) => {
      const created = await audited(
        db,
        actorOf(req),
        (tx) => createBranch(tx, req.body),
        (created) => ({
          action: 'branch.create',
          objectType: 'branch',
          objectId: created.id,
          after: req.body,
        }),
      );
      // A draft is on no page: nothing to revalidate.
      return reply.code(201).send({ ...(await readAdminBranch(db, created.id))!, revalidated: [] });
    },
  });

  app.route({
    ...routeOf(adminCmsApi.deleteBranch),
    config: { permission: 'content' },
    handler: async (req) => {
      const deleted = await audited(
        db,
        actorOf(req),
        (tx) => deleteBranch(tx, req.params.id),
        () => ({ action: 'branch.delete', objectType: 'branch', objectId: req.params.id, after: null }),
      );
      if (!deleted) throw notFound('id');
      const tags = deleted.publicSlugs.length ? tagsOf(deleted.publicSlugs) : [];
      if (tags.length) await revalidator.notifyChanged(tags);
      return { _id: String(req.params.id), revalidated: tags };
    },
  });

  app.route({
    ...routeOf(adminCmsApi.updateBranch),
    config: { permission: 'content' },
    handler: async (req) => {
      const updated = await audited(
        db,
        actorOf(req),
        (tx) => updateBranch(tx, req.params.id, req.body),
        () => ({ action: 'branch.update', objectType: 'branch', objectId: req.params.id, after: req.body }),
      );
      if (!updated) throw notFound('id');
      const tags = tagsOf(updated.slugs);
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
  });
};
