import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { menuRoutes } from './menus/routes.ts';
import { redirectRoutes } from './redirects/routes.ts';
// Adds the top categories to the GraphQL API.
import './top-categories/graphql.ts';

export { getPageMenus } from './menus/service.ts';
export { normalisePath } from './storefront-path.ts';
export { TopCategoryType } from './top-categories/graphql.ts';
export { getTopCategories } from './top-categories/service.ts';

/** Navigation: menus, the home page's top-category tiles and redirects of moved paths. */
export const navigationModule: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(menuRoutes, { db });
  await app.register(redirectRoutes, { db });
};
