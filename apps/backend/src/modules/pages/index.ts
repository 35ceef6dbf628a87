import type { FastifyPluginAsync } from 'fastify';
import type { ContentRouteOptions } from '../publishing/index.ts';
import { curatedGuideAdminRoutes } from './curated-guides/admin-routes.ts';
import { pageAdminRoutes } from './pages/admin-routes.ts';
import { urlRoutes } from './url-rewrites/routes.ts';
// Add pages, content blocks and curated guides to the GraphQL API.
import './pages/graphql.ts';
import './pages/page-list-graphql.ts';
import './content-blocks/graphql.ts';
import './curated-guides/graphql.ts';

export { checkContentBlocks } from './content-blocks/check.ts';
export { ContentBlockType } from './content-blocks/graphql.ts';
export { type BlockAudience, resolveContentBlocks } from './content-blocks/service.ts';
export { searchPages } from './pages/service.ts';
export { loadCuratedGuidePreview, loadPagePreview } from './preview.ts';
export type { ContentBlock } from './tables.ts';

/**
 * Pages: text pages and pages built of content blocks, curated guides, the blocks themselves and
 * the storefront paths that show a page.
 */
export const pagesModule: FastifyPluginAsync<ContentRouteOptions> = async (
  app,
  { db, revalidator, preview },
) => {
  await app.register(urlRoutes, { db });
  await app.register(pageAdminRoutes, { db, revalidator, preview });
  await app.register(curatedGuideAdminRoutes, { db, revalidator, preview });
};
