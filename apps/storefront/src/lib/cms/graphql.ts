import { contentApi, errorResponse } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { backendUrl, callBackendRaw } from '../backend';
import { BackendError, type Schema } from '../http';

/**
 * One query to the CMS GraphQL API, parsed with its contract schema. `headers` add to the locale
 * context (a currency for priced product boxes; a customer's groups only from uncached callers),
 * `init` to the request (`cache: 'no-store'` for per-customer answers).
 */
export async function cmsGraphql<T>(
  locale: AppLocale,
  schema: Schema<T>,
  query: string,
  operationName: string,
  variables: object = {},
  // Every call is no-store (callers cache in `'use cache'` functions); `cache` only says so.
  options: { headers?: Record<string, string>; cache?: 'no-store' } = {},
): Promise<T> {
  const res = await callBackendRaw(contentApi.graphql, {
    locale,
    headers: { accept: 'application/json', ...options.headers },
    // The route takes any GraphQL document: the contract has no body schema to type it by.
    body: { query, operationName, variables } as never,
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorResponse.safeParse(body);
    const errors = parsed.success ? parsed.data.errors : [];
    throw new BackendError(
      `Backend answered ${res.status}`,
      res.status,
      backendUrl(contentApi.graphql),
      errors,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new BackendError(
      `Response does not match the contract: ${parsed.error.message}`,
      502,
      backendUrl(contentApi.graphql),
    );
  }
  return parsed.data;
}
