import type {
  AdminContentListItem,
  AdminContentRecord,
  AdminPublicationBody,
  AdminContentType,
} from '@shop/contract';
import { ApiError, type ApiErrorItem } from '../../api/client';

/**
 * Calls of the content API (/api/admin/v1/content/{type}); one generic shape for every type, so
 * they go through fetch rather than a typed path each. Refusals become ApiErrors with the
 * server's Czech titles.
 */
export async function contentCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  type: AdminContentType,
  path = '',
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/admin/v1/content/${type}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, []);
  }
  const json = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const errors = (json as { errors?: ApiErrorItem[] } | null)?.errors;
    throw new ApiError(res.status, Array.isArray(errors) ? errors : []);
  }
  return json as T;
}

export const listContent = (type: AdminContentType, query: URLSearchParams) =>
  contentCall<{ data: AdminContentListItem[]; total: number }>('GET', type, `?${query.toString()}`);
export const readContent = (type: AdminContentType, id: number | string) =>
  contentCall<AdminContentRecord>('GET', type, `/${id}`);
export const setPublication = (type: AdminContentType, id: number | string, body: AdminPublicationBody) =>
  contentCall<AdminContentRecord>('POST', type, `/${id}/publication`, body);
export const previewLink = (type: AdminContentType, id: number | string) =>
  contentCall<{ token: string; expires_at: string; path: string; url: string }>(
    'POST',
    type,
    `/${id}/preview`,
  );
