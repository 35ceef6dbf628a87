import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { resolveVariantHashSecret } from '../../http/variant-hash-secret.ts';
import { adminRoutes } from './admin/routes.ts';
import { previewRoutes } from './preview/routes.ts';
import { previewKey as derivePreviewKey } from './preview/token.ts';
import { createRevalidator, type Revalidator } from './revalidation/service.ts';
import { urlRoutes } from './url-rewrites/routes.ts';

/** The CMS's REST routes besides menus and GraphQL: url-rewrite, redirect, draft preview and the operator API. */
export const cmsRestRoutes: FastifyPluginAsync<{
  db: Db;
  config: Config;
  revalidator?: Revalidator;
}> = async (app, { db, config, revalidator }) => {
  // Draft preview links are signed with a key derived from the server's secret.
  const previewKey = derivePreviewKey(await resolveVariantHashSecret(config));
  await app.register(urlRoutes, { db });
  await app.register(previewRoutes, { db, previewKey });
  await app.register(adminRoutes, {
    db,
    preview: { key: previewKey, storefrontUrl: config.storefrontPublicUrl },
    revalidator:
      revalidator ??
      createRevalidator({
        storefrontUrl: config.storefrontUrl,
        secret: config.revalidateSecret,
        log: app.log,
      }),
  });
};
