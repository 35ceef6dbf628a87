import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryCreateBody,
  adminCategoryDeleteResponse,
  adminCategoryMoveBody,
  adminCategoryParams,
  adminCategoryResponse,
  adminCategoryRuleOptionsResponse,
  adminCategoryTreeResponse,
  adminCategoryUpdateBody,
  errorResponse,
  groupTags,
  itemTags,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { invalidateListingIndex } from '../listing/listing-index.ts';
import {
  adminCategory,
  adminCategoryTree,
  createCategory,
  deleteCategory,
  moveCategory,
  updateCategory,
} from './admin-service.ts';
import { categoryRuleOptions } from './rule-refs.ts';
import { invalidateCategoryTree } from './service.ts';

/** Tells the storefront which cached pages changed (handed in by the app). */
export interface CategoryRevalidator {
  notifyChanged(tags: string[]): Promise<boolean>;
}

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The category tree in the back office (/api/admin/v1/categories, permission catalogue). Every
 * change is audited in its own transaction; once committed, the cached tree and the listing index
 * are dropped and the storefront revalidates its menus, category pages and listings.
 */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: CategoryRevalidator;
  /** The storefront's public address, for links to the categories' pages. */
  storefrontUrl?: string | undefined;
}> = async (app, { db, revalidator, storefrontUrl }) => {
  /** After a committed change of the categories with these slugs. */
  async function changed(slugs: string[], ids: number[]): Promise<void> {
    invalidateCategoryTree(db);
    invalidateListingIndex(db);
    // Menus, top categories, breadcrumbs of product pages and every listing show the tree.
    await revalidator.notifyChanged([
      groupTags.categories,
      groupTags.menus,
      groupTags.topCategories,
      groupTags.productCategories,
      groupTags.catalog,
      ...[...new Set(slugs)].map(itemTags.category),
      ...ids.map(itemTags.categoryId),
    ]);
  }
  const answer = async (id: number) => {
    const data = await adminCategory(db, id);
    if (!data) throw notFound('id');
    return { data };
  };

  app.get(
    '/api/admin/v1/categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'The whole category tree: parents before children, siblings by position, product counts',
        response: { 200: adminCategoryTreeResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({
      data: await adminCategoryTree(db),
      storefrontUrl: storefrontUrl?.replace(/\/+$/, '') ?? null,
    }),
  );

  app.get(
    '/api/admin/v1/categories/rule-options',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Tags and parameter values the rules of virtual and filtered categories can name',
        response: { 200: adminCategoryRuleOptionsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ data: await categoryRuleOptions(db) }),
  );

  app.get(
    '/api/admin/v1/categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'One category of the tree',
        params: adminCategoryParams,
        response: { 200: adminCategoryResponse, ...errors },
      },
    },
    (req) => answer(req.params.id),
  );

  app.post(
    '/api/admin/v1/categories',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Create a category under a parent (or at the top), at a position among its siblings',
        body: adminCategoryCreateBody,
        response: { 200: adminCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const row = await audited(
        db,
        actorOf(req),
        (tx) => createCategory(tx, req.body),
        (created) => ({
          action: 'category.create',
          objectType: 'category',
          objectId: created.id,
          after: created,
        }),
      );
      await changed([row.slug], [row.id]);
      return answer(row.id);
    },
  );

  app.put(
    '/api/admin/v1/categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Change a category’s names, slug, visibility or picture',
        params: adminCategoryParams,
        body: adminCategoryUpdateBody,
        response: { 200: adminCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const change = await audited(
        db,
        actorOf(req),
        (tx) => updateCategory(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'category.update',
          objectType: 'category',
          objectId: req.params.id,
          before,
          after,
        }),
      );
      if (!change) throw notFound('id');
      await changed([change.before.slug, change.after.slug], [req.params.id]);
      return answer(req.params.id);
    },
  );

  app.post(
    '/api/admin/v1/categories/:id/move',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Move a category to a new parent and position in one step; both sibling lists are renumbered, a move into its own subtree is refused',
        params: adminCategoryParams,
        body: adminCategoryMoveBody,
        response: { 200: adminCategoryResponse, ...errors, 422: errorResponse },
      },
    },
    async (req) => {
      const move = await audited(
        db,
        actorOf(req),
        (tx) => moveCategory(tx, req.params.id, req.body),
        ({ before, after }) => ({
          action: 'category.move',
          objectType: 'category',
          objectId: req.params.id,
          before: { parentId: before.parentId, position: before.position },
          after: { parentId: after.parentId, position: after.position },
        }),
      );
      if (!move) throw notFound('id');
      await changed(
        [move.after.slug],
        [req.params.id, ...[move.before.parentId, move.after.parentId].filter((p) => p !== null)],
      );
      return answer(req.params.id);
    },
  );

  app.delete(
    '/api/admin/v1/categories/:id',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a category without subcategories and products (409 otherwise)',
        params: adminCategoryParams,
        response: { 200: adminCategoryDeleteResponse, ...errors, 409: errorResponse },
      },
    },
    async (req) => {
      const deleted = await audited(
        db,
        actorOf(req),
        (tx) => deleteCategory(tx, req.params.id),
        (row) => ({ action: 'category.delete', objectType: 'category', objectId: row.id, before: row }),
      );
      if (!deleted) throw notFound('id');
      await changed([deleted.slug], [deleted.id, ...(deleted.parentId === null ? [] : [deleted.parentId])]);
      return { data: { id: deleted.id } };
    },
  );
};
