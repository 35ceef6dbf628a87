import type { FastifyPluginAsync } from 'fastify';
import type { ContentRouteOptions } from '../publishing/index.ts';
import { bannerAdminRoutes } from './banners/admin-routes.ts';
import { categoryContentAdminRoutes } from './category-content/admin-routes.ts';
import { filteredCategoryAdminRoutes } from './filtered-categories/admin-routes.ts';
import { virtualCategoryAdminRoutes } from './virtual-categories/admin-routes.ts';
// Add the category pages, virtual and filtered categories, banners, brands, colours and materials
// to the GraphQL API.
import './category-cms/graphql.ts';
import './virtual-categories/graphql.ts';
import './filtered-categories/graphql.ts';
import './banners/graphql.ts';
import './reference-graphql.ts';

export { merchandisingCatalogContent } from './catalog-content.ts';
export { CmsCategoryType } from './category-cms/graphql.ts';
export { topCategoryImages } from './category-content/service.ts';
export { virtualCategoryTitles } from './virtual-categories/service.ts';

/**
 * Merchandising: what is shown around the catalogue's products: category texts, virtual and
 * filtered categories, banners and limited offers, and the records of brands, colours and materials.
 */
export const merchandisingModule: FastifyPluginAsync<ContentRouteOptions> = async (
  app,
  { db, revalidator, preview },
) => {
  await app.register(bannerAdminRoutes, { db, revalidator, preview });
  await app.register(categoryContentAdminRoutes, { db, revalidator });
  await app.register(virtualCategoryAdminRoutes, { db, revalidator });
  await app.register(filteredCategoryAdminRoutes, { db, revalidator });
};
