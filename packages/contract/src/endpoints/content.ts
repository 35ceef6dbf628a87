import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { contentPreview, contentPreviewQuery, previewTypes } from '../admin-content.ts';
import { searchQuery, searchResponse } from '../catalog-state.ts';
import { redirectQuery, redirectResponse, urlRewriteQuery, urlRewriteResponse } from '../cms-rest.ts';
import { menuObjectResponse } from '../menu.ts';

/** A menu's code: `main`, `footer-1`, `footer-2`. */
export const menuObjectParams = z.object({
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/),
});

export const contentPreviewParams = z.object({
  type: z.enum(previewTypes),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One route answers both methods (Yoga), so both endpoints share this schema object. */
const graphqlSchema = {
  tags: ['content'],
  summary: 'GraphQL (Yoga, Pothos schema): POST a query; GET shows GraphiQL',
};

/** The CMS: GraphQL, menus, draft previews, redirects, URL rewrites and the shop-wide search. */
export const contentApi = {
  graphql: endpoint.post('/graphql', graphqlSchema),
  graphiql: endpoint.get('/graphql', graphqlSchema),
  menu: endpoint.get('/menu-object/:code', {
    tags: ['content'],
    summary: 'A menu tree (main, footer-1, footer-2) in the x-locale language',
    params: menuObjectParams,
    response: { 200: menuObjectResponse, 400: errorResponse, 404: errorResponse },
  }),
  preview: endpoint.get('/api/v1/content-preview/:type/:id', {
    tags: ['content'],
    summary: 'A draft for the storefront preview, opened by a signed short-lived token',
    params: contentPreviewParams,
    querystring: contentPreviewQuery,
    response: { 200: contentPreview, 400: errorResponse, 403: errorResponse, 404: errorResponse },
  }),
  urlRewrite: endpoint.get('/url-rewrite', {
    tags: ['content'],
    summary: 'The CMS page a storefront path shows (404 when the path is not rewritten)',
    querystring: urlRewriteQuery,
    response: { 200: urlRewriteResponse, 400: errorResponse, 404: errorResponse },
  }),
  redirect: endpoint.get('/redirect', {
    tags: ['content'],
    summary: 'Where a moved storefront path went, for a 301 (404 when it did not move)',
    querystring: redirectQuery,
    response: { 200: redirectResponse, 400: errorResponse, 404: errorResponse },
  }),
  search: endpoint.get('/search', {
    tags: ['catalogue'],
    summary: 'Search products, categories, pages and brands (diacritics, prefixes and one typo tolerated)',
    querystring: searchQuery,
    response: { 200: searchResponse, 400: errorResponse },
  }),
};
