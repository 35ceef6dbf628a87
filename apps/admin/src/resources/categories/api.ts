import { api, ApiError, unwrap } from '../../api/client';
import type { ApiBody, ApiResponse } from '../../api/types';

/** The category tree, virtual and filtered categories as the admin API serves them. */
export type CategoryRow = ApiResponse<'/api/admin/v1/categories', 'get'>['data'][number];
export type CategoryCreate = ApiBody<'/api/admin/v1/categories', 'post'>;
export type CategoryUpdate = ApiBody<'/api/admin/v1/categories/{id}', 'put'>;
export type CategoryContent = ApiResponse<'/api/admin/v1/categories/{id}/content', 'get'>['data'];
export type CategoryContentChange = ApiBody<'/api/admin/v1/categories/{id}/content', 'put'>;
export type VirtualCategory = ApiResponse<'/api/admin/v1/virtual-categories', 'get'>['data'][number];
export type VirtualCategoryBody = ApiBody<'/api/admin/v1/virtual-categories', 'post'>;
export type FilteredCategory = ApiResponse<'/api/admin/v1/filtered-categories', 'get'>['data'][number];
export type FilteredCategoryBody = ApiBody<'/api/admin/v1/filtered-categories', 'post'>;
export type RuleOptions = ApiResponse<'/api/admin/v1/categories/rule-options', 'get'>['data'];

const path = (id: number) => ({ params: { path: { id } } });

export const categoryApi = {
  tree: () => unwrap(api.GET('/api/admin/v1/categories')),
  create: async (body: CategoryCreate) => (await unwrap(api.POST('/api/admin/v1/categories', { body }))).data,
  update: async (id: number, body: CategoryUpdate) =>
    (await unwrap(api.PUT('/api/admin/v1/categories/{id}', { ...path(id), body }))).data,
  move: async (id: number, parentId: number | null, position: number) =>
    (
      await unwrap(
        api.POST('/api/admin/v1/categories/{id}/move', { ...path(id), body: { parentId, position } }),
      )
    ).data,
  remove: (id: number) => unwrap(api.DELETE('/api/admin/v1/categories/{id}', path(id))),
  content: async (id: number) =>
    (await unwrap(api.GET('/api/admin/v1/categories/{id}/content', path(id)))).data,
  saveContent: (id: number, body: CategoryContentChange) =>
    unwrap(api.PUT('/api/admin/v1/categories/{id}/content', { ...path(id), body })),
  ruleOptions: async () => (await unwrap(api.GET('/api/admin/v1/categories/rule-options'))).data,
};

export const virtualApi = {
  list: async () => (await unwrap(api.GET('/api/admin/v1/virtual-categories'))).data,
  one: async (id: number) => (await unwrap(api.GET('/api/admin/v1/virtual-categories/{id}', path(id)))).data,
  save: async (id: number | null, body: VirtualCategoryBody) =>
    id === null
      ? (await unwrap(api.POST('/api/admin/v1/virtual-categories', { body }))).data
      : (await unwrap(api.PUT('/api/admin/v1/virtual-categories/{id}', { ...path(id), body }))).data,
  remove: (id: number) => unwrap(api.DELETE('/api/admin/v1/virtual-categories/{id}', path(id))),
};

export const filteredApi = {
  list: async () => (await unwrap(api.GET('/api/admin/v1/filtered-categories'))).data,
  one: async (id: number) => (await unwrap(api.GET('/api/admin/v1/filtered-categories/{id}', path(id)))).data,
  save: async (id: number | null, body: FilteredCategoryBody) =>
    id === null
      ? (await unwrap(api.POST('/api/admin/v1/filtered-categories', { body }))).data
      : (await unwrap(api.PUT('/api/admin/v1/filtered-categories/{id}', { ...path(id), body }))).data,
  remove: (id: number) => unwrap(api.DELETE('/api/admin/v1/filtered-categories/{id}', path(id))),
};

/** A field's message of a refused save, by the field's path in the body. */
export function fieldErrors(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError)) return {};
  return Object.fromEntries(e.errors.filter((x) => x.field).map((x) => [x.field!, x.title]));
}

/** The Czech message of any failure. */
export const messageOf = (e: unknown) =>
  e instanceof Error ? e.message : 'Něco se nepovedlo. Zkuste to prosím znovu.';

/**
 * Uploads a picture (the raw file as the body) and answers its stored path: a category's own
 * picture as a catalogue picture, its banners as web content (each needs its permission).
 */
export async function uploadPicture(file: File, kind: 'product' | 'content'): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/v1/media/${kind}-images?name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new ApiError(0, []);
  }
  const body = (await res.json().catch(() => null)) as {
    data?: { path: string };
    errors?: { code: string; title: string; field?: string }[];
  } | null;
  if (!res.ok || !body?.data) throw new ApiError(res.status, body?.errors ?? []);
  return body.data.path;
}
