import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentApi } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { notFound } from '../../../http/errors.ts';
import { requestLocale } from '../../../http/locale.ts';
import { getMenu } from './service.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(contentApi.menu),
    handler: async (req) => {
      const menu = await getMenu(db, req.params.code, requestLocale(req));
      if (!menu) throw notFound('code');
      return menu;
    },
  });
};
