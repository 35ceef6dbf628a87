import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminVirtualCategoryApi, groupTags, itemTags } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { registerRuleCategoryRoutes, ruleCategoryTags } from '../admin/rule-category-routes.ts';
import type { Revalidator } from '../../publishing/index.ts';
import {
  deleteVirtualCategory,
  listVirtualCategories,
  saveVirtualCategory,
  virtualCategoryOf,
} from './admin-service.ts';

/**
 * Virtual categories in the back office (/api/admin/v1/virtual-categories, permission catalogue):
 * listings cut across the tree by tags, categories, parameter values and price ranges.
 */
export const virtualCategoryAdminRoutes: FastifyPluginAsyncZod<{ db: Db; revalidator: Revalidator }> = async (
  app,
  deps,
) =>
  registerRuleCategoryRoutes(
    app,
    {
      api: adminVirtualCategoryApi,
      objectType: 'virtual_category',
      action: 'virtualCategory',
      list: listVirtualCategories,
      read: virtualCategoryOf,
      save: saveVirtualCategory,
      remove: deleteVirtualCategory,
      // Menus and content blocks link virtual categories by their addresses and titles.
      tags: ruleCategoryTags([groupTags.virtualCategories, groupTags.menus], itemTags.virtualCategory),
    },
    deps,
  );
