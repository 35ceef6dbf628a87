import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Db } from '../../../db/client.ts';
import { requestHeaders } from '@shop/contract';
import { requestLocale } from '../../../http/locale.ts';
import { headerList } from './headers.ts';
import type { GraphQLContext } from './builder.ts';
import { cmsSchema } from './schema.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** POST /graphql (GET shows GraphiQL), GraphQL Yoga mounted on a Fastify route. */
export const graphqlRoutes: FastifyPluginAsync<{ db: Db; graphiql: boolean }> = async (
  app,
  { db, graphiql },
) => {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: cmsSchema(),
    graphqlEndpoint: '/graphql',
    graphiql,
    landingPage: false,
    // Yoga logs through Fastify's logger so every line carries the request id.
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: ({ req }) => ({
      db,
      locale: requestLocale(req),
      userGroups: headerList(req, requestHeaders.userGroups),
      domain: headerList(req, requestHeaders.domain)[0] ?? null,
      now: new Date(),
    }),
  });

  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    schema: { tags: ['cms'], summary: 'GraphQL (Yoga, Pothos schema): POST a query; GET shows GraphiQL' },
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
};
