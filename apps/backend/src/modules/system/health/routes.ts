import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemApi } from '@shop/contract';
import type { Database } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { readiness, type RedisPing } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Pick<Database, 'ping'>;
  /** The Redis client of the rate limits, where REDIS_URL is set. */
  redis?: RedisPing | null;
  /** True once the process stops: readiness answers 503 so that a load balancer drains it. */
  stopping?: () => boolean;
}> = async (app, { database, redis = null, stopping = () => false }) => {
  // Liveness asks nothing of the database or Redis: a process that waits for them is not stuck.
  app.route({
    ...routeOf(systemApi.health),
    logLevel: 'warn',
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeOf(systemApi.ready),
    logLevel: 'warn',
    handler: async (_req, reply) => {
      const answer = await readiness(database, redis);
      if (stopping()) return reply.code(503).send({ ...answer, status: 'stopping' as const });
      return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
    },
  });
};
