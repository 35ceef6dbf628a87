import type { FastifyPluginAsync } from 'fastify';
import type { ContentRouteOptions } from '../publishing/index.ts';
import { adminRoutes } from './admin/routes.ts';
import { graphqlRoutes } from './graphql/routes.ts';
import { previewRoutes } from './preview/routes.ts';

/**
 * Content: the FAQ, glossary and infomails, and what serves every content module to the
 * storefront: the GraphQL API and the draft previews.
 */
export const contentModule: FastifyPluginAsync<
  ContentRouteOptions & {
    /** Signs x-variant-hash: banners for customer groups show only to groups it signs. */
    secret: string;
    /** GraphiQL and introspection (development). */
    graphqlExplorer: boolean;
    /** The only origin a browser may read GraphQL answers from. */
    storefrontOrigin: string;
  }
> = async (app, { db, secret, graphqlExplorer, storefrontOrigin, revalidator, preview }) => {
  await app.register(graphqlRoutes, { db, secret, explorer: graphqlExplorer, storefrontOrigin });
  await app.register(previewRoutes, { db, previewKey: preview.key });
  await app.register(adminRoutes, { db, revalidator, preview });
};
