import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countriesQuery,
  countriesResponse,
  currenciesResponse,
  errorResponse,
  globals,
  requestHeaders,
} from '@shop/contract';
import type { Locale, MenuObjectResponse } from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import { priceContextFromRequest } from '../../../http/price-context.ts';
import { getGlobals, listCountries, listCurrencies } from './service.ts';

export type PageMenus = (db: Db, locale: Locale) => Promise<MenuObjectResponse[]>;

export const storeSettingsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  secret: string;
  menus?: PageMenus;
}> = async (app, { db, secret, menus = async () => [] }) => {
  app.get(
    '/api/v1/globals',
    {
      schema: {
        tags: ['store'],
        summary:
          'Shop contact, thresholds in the x-currency, feature toggles and integrations, menus, default meta, countries and form options',
        response: { 200: globals, 400: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.get(
    '/api/v1/countries',
    {
      schema: {
        tags: ['store'],
        summary: 'Countries the shop delivers to',
        querystring: countriesQuery,
        response: { 200: countriesResponse, 400: errorResponse },
      },
    },
    async (req) => {
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
  );

  app.get(
    '/api/v1/currencies',
    {
      schema: {
        tags: ['store'],
        summary: 'Currencies and how their amounts are written',
        response: { 200: currenciesResponse },
      },
    },
    async () => ({ data: await listCurrencies(db) }),
  );
};
