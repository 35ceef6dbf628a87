import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '@shop/contract';
import type { Database } from '../../../db/client.ts';
import { readiness, type RedisPing } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'ping'>;
  /** The Redis client of the rate limits, where REDIS_URL is set. */
  redis?: RedisPing | null;
  /** True once the process stops: readiness answers 503 so that a load balancer drains it. */
  stopping?: () => boolean;
}> = async (app, { database, redis = null, stopping = () => false }) => {
  // Liveness asks nothing of the database or Redis: a process that waits for them is not stuck.
  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: healthResponse } },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary:
          'Readiness: 200 when the database (and Redis, where configured) answer, else 503; 503 `stopping` once the process is shutting down',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_req, reply) => {
      const answer = await readiness(database, redis);
      if (stopping()) return reply.code(503).send({ ...answer, status: 'stopping' as const });
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  );
};
