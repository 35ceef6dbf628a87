import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse } from '@shop/contract';
import type { Database } from '../../../db/client.ts';
import { isReady } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<Database, 'ping'> }> = async (
  app,
  { database },
) => {
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
        summary: 'Readiness: 200 when the database answers, else 503',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_req, reply) => {
      if (await isReady(database)) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};
