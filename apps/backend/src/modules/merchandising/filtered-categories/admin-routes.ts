import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFilteredCategoryApi, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { registerRuleCategoryRoutes, ruleCategoryTags } from '../admin/rule-category-routes.ts';
import type { Revalidator } from '../../publishing/index.ts';
import {
  deleteFilteredCategory,
  listFilteredCategories,
  saveFilteredCategory,
  filteredCategoryOf,
} from './admin-service.ts';

/**
 * Filtered categories in the back office (/api/admin/v1/filtered-categories, permission catalogue):
 * a store category with chosen parameter values under its own address and texts.
 */
export const filteredCategoryAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  revalidator: Revalidator;
}> = async (app, deps) =>
  registerRuleCategoryRoutes(
    app,
    {
      api: adminFilteredCategoryApi,
      objectType: 'filtered_category',
      action: 'filteredCategory',
      list: listFilteredCategories,
      read: filteredCategoryOf,
      save: saveFilteredCategory,
      remove: deleteFilteredCategory,
      // A category listing links the filtered category of its filter state as the canonical address.
      tags: ruleCategoryTags([groupTags.filteredCategories, groupTags.catalog], itemTags.filteredCategory),
    },
    deps,
  );
