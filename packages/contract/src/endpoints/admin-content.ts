import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { errorResponse } from '../errors.ts';
import {
  adminArticleContent,
  adminContentList,
  adminContentListQuery,
  adminContentRecord,
  adminCuratedGuideContent,
  adminFaqContent,
  adminGlossaryContent,
  adminInfoBoxContent,
  adminInfomailContent,
  adminPageContent,
  adminPreviewLink,
  adminPublicationBody,
  type AdminContentType,
} from '../admin-content.ts';

/** A content item's id in the back office's paths. */
export const adminContentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const params = adminContentIdParams;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const tags = ['content'];

const basePath = <T extends AdminContentType>(type: T) => `/api/admin/v1/content/${type}` as const;

/** What every type has: list, read and publication. */
function readEndpoints<T extends AdminContentType>(type: T) {
  const base = basePath(type);
  return {
    list: endpoint.get(base, {
      tags,
      summary: `List ${type} with their publication state (search, state, paging)`,
      querystring: adminContentListQuery,
      response: { 200: adminContentList, ...errors },
    }),
    read: endpoint.get(`${base}/:id`, {
      tags,
      summary: `One of ${type} with every language`,
      params,
      response: { 200: adminContentRecord, ...errors },
    }),
    publication: endpoint.post(`${base}/:id/publication`, {
      tags,
      summary: `Publish now, schedule or unpublish one of ${type}`,
      params,
      body: adminPublicationBody,
      response: { 200: adminContentRecord, ...errors, 422: errorResponse },
    }),
  };
}

/** Create, change and delete, for a type with a body. */
function editEndpoints<T extends AdminContentType, B extends z.ZodType>(type: T, body: B) {
  const base = basePath(type);
  return {
    create: endpoint.post(base, {
      tags,
      summary: `Create one of ${type} as a draft`,
      body,
      response: { 201: adminContentRecord, ...errors, 422: errorResponse },
    }),
    replace: endpoint.put(`${base}/:id`, {
      tags,
      summary: `Change one of ${type} (every language at once) and revalidate its pages`,
      params,
      body,
      response: { 200: adminContentRecord, ...errors, 422: errorResponse },
    }),
    remove: endpoint.delete(`${base}/:id`, {
      tags,
      summary: `Delete one of ${type} and revalidate its pages`,
      params,
      response: { 200: adminContentRecord, ...errors, 409: errorResponse },
    }),
  };
}

/** A draft preview link, for a type the storefront can preview. */
function previewEndpoints<T extends AdminContentType>(type: T) {
  return {
    preview: endpoint.post(`${basePath(type)}/:id/preview`, {
      tags,
      summary: `A short-lived link to the storefront's preview of one of ${type}`,
      params,
      response: { 200: adminPreviewLink, ...errors },
    }),
  };
}

type ReadEndpoints<T extends AdminContentType> = ReturnType<typeof readEndpoints<T>>;
type EditEndpoints<T extends AdminContentType, B extends z.ZodType> = ReturnType<typeof editEndpoints<T, B>>;
type PreviewEndpoints<T extends AdminContentType> = ReturnType<typeof previewEndpoints<T>>;

/**
 * The back office's endpoints of one content type under /api/admin/v1/content/{type}: list, read
 * and publication; create, change and delete when it has a body; a preview link when asked.
 */
export function adminContentEndpoints<const T extends AdminContentType>(type: T): ReadEndpoints<T>;
export function adminContentEndpoints<const T extends AdminContentType, B extends z.ZodType>(
  type: T,
  body: B,
): ReadEndpoints<T> & EditEndpoints<T, B>;
export function adminContentEndpoints<const T extends AdminContentType, B extends z.ZodType>(
  type: T,
  body: B,
  options: { preview: true },
): ReadEndpoints<T> & EditEndpoints<T, B> & PreviewEndpoints<T>;
export function adminContentEndpoints(
  type: AdminContentType,
  body?: z.ZodType,
  options?: { preview: true },
): object {
  return {
    ...readEndpoints(type),
    ...(body ? editEndpoints(type, body) : {}),
    ...(options?.preview ? previewEndpoints(type) : {}),
  };
}

/** The endpoints of any one type, as the backend registers them. */
export type AdminContentEndpoints = ReadEndpoints<AdminContentType> &
  Partial<EditEndpoints<AdminContentType, z.ZodType<Record<string, unknown>>>> &
  Partial<PreviewEndpoints<AdminContentType>>;

// One group per type, each found by the backend's guard.
export const adminArticleContentApi = adminContentEndpoints('articles', adminArticleContent, {
  preview: true,
});
export const adminPageContentApi = adminContentEndpoints('pages', adminPageContent, { preview: true });
export const adminCuratedGuideContentApi = adminContentEndpoints('curated-guides', adminCuratedGuideContent, {
  preview: true,
});
export const adminFaqContentApi = adminContentEndpoints('faq', adminFaqContent);
export const adminGlossaryContentApi = adminContentEndpoints('glossary', adminGlossaryContent);
export const adminInfomailContentApi = adminContentEndpoints('infomails', adminInfomailContent);
export const adminInfoBoxContentApi = adminContentEndpoints('info-boxes', adminInfoBoxContent);
/** Branch pages are edited by PUT /api/admin/v1/branches/{id}. */
export const adminBranchContentApi = adminContentEndpoints('branches');

/** The back office's generic content endpoints, by type. */
export const adminContentApi = {
  articles: adminArticleContentApi,
  pages: adminPageContentApi,
  'curated-guides': adminCuratedGuideContentApi,
  faq: adminFaqContentApi,
  glossary: adminGlossaryContentApi,
  infomails: adminInfomailContentApi,
  'info-boxes': adminInfoBoxContentApi,
  branches: adminBranchContentApi,
} satisfies Record<AdminContentType, AdminContentEndpoints>;
