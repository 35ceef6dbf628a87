import type { FastifyPluginAsync } from 'fastify';
import type { ContentRouteOptions } from '../publishing/index.ts';
import { branchAdminRoutes } from './admin-routes.ts';
// Adds the branches to the GraphQL API.
import './graphql.ts';

/** Branches: the pages of the shop's branches, their opening hours, services and people. */
export const branchesModule: FastifyPluginAsync<ContentRouteOptions> = async (
  app,
  { db, revalidator, preview },
) => {
  await app.register(branchAdminRoutes, { db, revalidator, preview });
};
