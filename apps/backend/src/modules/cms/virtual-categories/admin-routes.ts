import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryParams,
  adminVirtualCategoryBody,
  adminVirtualCategoryListResponse,
  adminVirtualCategoryResponse,
  errorResponse,
  groupTags,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import type { Revalidator } from '../revalidation/service.ts';
import {
  deleteVirtualCategory,
  listVirtualCategories,
  saveVirtualCategory,
  virtualCategoryOf,
} from './admin-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Every address a virtual category had or has: its storefront pages are cached under them. */
const tagsOf = (...slugs: ({ cs: string; sk?: string; de?: string } | null | undefined)[]) => [
  groupTags.virtualCategories,
  // Menus and content blocks link virtual categories by their addresses and titles.
  groupTags.menus,
  ...new Set(
    slugs
      .flatMap((s) => (s ? Object.values(s).filter(Boolean) : []))
      .map((slug) => itemTags.virtualCategory(slug)),
  ),
];

/**
 * Virtual categories in the back office (/api/admin/v1/virtual-categories, permission catalogue):
 * listings cut across the tree by tags, categories, parameter values and price ranges.
 */
export const virtualCategoryAdminRoutes: FastifyPluginAsyncZod<{ db: Db; revalidator: Revalidator }> = async (
  app,
  { db, revalidator },
) => {
  app.get(
    '/api/admin/v1/virtual-categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Every virtual category with its rules and slugs',
        response: { 200: adminVirtualCategoryListResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listVirtualCategories(db) }),
  );

  app.get(
    '/api/admin/v1/virtual-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'One virtual category',
        params: adminCategoryParams,
        response: { 200: adminVirtualCategoryResponse, ...errors },
      },
    },
    async (req) => {
      const data = await virtualCategoryOf(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  );

  app.post(
    '/api/admin/v1/virtual-categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Create a virtual category',
        body: adminVirtualCategoryBody,
        response: { 200: adminVirtualCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const saved = await audited(
        db,
        actorOf(req),
        (tx) => saveVirtualCategory(tx, null, req.body),
        ({ after }) => ({
          action: 'virtualCategory.create',
          objectType: 'virtual_category',
          objectId: after.id,
          after,
        }),
      );
      await revalidator.notifyChanged(tagsOf(saved!.after.slugs));
      return { data: saved!.after };
    },
  );

  app.put(
    '/api/admin/v1/virtual-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Replace a virtual category’s texts, rules and slugs',
        params: adminCategoryParams,
        body: adminVirtualCategoryBody,
        response: { 200: adminVirtualCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const saved = await audited(
        db,
        actorOf(req),
        (tx) => saveVirtualCategory(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'virtualCategory.update',
          objectType: 'virtual_category',
          objectId: after.id,
          before,
          after,
        }),
      );
      if (!saved) throw notFound('id');
      await revalidator.notifyChanged(tagsOf(saved.before?.slugs, saved.after.slugs));
      return { data: saved.after };
    },
  );

  app.delete(
    '/api/admin/v1/virtual-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a virtual category and its slugs',
        params: adminCategoryParams,
        response: { 200: adminVirtualCategoryResponse, ...errors },
      },
    },
    async (req) => {
      const deleted = await audited(
        db,
        actorOf(req),
        (tx) => deleteVirtualCategory(tx, req.params.id),
        (before) => ({
          action: 'virtualCategory.delete',
          objectType: 'virtual_category',
          objectId: before.id,
          before,
        }),
      );
      if (!deleted) throw notFound('id');
      await revalidator.notifyChanged(tagsOf(deleted.slugs));
      return { data: deleted };
    },
  );
};
