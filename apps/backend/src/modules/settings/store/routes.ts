import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestHeaders, settingsApi } from '@shop/contract';
import type { Locale, MenuObjectResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { routeOf } from '../../../http/contract-routes.ts';
import { requestLocale } from '../../../http/locale.ts';
import { priceContextFromRequest } from '../../../http/price-context.ts';
import { getGlobals, listCountries, listCurrencies } from './service.ts';

export type PageMenus = (db: Db, locale: Locale) => Promise<MenuObjectResponse[]>;

export const storeSettingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  menus?: PageMenus;
}> = async (app, { db, secret, menus = async () => [] }) => {
  app.route({
    ...routeOf(settingsApi.globals),
    handler: async (req) => {
      const raw = req.headers[requestHeaders.domain];
      const domain = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() || 'cz';
      const { currency } = priceContextFromRequest(req, secret);
      const locale = requestLocale(req);
      const [shop, pageMenus] = await Promise.all([
        getGlobals(db, currency, locale, domain.slice(0, 20)),
        menus(db, locale),
      ]);
      return { ...shop, menus: pageMenus };
    },
  });

  app.route({
    ...routeOf(settingsApi.countries),
    handler: async (req) => {
      const all = await listCountries(db, requestLocale(req));
      const { page, perPage } = req.query;
      return {
        data: all.slice((page - 1) * perPage, page * perPage),
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(all.length / perPage)),
        perPage,
        total: all.length,
      };
    },
  });

  app.route({
    ...routeOf(settingsApi.currencies),
    handler: async () => ({ data: await listCurrencies(db) }),
  });
};
