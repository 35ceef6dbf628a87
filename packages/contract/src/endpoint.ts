import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an endpoint takes and answers, in the words of Fastify's route schema (the backend
 * registers it as it is, and the OpenAPI document is drawn from it).
 */
export interface EndpointSchema {
  tags?: string[];
  summary?: string;
  description?: string;
  /** Kept out of the OpenAPI document. */
  hide?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
  produces?: string[];
  /** Answers by status; a route whose answer is not JSON (a file, a redirect) may leave 200 out. */
  response?: Record<number, z.ZodType>;
}

/**
 * One route of the backend: its method, its path in Fastify's form (`/api/v1/user/orders/:id`)
 * and its schema. The backend registers its routes from these, the storefront calls them through
 * `callBackend`, and a route the contract does not define stops the backend from starting.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchema = EndpointSchema,
> {
  readonly kind: 'endpoint';
  readonly method: M;
  readonly path: P;
  readonly schema: S;
}

function define<M extends HttpMethod>(method: M) {
  return <const P extends string, const S extends EndpointSchema>(path: P, schema: S): Endpoint<M, P, S> =>
    Object.freeze({ kind: 'endpoint', method, path, schema });
}

/** Endpoint definitions, one helper per method: `get('/api/v1/regions', { querystring, response })`. */
export const endpoint = {
  get: define('GET'),
  post: define('POST'),
  put: define('PUT'),
  patch: define('PATCH'),
  delete: define('DELETE'),
};

export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint';
}

type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Input<T> = T extends z.ZodType ? z.input<T> : never;

/** The path's parameters a caller fills in (`:id` → `{ id }`). */
export type EndpointParams<E extends Endpoint> = E['schema'] extends { params: z.ZodType }
  ? Input<E['schema']['params']>
  : undefined;
export type EndpointQuery<E extends Endpoint> = E['schema'] extends { querystring: z.ZodType }
  ? Input<E['schema']['querystring']>
  : undefined;
export type EndpointBody<E extends Endpoint> = E['schema'] extends { body: z.ZodType }
  ? Input<E['schema']['body']>
  : undefined;
/** The parsed answer of a successful call (its 200, else its 201). */
export type EndpointAnswer<E extends Endpoint> = E['schema'] extends { response: infer R }
  ? R extends { 200: z.ZodType }
    ? Output<R[200]>
    : R extends { 201: z.ZodType }
      ? Output<R[201]>
      : undefined
  : undefined;

/** The successful answer's schema, when the endpoint answers JSON. */
export function answerSchema(e: Endpoint): z.ZodType | undefined {
  return e.schema.response?.[200] ?? e.schema.response?.[201];
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The endpoint's path with its parameters filled in (each encoded) and the query appended: values
 * that are undefined or null are left out, arrays repeat their key. Fails on a missing parameter.
 */
export function endpointPath(e: Endpoint, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = e.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null)
      throw new Error(`${e.method} ${e.path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) qs.append(key, String(v));
    else qs.append(key, String(value));
  }
  const search = qs.toString();
  return search ? `${path}?${search}` : path;
}
