import { gunzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCatalogueApi, catalogueApi, type ProductFeedFormat } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { actorOf, audited } from '../../operator/index.ts';
import { scheduleFeedRebuild } from './schedule.ts';
import { feedOverview, storedFeed } from './store.ts';
import { feedTargetOf } from './targets.ts';

/** Comparison sites fetch a feed a few times a day; a short lifetime keeps a rebuild visible soon. */
const CACHE_CONTROL = 'public, max-age=300';

/** Whether Accept-Encoding takes gzip (by name or `*`, with a quality above 0). */
function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    return (name === 'gzip' || name === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The product feeds: public files for the comparison sites, served as stored (gzip when the client
 * takes it), with an ETag; and the back office's overview of them.
 */
export const feedRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(catalogueApi.feed),
    handler: async (req, reply) => {
      const format = req.params.file.replace(/\.xml$/, '') as ProductFeedFormat;
      const target = feedTargetOf(format, req.query.locale, req.query.currency);
      if (!target) throw notFound('locale');
      const feed = await storedFeed(db, target);
      if (!feed) throw notFound('file');
      reply
        .header('etag', feed.etag)
        .header('cache-control', CACHE_CONTROL)
        .header('last-modified', feed.builtAt.toUTCString())
        .header('vary', 'Accept-Encoding');
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((e) => e.trim().replace(/^W\//, '') === feed.etag)) {
        return reply.code(304).send(null);
      }
      reply.type('application/xml; charset=utf-8');
      if (acceptsGzip(req.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(feed.body);
      }
      return reply.send(gunzipSync(feed.body));
    },
  });

  app.route({
    ...routeOf(adminCatalogueApi.feeds),
    config: { permission: 'catalogue' },
    handler: async () => ({ data: await feedOverview(db) }),
  });

  app.route({
    ...routeOf(adminCatalogueApi.feedsRebuild),
    config: { permission: 'catalogue' },
    handler: async (req, reply) => {
      const queued = await audited(
        db,
        actorOf(req),
        (tx) => scheduleFeedRebuild(tx, 0),
        () => ({ action: 'product-feeds.rebuild', objectType: 'product_feeds' }),
      );
      return reply.code(202).send({ queued });
    },
  });
};
