import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, menuObjectResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { requestLocale } from '../../../http/locale.ts';
import { getMenu } from './service.ts';

const params = z.object({
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/),
});

export const menuRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/menu-object/:code',
    {
      schema: {
        tags: ['cms'],
        summary: 'A menu tree (main, footer-1, footer-2) in the x-locale language',
        params,
        response: { 200: menuObjectResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => {
      const menu = await getMenu(db, req.params.code, requestLocale(req));
      if (!menu) throw notFound('code');
      return menu;
    },
  );
};
