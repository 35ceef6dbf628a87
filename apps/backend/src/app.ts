import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
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
import { adminApp } from './http/admin-app.ts';
import { installContractGuard } from './http/contract-routes.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { loggableError, requestLogLine } from './http/log-redaction.ts';
import { accountDataOfOthers } from './account-data-of-others.ts';
import { securityHeaderOptions } from './http/security-headers.ts';
import { resolveVariantHashSecret } from './http/variant-hash-secret.ts';
import type { AddressChecker } from './integrations/address-check/address-checker.ts';
import type { CompanyRegistry } from './integrations/company-registry/company-registry.ts';
import type { GeoIp } from './integrations/geoip/geo-ip.ts';
import { geoliteCountry } from './integrations/geoip/geolite-country.ts';
import { adoptGuestCart, cartModule, giftOffers, requestCartToken } from './modules/cart/index.ts';
import {
  catalogModule,
  getVariantRefs,
  provideOrderGiftOffers,
  withFeedRebuild,
} from './modules/catalog/index.ts';
import { articlesModule } from './modules/articles/index.ts';
import { branchesModule } from './modules/branches/index.ts';
import { contentModule } from './modules/content/index.ts';
import { merchandisingCatalogContent, merchandisingModule } from './modules/merchandising/index.ts';
import { getPageMenus, navigationModule } from './modules/navigation/index.ts';
import { pagesModule } from './modules/pages/index.ts';
import { createRevalidator, previewKey } from './modules/publishing/index.ts';
import {
  connectAddressChecker,
  connectCompanyRegistry,
  customerGroupCodes,
  customerModule,
} from './modules/customer/index.ts';
import { marketingModule } from './modules/marketing/index.ts';
import { recommendationsModule } from './modules/recommendations/index.ts';
import { inventoryModule } from './modules/inventory/index.ts';
import { mediaModule } from './modules/media/index.ts';
import { installAdminGuard, operatorCookies, operatorModule } from './modules/operator/index.ts';
import {
  claimRegisteredOrder,
  findCustomerServiceOrder,
  findServiceOrder,
  findServiceOrderByToken,
  issueWithdrawalCreditNote,
  orderModule,
  paymentOrders,
} from './modules/order/index.ts';
import { createPaymentDeps, paymentModule } from './modules/payment/index.ts';
import { testPacketaModule } from './modules/test-packeta/index.ts';
import { connectPacketaApi, testPacketaPassword } from './integrations/packeta/packeta-api-connection.ts';
import { searchModule } from './modules/search/index.ts';
import { settingsAdminModule, settingsModule } from './modules/settings/index.ts';
import { listShippers, servePacketaFeedDouble, shippingModule } from './modules/shipping/index.ts';
import { supportModule } from './modules/support/index.ts';
import { backupRoutes, registerMetrics, systemModule } from './modules/system/index.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Fastify logger: pino at config.logLevel to stdout, or to `stream`; tests pass false. */
  logger?: false | { stream: NodeJS.WritableStream };
  /** IP-to-country service; defaults to the GeoLite2 data shipped with the geoip-country package. */
  geoIp?: GeoIp;
  /** Company lookup by IČO; defaults to the configured register (COMPANY_REGISTRY). */
  companyRegistry?: CompanyRegistry;
  /** The address forms' check while typing; defaults to the configured one (ADDRESS_CHECK). */
  addressChecker?: AddressChecker;
  /** Whether the process is stopping (its readiness then answers 503); never, by default. */
  stopping?: () => boolean;
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
  addressChecker,
  stopping,
}: AppDeps): Promise<FastifyInstance> {
  // Request lines and errors as the log may keep them: no tokens, parameters or e-mail addresses.
  const loggerOption: FastifyServerOptions['logger'] =
    logger === false
      ? false
      : {
          level: config.logLevel,
          serializers: { req: requestLogLine, err: (err) => loggableError(err) },
          ...(logger?.stream ? { stream: logger.stream } : {}),
        };
  const app = Fastify({
    logger: loggerOption,
    // Image paths and slugs are long; the default 100 would cut them.
    routerOptions: { maxParamLength: 1000 },
    // The shopper's address behind the storefront or a load balancer (log-in attempts count by it).
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every route below is an endpoint of the contract, registered from its definition.
  installContractGuard(app);
  registerErrorHandling(app);
  await app.register(helmet, securityHeaderOptions(config));
  // Limits are opted into per route (log-in); with REDIS_URL every process counts together.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Into the log rather than ioredis's own console line; /ready reports Redis as down meanwhile.
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'redis: connection failed; retrying'));
  await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
  await registerLoadShedding(app, config);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop backend',
        description:
          'Store API, content API, catalogue and media. Errors: `{ errors: [{ code, field, title }] }`: a machine-readable code, the input at fault and a Czech title.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'system', description: 'Liveness and readiness' },
        { name: 'store', description: 'Store API (/api/v1)' },
        { name: 'catalogue', description: 'Catalogue (/catalog)' },
        { name: 'content', description: 'Content: GraphQL, menus, previews, redirects, URL rewrites' },
        { name: 'feeds', description: 'Product feeds for comparison sites' },
        { name: 'media', description: 'Image resizing' },
        {
          name: 'test-gateway',
          description: 'The local card gateway, served when no real payment gateway is configured',
        },
        {
          name: 'admin',
          description:
            'Back office (/api/admin/v1): an operator session (cookie, from POST /api/admin/v1/session) or an API key (Authorization: Bearer shopk_…); `x-permission` names the permission an operation needs',
        },
      ],
      components: {
        securitySchemes: {
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'shop_operator' },
          apiKey: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (config.openApiUi) await app.register(swaggerUi, { routePrefix: '/docs' });

  const db = database.db;
  // Its hook counts the answers of every route of the app, those above included.
  registerMetrics(app, { database, key: config.metricsKey });
  // Every /api/admin route of every module below passes the operators' guard.
  await app.register(operatorCookies);
  installAdminGuard(app, {
    db,
    totpRequired: config.production,
    origins: [new URL(config.publicUrl).origin],
  });
  await app.register(systemModule, { database, redis, stopping });
  await app.register(backupRoutes, { database, dataDir: config.dataDir });
  // One plugin per module; the app hands modules what they need of each other where the
  // dependency runs the other way (the CMS's catalogue content, orders for payments and customer
  // service, the cart at log-in).
  const serves = new Set(config.modules);
  const secret = await resolveVariantHashSecret(config);
  if (serves.has('operator')) {
    // The back office's pages (apps/admin's build) at /admin, beside its API.
    await app.register(adminApp);
    await app.register(operatorModule, {
      db,
      production: config.production,
      secureCookie: new URL(config.publicUrl).protocol === 'https:',
    });
  }
  if (serves.has('settings'))
    await app.register(settingsModule, {
      db,
      secret,
      geoIp: geoIp ?? geoliteCountry,
      menus: serves.has('navigation') ? getPageMenus : undefined,
    });
  // Each module that changes what pages show tells the storefront; one revalidator serves them all.
  const revalidator = createRevalidator({
    storefrontUrl: config.storefrontUrl,
    secret: config.revalidateSecret,
    log: app.log,
  });
  if (serves.has('settings')) await app.register(settingsAdminModule, { db, revalidator });
  // Products that earn a free order gift are tagged; the cart keeps the gifts.
  provideOrderGiftOffers(db, giftOffers);
  if (serves.has('catalog')) {
    await app.register(catalogModule, {
      db,
      secret,
      content: merchandisingCatalogContent,
      revalidator,
      editor: {
        dataDir: config.dataDir,
        storefrontUrl: config.storefrontPublicUrl,
        customerGroups: customerGroupCodes,
        shipperCodes: async (db) =>
          new Set((await listShippers(db, 'CZK', 'cs', { includePersonal: true })).data.map((s) => s.code)),
      },
    });
  }
  if (serves.has('search')) await app.register(searchModule, { db, secret });
  if (serves.has('shipping')) {
    await app.register(shippingModule, { db, secret });
    await servePacketaFeedDouble(app, config);
  }
  if (serves.has('customer')) {
    await app.register(customerModule, {
      db,
      secret,
      storefrontUrl: config.storefrontPublicUrl,
      companyRegistry: companyRegistry ?? (await connectCompanyRegistry(app, config)),
      addressChecker: addressChecker ?? connectAddressChecker(config),
      onLogIn: (req, accountId) => adoptGuestCart(db, requestCartToken(req), accountId),
      onRegistered: (accountId, orderId) => claimRegisteredOrder(db, orderId, accountId),
      accountData: accountDataOfOthers(config.dataDir),
    });
  }
  if (serves.has('cart')) await app.register(cartModule, { db, secret });
  if (serves.has('order')) {
    await app.register(orderModule, {
      db,
      secret,
      dataDir: config.dataDir,
      revalidator,
      storefrontUrl: config.storefrontPublicUrl,
      parcels: connectPacketaApi(config),
      payments: await createPaymentDeps(config, db, paymentOrders, app.log),
    });
    // Packeta's API double (shipments, labels, tracking); PACKETA=test, which production refuses.
    if (config.packeta.kind === 'test' && !config.production) {
      await app.register(testPacketaModule, { db, apiPassword: testPacketaPassword(config) });
    }
  }
  if (serves.has('payment')) await app.register(paymentModule, { db, config, orders: paymentOrders });
  // The content modules' operator routes share the revalidator and sign preview links with a key
  // derived from the server's secret.
  const contentRoutes = {
    db,
    revalidator,
    preview: { key: previewKey(secret), storefrontUrl: config.storefrontPublicUrl },
  };
  if (serves.has('navigation')) await app.register(navigationModule, { db });
  if (serves.has('merchandising')) await app.register(merchandisingModule, contentRoutes);
  if (serves.has('pages')) await app.register(pagesModule, contentRoutes);
  if (serves.has('articles')) await app.register(articlesModule, contentRoutes);
  if (serves.has('branches')) await app.register(branchesModule, contentRoutes);
  if (serves.has('content')) {
    await app.register(contentModule, {
      ...contentRoutes,
      secret,
      graphqlExplorer: config.graphqlExplorer,
      storefrontOrigin: new URL(config.storefrontPublicUrl).origin,
    });
  }
  if (serves.has('media')) await app.register(mediaModule, { db, dataDir: config.dataDir });
  if (serves.has('support'))
    await app.register(supportModule, {
      db,
      config,
      secret,
      orders: {
        find: findServiceOrder,
        findByToken: findServiceOrderByToken,
        findOfCustomer: findCustomerServiceOrder,
        issueWithdrawalCreditNote,
      },
    });
  if (serves.has('inventory')) {
    await app.register(inventoryModule, {
      db,
      variants: getVariantRefs,
      // Stock is in the product feeds: a change of it queues their rebuild too.
      revalidator: withFeedRebuild(db, revalidator),
    });
  }
  if (serves.has('marketing')) await app.register(marketingModule, { db, config });
  if (serves.has('recommendations')) await app.register(recommendationsModule, { db, secret, config });
  return app;
}
