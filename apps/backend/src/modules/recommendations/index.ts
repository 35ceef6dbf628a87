import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  getEngineRecommender,
  postEngineRecommender,
} from '../../integrations/recommendations/http-engines.ts';
import { ownRecommender } from './own.ts';
import type { Recommender } from '../../integrations/recommendations/recommender.ts';
import { recommendationRoutes } from './routes.ts';

export interface RecommendationsModuleOptions {
  db: Db;
  secret: string;
  config: Config;
}

/**
 * Product recommendations on the product page and in the cart: the configured external engine, or
 * the shop's own from its orders, which also answers whenever the engine does not.
 */
export const recommendationsModule: FastifyPluginAsync<RecommendationsModuleOptions> = async (
  app,
  { db, secret, config },
) => {
  const { engine, url, cacheMs } = config.recommendations;
  const own = ownRecommender(db, { cacheMs });
  const recommender: Recommender =
    engine === 'get' && url
      ? getEngineRecommender({ url, fallback: own, log: app.log })
      : engine === 'post' && url
        ? postEngineRecommender({ url, fallback: own, log: app.log })
        : own;
  await app.register(recommendationRoutes, { db, secret, recommender });
};
