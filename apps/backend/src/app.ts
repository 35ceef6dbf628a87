import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuItem } from '@shop/contract';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/errors.ts';
import { healthRoutes } from './modules/system/health/routes.ts';
import { categoryRoutes } from './modules/catalog/categories/routes.ts';
import { catalogReadRoutes } from './modules/catalog/read-routes.ts';
import { resolveVariantHashSecret } from './modules/catalog/pricing/secret.ts';
import { storeSettingsRoutes } from './modules/settings/store/routes.ts';
import { branchRoutes } from './modules/shipping/branches/routes.ts';
import { geoIpRoutes } from './modules/settings/geoip/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { customerRoutes } from './modules/customer/routes.ts';
import { orderRoutes } from './modules/order/routes.ts';
import { paymentModule } from './modules/payment/plugin.ts';
import { shipperRoutes } from './modules/shipping/shippers/routes.ts';
import type { GeoIp } from './integrations/geoip/geo-ip.ts';
import { geoliteCountry } from './integrations/geoip/geolite-country.ts';
import { companyLookupRoutes } from './modules/customer/company-lookup/routes.ts';
import type { CompanyRegistry } from './integrations/company-registry/company-registry.ts';
import { localCompanyRegistry } from './integrations/company-registry/local-registry.ts';
import { menuRoutes } from './modules/cms/menus/routes.ts';
import { graphqlRoutes } from './modules/cms/graphql/routes.ts';
import { cmsRestRoutes } from './modules/cms/routes.ts';
import { mediaRoutes } from './modules/media/images/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Fastify logger; tests pass false. Defaults to pino at config.logLevel. */
  logger?: boolean;
  /** IP-to-country service; defaults to the GeoLite2 data shipped with the geoip-country package. */
  geoIp?: GeoIp;
  /** Company lookup by IČO; defaults to the local registry served from companies.json. */
  companyRegistry?: CompanyRegistry;
}

// The recursive menu item becomes a named component instead of an inline cycle in the OpenAPI document.
if (!z.globalRegistry.has(menuItem)) z.globalRegistry.add(menuItem, { id: 'MenuItem' });

/** The HTTP application: shared by main.ts (listen) and tests (inject). */
export async function buildApp({
  config,
  database,
  logger,
  geoIp,
  companyRegistry,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel },
    // Image paths and slugs are long; the default 100 would cut them.
    routerOptions: { maxParamLength: 1000 },
    // The shopper's address behind the storefront or a load balancer (log-in attempts count by it).
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Limits are opted into per route (log-in); with REDIS_URL every process counts together.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop backend',
        description:
          'Store API, CMS API, catalogue and media. Errors: `{ errors: [{ code, field, title }] }`: a machine-readable code, the input at fault and a Czech title.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'system', description: 'Liveness and readiness' },
        { name: 'store', description: 'Store API (/api/v1)' },
        { name: 'catalogue', description: 'Catalogue (/catalog)' },
        { name: 'cms', description: 'CMS (GraphQL, menus)' },
        { name: 'media', description: 'Image resizing' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  const db = database.db;
  await app.register(healthRoutes, { database });
  const modules = new Set(config.modules);
  if (modules.has('catalog')) {
    const secret = await resolveVariantHashSecret(config);
    await app.register(categoryRoutes, { db });
    await app.register(catalogReadRoutes, { db, secret });
    await app.register(storeSettingsRoutes, { db, secret });
    await app.register(branchRoutes, { db });
    await app.register(geoIpRoutes, { geoIp: geoIp ?? geoliteCountry });
    await app.register(companyLookupRoutes, { registry: companyRegistry ?? localCompanyRegistry });
    await app.register(customerRoutes, { db, secret });
    await app.register(cartRoutes, { db, secret });
    await app.register(orderRoutes, { db, secret });
    await app.register(paymentModule, { db, config });
    await app.register(shipperRoutes, { db, secret });
  }
  if (modules.has('cms')) {
    await app.register(menuRoutes, { db });
    await app.register(graphqlRoutes, { db, graphiql: true });
    await app.register(cmsRestRoutes, { db, config });
  }
  if (modules.has('media')) await app.register(mediaRoutes, { dataDir: config.dataDir });
  return app;
}
