import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { Database } from '../../../db/client.ts';
import { observeDependencies } from './dependency-metrics.ts';
import { observeHttpRequests } from './http-metrics.ts';
import { processMetrics } from './process-metrics.ts';

/**
 * Serves `/metrics` in Prometheus's text format from a registry of this app's own (several apps
 * in one process keep apart), holding the process's Node metrics beside the app's. Registered on
 * the root instance, before the modules, so that its hook sees every route.
 */
export function registerMetrics(app: FastifyInstance, { database }: { database: Database }): void {
  const own = new Registry();
  observeHttpRequests(app, own);
  observeDependencies(own, database);
  const registry = Registry.merge([processMetrics(), own]);

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Prometheus metrics (text format); keep it on the internal network',
      },
    },
    async (_req, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}
