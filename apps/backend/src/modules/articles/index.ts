import type { FastifyPluginAsync } from 'fastify';
import type { ContentRouteOptions } from '../publishing/index.ts';
import { articleAdminRoutes } from './admin-routes.ts';
// Add articles, and the articles linked from a category page, to the GraphQL API.
import './graphql.ts';
import './category-graphql.ts';

export { loadArticlePreview } from './preview.ts';

/** Articles: the magazine's articles with their authors, categories and tags. */
export const articlesModule: FastifyPluginAsync<ContentRouteOptions> = async (
  app,
  { db, revalidator, preview },
) => {
  await app.register(articleAdminRoutes, { db, revalidator, preview });
};
