import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { adminRoutes } from './admin/routes.ts';
import { createRevalidator, type Revalidator } from './revalidation/service.ts';
import { urlRoutes } from './url-rewrites/routes.ts';

/** The CMS's REST routes besides menus and GraphQL: url-rewrite, redirect and the operator API. */
export const cmsRestRoutes: FastifyPluginAsync<{
  db: Db;
  config: Config;
  revalidator?: Revalidator;
}> = async (app, { db, config, revalidator }) => {
  await app.register(urlRoutes, { db });
  await app.register(adminRoutes, {
    db,
    revalidator:
      revalidator ??
      createRevalidator({
        storefrontUrl: config.storefrontUrl,
        secret: config.revalidateSecret,
        log: app.log,
      }),
  });
};
