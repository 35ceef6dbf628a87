import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { fetchJson, type Schema } from '../http';

/**
 * One query to the CMS GraphQL API, parsed with its contract schema. `headers` add to the locale
 * context (a currency for priced product boxes; a customer's groups only from uncached callers),
 * `init` to the request (`cache: 'no-store'` for per-customer answers).
 */
export function cmsGraphql<T>(
  locale: AppLocale,
  schema: Schema<T>,
  query: string,
  operationName: string,
  variables: object = {},
  options: { headers?: Record<string, string>; cache?: RequestCache } = {},
): Promise<T> {
  return fetchJson(`${env.cmsUrl}/graphql`, schema, {
    locale,
    method: 'POST',
    ...(options.cache ? { cache: options.cache } : {}),
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, operationName, variables }),
  });
}
