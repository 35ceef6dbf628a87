import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

/**
 * The admin API on the page's own origin: the session cookie (HttpOnly, SameSite=Strict, Path
 * /api/admin) goes along by itself, and the browser adds the `Origin` the backend wants on changes.
 */
export const api = createClient<paths>({ baseUrl: window.location.origin, credentials: 'same-origin' });

export type Schemas = components['schemas'];

/** One error of the backend's shape: a machine-readable code, the field at fault, a Czech title. */
export interface ApiErrorItem {
  code: string;
  field?: string;
  title: string;
}

/** A refusal of the API: its status and its errors; the message is their Czech titles. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorItem[];
  constructor(status: number, errors: ApiErrorItem[]) {
    super(errors.map((e) => e.title).join(' ') || defaultTitle(status));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
  /** Whether one of the errors carries this code (decide by codes, never by the Czech text). */
  has(code: string): boolean {
    return this.errors.some((e) => e.code === code);
  }
}

function defaultTitle(status: number): string {
  if (status === 0) return 'Server neodpovídá. Zkontrolujte připojení a zkuste to znovu.';
  if (status >= 500) return 'Na serveru se něco porouchalo. Zkuste to prosím znovu.';
  return `Server odmítl požadavek (${status}).`;
}

const isErrorBody = (body: unknown): body is { errors: ApiErrorItem[] } =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { errors?: unknown }).errors) &&
  (body as { errors: unknown[] }).errors.every(
    (e) => typeof e === 'object' && e !== null && typeof (e as { title?: unknown }).title === 'string',
  );

/**
 * The data of an openapi-fetch answer, or an ApiError with the server's titles. A network failure
 * becomes status 0.
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch {
    throw new ApiError(0, []);
  }
  const { data, error, response } = result;
  if (!response.ok || data === undefined) {
    throw new ApiError(response.status, isErrorBody(error) ? error.errors : []);
  }
  return data;
}
