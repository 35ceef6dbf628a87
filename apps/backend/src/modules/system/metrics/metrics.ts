import type { FastifyInstance } from 'fastify';
import { systemApi } from '@shop/contract';
import { routeOf } from '../../../http/contract-routes.ts';
import { safeEqual } from '../../../http/safe-equal.ts';
import { Registry } from 'prom-client';
import type { Database } from '../../../db/client.ts';
import { observeDependencies } from './dependency-metrics.ts';
import { observeHttpRequests } from './http-metrics.ts';
import { processMetrics } from './process-metrics.ts';

/**
 * Serves `/metrics` in Prometheus's text format from a registry of this app's own (several apps
 * in one process keep apart), holding the process's Node metrics beside the app's. Registered on
 * the root instance, before the modules, so that its hook sees every route. The numbers tell how
 * the shop is used: only a scraper with the key reads them, and without a key there is no route.
 */
export function registerMetrics(
  app: FastifyInstance,
  { database, key }: { database: Database; key: string | undefined },
): void {
  const own = new Registry();
  observeHttpRequests(app, own);
  observeDependencies(own, database);
  if (!key) return;
  const registry = Registry.merge([processMetrics(), own]);

  app.route({
    ...routeOf(systemApi.metrics),
    logLevel: 'warn',
    handler: async (req, reply) => {
      if (!safeEqual(req.headers.authorization ?? '', `Bearer ${key}`)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send();
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  });
}
