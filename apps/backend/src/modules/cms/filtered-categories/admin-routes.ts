import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryParams,
  adminFilteredCategoryBody,
  adminFilteredCategoryListResponse,
  adminFilteredCategoryResponse,
  errorResponse,
  groupTags,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import type { Revalidator } from '../revalidation/service.ts';
import {
  deleteFilteredCategory,
  listFilteredCategories,
  saveFilteredCategory,
  filteredCategoryOf,
} from './admin-service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Every address a filtered category had or has: its storefront pages are cached under them. */
const tagsOf = (...slugs: ({ cs: string; sk?: string; de?: string } | null | undefined)[]) => [
  groupTags.filteredCategories,
  // A category listing links the filtered category of its filter state as the canonical address.
  groupTags.catalog,
  ...new Set(
    slugs
      .flatMap((s) => (s ? Object.values(s).filter(Boolean) : []))
      .map((slug) => itemTags.filteredCategory(slug)),
  ),
];

/**
 * Filtered categories in the back office (/api/admin/v1/filtered-categories, permission catalogue):
 * a store category with chosen parameter values under its own address and texts.
 */
export const filteredCategoryAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
}> = async (app, { db, revalidator }) => {
  app.get(
    '/api/admin/v1/filtered-categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Every filtered category with its rules and slugs',
        response: { 200: adminFilteredCategoryListResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await listFilteredCategories(db) }),
  );

  app.get(
    '/api/admin/v1/filtered-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'One filtered category',
        params: adminCategoryParams,
        response: { 200: adminFilteredCategoryResponse, ...errors },
      },
    },
    async (req) => {
      const data = await filteredCategoryOf(db, req.params.id);
      if (!data) throw notFound('id');
      return { data };
    },
  );

  app.post(
    '/api/admin/v1/filtered-categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Create a filtered category (a store category with chosen parameter values under its own address)',
        body: adminFilteredCategoryBody,
        response: { 200: adminFilteredCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const saved = await audited(
        db,
        actorOf(req),
        (tx) => saveFilteredCategory(tx, null, req.body),
        ({ after }) => ({
          action: 'filteredCategory.create',
          objectType: 'filtered_category',
          objectId: after.id,
          after,
        }),
      );
      await revalidator.notifyChanged(tagsOf(saved!.after.slugs));
      return { data: saved!.after };
    },
  );

  app.put(
    '/api/admin/v1/filtered-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Replace a filtered category’s texts, values and slugs',
        params: adminCategoryParams,
        body: adminFilteredCategoryBody,
        response: { 200: adminFilteredCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const saved = await audited(
        db,
        actorOf(req),
        (tx) => saveFilteredCategory(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'filteredCategory.update',
          objectType: 'filtered_category',
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
    '/api/admin/v1/filtered-categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a filtered category and its slugs',
        params: adminCategoryParams,
        response: { 200: adminFilteredCategoryResponse, ...errors },
      },
    },
    async (req) => {
      const deleted = await audited(
        db,
        actorOf(req),
        (tx) => deleteFilteredCategory(tx, req.params.id),
        (before) => ({
          action: 'filteredCategory.delete',
          objectType: 'filtered_category',
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
