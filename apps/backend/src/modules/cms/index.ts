import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { graphqlRoutes } from './graphql/routes.ts';
import { menuRoutes } from './menus/routes.ts';
import { cmsRestRoutes } from './routes.ts';

export { cmsCatalogContent } from './catalog-content.ts';
export { getPageMenus } from './menus/service.ts';
export { searchPages } from './pages/service.ts';
export { createRevalidator, type Revalidator } from './revalidation/service.ts';
export { createContentJobHandlers } from './publication/schedule.ts';

/** The CMS: menus, the GraphQL API, URL rewrites and redirects, and the operator API. */
export const cmsModule: FastifyPluginAsync<{ db: Db; config: Config; secret: string }> = async (
  app,
  { db, config, secret },
) => {
  await app.register(menuRoutes, { db });
  await app.register(graphqlRoutes, {
    db,
    secret,
    explorer: config.graphqlExplorer,
    storefrontOrigin: new URL(config.storefrontPublicUrl).origin,
  });
  await app.register(cmsRestRoutes, { db, config });
};
