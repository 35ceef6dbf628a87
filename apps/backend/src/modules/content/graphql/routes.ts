import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga } from 'graphql-yoga';
import type { Db } from '../../../db/client.ts';
import { contentApi, requestHeaders } from '@shop/contract';
import { requestLocale } from '../../../http/locale.ts';
import { signedCustomer } from '../../../http/price-context.ts';
import { GRAPHIQL_CSP } from '../../../http/security-headers.ts';
import { headerCurrency, headerList } from './headers.ts';
import type { GraphQLContext } from '../../publishing/index.ts';
import { contentSchema } from './schema.ts';

export const GRAPHQL_LIMITS = { depth: 8, aliases: 15, tokens: 2000, directives: 20, cost: 5000 };

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** POST /graphql (GET shows GraphiQL), GraphQL Yoga mounted on a Fastify route. */
export const graphqlRoutes: FastifyPluginAsync<{
  db: Db;
  /** Signs x-variant-hash: banners for customer groups show only to groups it signs. */
  secret: string;
  /** GraphiQL and introspection (development). */
  explorer: boolean;
  /** The only origin a browser may read answers from (the storefront calls from its server). */
  storefrontOrigin: string;
}> = async (app, { db, secret, explorer, storefrontOrigin }) => {
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: contentSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: explorer,
    landingPage: false,
    cors: { origin: storefrontOrigin, credentials: false, methods: ['GET', 'POST'] },
    // A query is refused before it runs when it is too deep, too wide or too long: the
    // storefront's own queries stay well inside these limits. A fragment costs what its fields
    // cost where it is spread, as if written inline (content blocks are asked with a fragment each).
    plugins: [
      EnvelopArmorPlugin({
        // Introspection too: its types nest as deep as anyone asks (GraphiQL's schema view needs
        // the full introspection query, so in development it shows the queries without a schema).
        maxDepth: { n: GRAPHQL_LIMITS.depth, flattenFragments: true, ignoreIntrospection: false },
        maxAliases: { n: GRAPHQL_LIMITS.aliases },
        maxTokens: { n: GRAPHQL_LIMITS.tokens },
        maxDirectives: { n: GRAPHQL_LIMITS.directives },
        costLimit: { maxCost: GRAPHQL_LIMITS.cost, flattenFragments: true, ignoreIntrospection: false },
        blockFieldSuggestion: { enabled: true },
      }),
      ...(explorer ? [] : [useDisableIntrospection()]),
    ],
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
      // A guest could claim any group in x-user-groups: only groups the variant hash signs count.
      userGroups: signedCustomer(req, secret)?.groups ?? [],
      domain: headerList(req, requestHeaders.domain)[0] ?? null,
      now: new Date(),
      currency: headerCurrency(req),
    }),
  });

  // One route for both endpoints (they share one schema object) and Yoga's CORS preflight.
  app.route({
    url: contentApi.graphql.path,
    method: [contentApi.graphiql.method, contentApi.graphql.method, 'OPTIONS'],
    schema: contentApi.graphql.schema,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        reply.header('content-security-policy', GRAPHIQL_CSP);
      }
      reply.status(response.status);
      return reply.send(response.body);
    },
  });
};
