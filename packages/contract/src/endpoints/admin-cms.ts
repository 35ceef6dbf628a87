import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import { adminArticleBody, adminArticleResponse } from '../articles.ts';
import {
  adminBranch,
  adminBranchBody,
  adminBranchCreateBody,
  adminBranchResponse,
  adminCuratedGuideBody,
  adminCuratedGuideResponse,
  adminDeletedResponse,
  adminInfoBoxBody,
  adminInfoBoxResponse,
  adminPageBody,
  adminPageResponse,
  adminWideBanner,
  adminWideBannerBody,
  adminWideBannerCreateBody,
  adminWideBannerList,
  adminWideBannerResponse,
} from '../cms-admin.ts';
import {
  adminFaqEntryBody,
  adminFaqEntryResponse,
  adminGlossaryTermBody,
  adminGlossaryTermResponse,
} from '../faq-glossary.ts';
import {
  adminCategoryContentChange,
  adminCategoryContentResult,
  adminCategoryContentStored,
  adminCategoryParams,
  adminFilteredCategoryBody,
  adminFilteredCategoryListResponse,
  adminFilteredCategoryResponse,
  adminVirtualCategoryBody,
  adminVirtualCategoryListResponse,
  adminVirtualCategoryResponse,
} from '../admin-categories.ts';
import { adminContentIdParams as params } from './admin-content.ts';

const tags = ['content'];
const failures = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse };
const categoryErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/**
 * The CMS's own editors in the back office (/api/admin/v1, permission content): one locale of a
 * page's, article's, guide's or question's texts at a time, branch pages, the home page's banners
 * and info boxes, and a store category's texts.
 */
export const adminCmsApi = {
  updateArticle: endpoint.put('/api/admin/v1/articles/:id', {
    tags,
    summary: 'Change an article (one locale of its texts, its publishing date or switch) and revalidate it',
    params,
    body: adminArticleBody,
    response: { 200: adminArticleResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
  }),
  updateCuratedGuide: endpoint.put('/api/admin/v1/curated-guides/:id', {
    tags,
    summary:
      'Change a curated guide (one locale of its texts and meta; its blocks and product lists) and revalidate it',
    params,
    body: adminCuratedGuideBody,
    response: { 200: adminCuratedGuideResponse, ...failures },
  }),
  updateFaqEntry: endpoint.put('/api/admin/v1/faq-entries/:id', {
    tags,
    summary: 'Change a FAQ question (one locale of its texts, or its weight) and revalidate the FAQ page',
    params,
    body: adminFaqEntryBody,
    response: { 200: adminFaqEntryResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
  }),
  updateGlossaryTerm: endpoint.put('/api/admin/v1/glossary-terms/:id', {
    tags,
    summary: 'Change a glossary term (one locale of its texts) and revalidate the glossary',
    params,
    body: adminGlossaryTermBody,
    response: { 200: adminGlossaryTermResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
  }),
  updatePage: endpoint.put('/api/admin/v1/pages/:id', {
    tags,
    summary:
      'Change a page (one locale of its texts, contact box and meta; its kind, blocks and layout) and revalidate it',
    params,
    body: adminPageBody,
    response: { 200: adminPageResponse, ...failures },
  }),

  branch: endpoint.get('/api/admin/v1/branches/:id', {
    tags,
    summary: 'A branch page with every language of its texts, its people, addresses and publication',
    params,
    response: { 200: adminBranch, 401: errorResponse, 404: errorResponse },
  }),
  createBranch: endpoint.post('/api/admin/v1/branches', {
    tags,
    summary: 'Create a branch page as a draft (name, address, place and Czech page address)',
    body: adminBranchCreateBody,
    response: { 201: adminBranch, 400: errorResponse, 401: errorResponse, 422: errorResponse },
  }),
  deleteBranch: endpoint.delete('/api/admin/v1/branches/:id', {
    tags,
    summary: 'Delete a branch page no pick-up place of the store refers to, and revalidate its pages',
    params,
    response: { 200: adminDeletedResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse },
  }),
  updateBranch: endpoint.put('/api/admin/v1/branches/:id', {
    tags,
    summary:
      'Change a branch page (one locale of its texts; address, GPS, hours, closure, services, people) and revalidate it',
    params,
    body: adminBranchBody,
    response: { 200: adminBranchResponse, ...failures },
  }),

  wideBanners: endpoint.get('/api/admin/v1/wide-banners', {
    tags,
    summary: 'Every wide banner of the home page with its texts in every language and its state now',
    response: { 200: adminWideBannerList, 401: errorResponse },
  }),
  wideBanner: endpoint.get('/api/admin/v1/wide-banners/:id', {
    tags,
    summary: 'One wide banner with its texts in every language and its state now',
    params,
    response: { 200: adminWideBanner, 401: errorResponse, 404: errorResponse },
  }),
  createWideBanner: endpoint.post('/api/admin/v1/wide-banners', {
    tags,
    summary: 'Create a wide banner of the home page (texts in every language) and revalidate the home page',
    body: adminWideBannerCreateBody,
    response: { 201: adminWideBannerResponse, ...failures },
  }),
  updateWideBanner: endpoint.put('/api/admin/v1/wide-banners/:id', {
    tags,
    summary:
      'Change a wide banner (one locale of its texts; link, picture, weight, switch, time window) and revalidate the home page',
    params,
    body: adminWideBannerBody,
    response: { 200: adminWideBannerResponse, ...failures },
  }),
  deleteWideBanner: endpoint.delete('/api/admin/v1/wide-banners/:id', {
    tags,
    summary: 'Remove a wide banner and revalidate the home page',
    params,
    response: { 200: adminDeletedResponse, 401: errorResponse, 404: errorResponse },
  }),
  updateInfoBox: endpoint.put('/api/admin/v1/info-boxes/:id', {
    tags,
    summary:
      'Change an info box of the home page (one locale of its text; colour, order, switch) and revalidate it',
    params,
    body: adminInfoBoxBody,
    response: { 200: adminInfoBoxResponse, ...failures },
  }),

  categoryContent: endpoint.get('/api/admin/v1/categories/:id/content', {
    tags,
    summary: 'A store category’s texts in every locale as stored, its pictures and video',
    params: adminCategoryParams,
    response: { 200: adminCategoryContentStored, ...categoryErrors },
  }),
  updateCategoryContent: endpoint.put('/api/admin/v1/categories/:id/content', {
    tags,
    summary:
      'Change a store category’s texts in one locale, its banner, top-category picture or video, and revalidate its storefront pages',
    params: adminCategoryParams,
    body: adminCategoryContentChange,
    response: { 200: adminCategoryContentResult, ...categoryErrors, 422: errorResponse },
  }),
};

/**
 * The back office's endpoints of one kind of rule category under /api/admin/v1/{path}
 * (permission catalogue): list, read, create, replace and delete.
 */
function ruleCategoryEndpoints<
  const P extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  L extends z.ZodType,
>(
  path: P,
  noun: string,
  summaries: { create: string; replace: string },
  shapes: { body: B; response: R; listResponse: L },
) {
  const base = `/api/admin/v1/${path}` as const;
  const tags = ['admin'];
  const params = adminCategoryParams;
  return {
    list: endpoint.get(base, {
      tags,
      summary: `Every ${noun} with its rules and slugs`,
      response: { 200: shapes.listResponse, 401: errorResponse, 403: errorResponse },
    }),
    read: endpoint.get(`${base}/:id`, {
      tags,
      summary: `One ${noun}`,
      params,
      response: { 200: shapes.response, ...categoryErrors },
    }),
    create: endpoint.post(base, {
      tags,
      summary: summaries.create,
      body: shapes.body,
      response: { 200: shapes.response, ...categoryErrors, 422: errorResponse },
    }),
    replace: endpoint.put(`${base}/:id`, {
      tags,
      summary: summaries.replace,
      params,
      body: shapes.body,
      response: { 200: shapes.response, ...categoryErrors, 422: errorResponse },
    }),
    remove: endpoint.delete(`${base}/:id`, {
      tags,
      summary: `Delete a ${noun} and its slugs`,
      params,
      response: { 200: shapes.response, ...categoryErrors },
    }),
  };
}

/** The endpoints of any one kind of rule category, as the backend registers them. */
export type AdminRuleCategoryEndpoints = ReturnType<
  typeof ruleCategoryEndpoints<string, z.ZodType, z.ZodType, z.ZodType>
>;

/** Virtual categories: listings cut across the tree by tags, categories, parameter values and price ranges. */
export const adminVirtualCategoryApi = ruleCategoryEndpoints(
  'virtual-categories',
  'virtual category',
  {
    create: 'Create a virtual category',
    replace: 'Replace a virtual category’s texts, rules and slugs',
  },
  {
    body: adminVirtualCategoryBody,
    response: adminVirtualCategoryResponse,
    listResponse: adminVirtualCategoryListResponse,
  },
);

/** Filtered categories: a store category with chosen parameter values under its own address and texts. */
export const adminFilteredCategoryApi = ruleCategoryEndpoints(
  'filtered-categories',
  'filtered category',
  {
    create:
      'Create a filtered category (a store category with chosen parameter values under its own address)',
    replace: 'Replace a filtered category’s texts, values and slugs',
  },
  {
    body: adminFilteredCategoryBody,
    response: adminFilteredCategoryResponse,
    listResponse: adminFilteredCategoryListResponse,
  },
);
