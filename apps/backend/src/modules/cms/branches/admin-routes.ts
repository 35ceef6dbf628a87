import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBranch,
  adminBranchBody,
  adminBranchCreateBody,
  adminBranchResponse,
  adminDeletedResponse,
  errorResponse,
  groupTags,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import type { Revalidator } from '../revalidation/service.ts';
import { registerContentRoutes } from '../admin/content-routes.ts';
import type { PreviewSigning } from '../preview/token.ts';
import { branchContent } from './content-definition.ts';
import { updateBranch } from './update.ts';
import { readAdminBranch } from './admin-read.ts';
import { createBranch, deleteBranch } from './create.ts';
import { actorOf, audited } from '../../operator/index.ts';

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
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
  app.get(
    '/api/admin/v1/branches/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'A branch page with every language of its texts, its people, addresses and publication',
        params,
        response: { 200: adminBranch, 401: errorResponse, 404: errorResponse },
      },
    },
    async (req) => (await readAdminBranch(db, req.params.id)) ?? Promise.reject(notFound('id')),
  );

  app.post(
    '/api/admin/v1/branches',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'Create a branch page as a draft (name, address, place and Czech page address)',
        body: adminBranchCreateBody,
        response: { 201: adminBranch, 400: errorResponse, 401: errorResponse, 422: errorResponse },
      },
    },
    async (req, reply) => {
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
  );

  app.delete(
    '/api/admin/v1/branches/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary: 'Delete a branch page no pick-up place of the store refers to, and revalidate its pages',
        params,
        response: { 200: adminDeletedResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.put(
    '/api/admin/v1/branches/:id',
    {
      config: { permission: 'content' },
      schema: {
        tags: ['cms'],
        summary:
          'Change a branch page (one locale of its texts; address, GPS, hours, closure, services, people) and revalidate it',
        params,
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
  );
};
