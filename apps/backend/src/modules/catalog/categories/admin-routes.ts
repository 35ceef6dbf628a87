import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
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

  app.route({
    ...routeOf(adminCatalogueApi.categoryTree),
    config: { permission: 'catalogue' },
    handler: async () => ({
      data: await adminCategoryTree(db),
      storefrontUrl: storefrontUrl?.replace(/\/+$/, '') ?? null,
    }),
  });

  app.route({
    ...routeOf(adminCatalogueApi.categoryRuleOptions),
    config: { permission: 'catalogue' },
    handler: async () => ({ data: await categoryRuleOptions(db) }),
  });

  app.route({
    ...routeOf(adminCatalogueApi.category),
    config: { permission: 'catalogue' },
    handler: (req) => answer(req.params.id),
  });

  app.route({
    ...routeOf(adminCatalogueApi.categoryCreate),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.categoryUpdate),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.categoryMove),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });

  app.route({
    ...routeOf(adminCatalogueApi.categoryDelete),
    config: { permission: 'catalogue' },
    handler: async (req) => {
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
  });
};
