import {
  answerSchema,
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
} from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { env } from './env';
import { BackendError, fetchJson, contextHeaders, refusalOf } from './http';

const TIMEOUT_MS = 10_000;

/** A part of the call: left out when the endpoint takes none, optional when all of it is. */
type Needs<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of an endpoint carries: its parameters, query and body as the contract types them. */
export type CallInput<E extends Endpoint> = Needs<'params', EndpointParams<E>> &
  Needs<'query', EndpointQuery<E>> &
  Needs<'body', EndpointBody<E>> & {
    locale: AppLocale;
    /** The shopper's tokens, the currency, their address (`x-forwarded-for`) and the like. */
    headers?: Record<string, string>;
    /** Next's data cache: `{ revalidate, tags }` for shared content; without it, never cached. */
    next?: { revalidate?: number | false; tags?: string[] };
    /** Longer than the default ten seconds (exports, files). */
    timeoutMs?: number;
  };

/**
 * The store API (`/api/v1`, and log-in at `/api/oauth`) at one address, the catalogue and the CMS
 * at another: one backend by default.
 */
export function backendUrl(e: Endpoint, params?: unknown, query?: unknown): string {
  const base = /^\/api\/(v1|oauth)\//.test(e.path) ? env.storeUrl : env.cmsUrl;
  return `${base}${endpointPath(e, params, query)}`;
}

function requestInit<E extends Endpoint>(e: E, input: CallInput<E>): RequestInit {
  const hasBody = input.body !== undefined;
  return {
    method: e.method,
    ...(input.next ? { next: input.next } : { cache: 'no-store' as const }),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...input.headers },
    ...(hasBody ? { body: JSON.stringify(input.body) } : {}),
  };
}

/**
 * Calls a backend endpoint of the contract and parses its answer with the endpoint's own schema;
 * an endpoint that answers nothing (204) resolves to undefined. Throws `BackendError`
 * (unreachable, a failure status with the backend's errors, or an answer the contract does not
 * describe).
 */
export async function callBackend<E extends Endpoint>(e: E, input: CallInput<E>): Promise<EndpointAnswer<E>> {
  const url = backendUrl(e, input.params, input.query);
  const schema = answerSchema(e);
  if (!schema) {
    const res = await callBackendRaw(e, input);
    if (res.ok) return undefined as EndpointAnswer<E>;
    throw await refusalOf(res, url);
  }
  return fetchJson(url, schema as never, { ...requestInit(e, input), locale: input.locale }) as Promise<
    EndpointAnswer<E>
  >;
}

/**
 * Calls an endpoint whose answer is passed on as it is (a file, an export) or whose status alone
 * matters. Throws `BackendError` only when the backend cannot be reached.
 */
export async function callBackendRaw<E extends Endpoint>(e: E, input: CallInput<E>): Promise<Response> {
  const url = backendUrl(e, input.params, input.query);
  const init = requestInit(e, input);
  try {
    return await fetch(url, {
      ...init,
      headers: { ...contextHeaders(input.locale), ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(input.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (err) {
    throw new BackendError(`Backend unreachable: ${(err as Error).message}`, 503, url);
  }
}
