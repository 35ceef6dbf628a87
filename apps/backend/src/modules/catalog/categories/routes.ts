import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogCategoryQuery,
  catalogCategoryResponse,
  errorResponse,
  productCategoriesQuery,
  productCategoriesResponse,
} from '@shop/contract';
import type { Db } from '../../../db/client.ts';
import { requestLocale } from '../../../http/locale.ts';
import type { CatalogContent } from '../content.ts';
import { getCatalogCategories, listProductCategories } from './service.ts';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db; content: CatalogContent }> = async (
  app,
  { db, content },
) => {
  app.get(
    '/api/v1/product-categories',
    {
      schema: {
        tags: ['store'],
        summary: 'Flat list of store categories, sorted by name (Czech collation)',
        querystring: productCategoriesQuery,
        response: { 200: productCategoriesResponse, 400: errorResponse },
      },
    },
    (req) => listProductCategories(db, requestLocale(req), req.query.page, req.query.perPage),
  );

  app.get(
    '/catalog/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories by slugs or ids, with breadcrumb, children, CMS description and page_meta',
        querystring: catalogCategoryQuery,
        response: { 200: catalogCategoryResponse, 400: errorResponse },
      },
    },
    async (req) => ({
      data: await getCatalogCategories(
        db,
        {
          slugs: req.query.slugs,
          ids: req.query.ids,
          // Hidden categories only when a caller asks for them in so many words.
          checkPermissions: req.query.checkPermissions !== 'false',
        },
        requestLocale(req),
        content,
      ),
    }),
  );
};
