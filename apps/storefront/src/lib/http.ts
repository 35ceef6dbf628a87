import { errorResponse, requestHeaders, type ApiError } from '@shop/contract';
import { localeContext, routing, type AppLocale } from '@/i18n/routing';
import { logError } from './log';

/** A backend call that failed: network error, non-2xx status or a response not matching the contract. */
export class BackendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly url: string,
    readonly errors: ApiError[] = [],
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

/**
 * Headers every storefront call carries. Only the shared, per-locale context: calls made
 * from cached functions never carry per-shopper data (groups, variant hash, tokens).
 */
export function contextHeaders(locale: AppLocale): Record<string, string> {
  const ctx = localeContext[locale];
  return {
    [requestHeaders.locale]: locale,
    [requestHeaders.defaultLocale]: routing.defaultLocale,
    [requestHeaders.currency]: ctx.currency,
    [requestHeaders.domain]: ctx.domain,
    [requestHeaders.translationVariant]: 'default',
  };
}

const TIMEOUT_MS = 10_000;

/** The part of a zod schema the client needs (keeps zod itself out of the storefront's dependencies). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Fetches JSON from the backend and parses it with a contract schema. Throws `BackendError`. */
export async function fetchJson<T>(
  url: string,
  schema: Schema<T>,
  init: RequestInit & { locale: AppLocale },
): Promise<T> {
  const { locale, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(url, {
      ...rest,
      headers: { accept: 'application/json', ...contextHeaders(locale), ...headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (e) {
    throw new BackendError(`Backend unreachable: ${(e as Error).message}`, 503, url);
  }
  if (!res.ok) throw await refusalOf(res, url);
  const body: unknown = await res.json().catch(() => null);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new BackendError(`Response does not match the contract: ${parsed.error.message}`, 502, url);
  }
  return parsed.data;
}

/** The backend's refusal of a call, with its errors when it sent them as the contract describes. */
export async function refusalOf(res: Response, url: string): Promise<BackendError> {
  const parsed = errorResponse.safeParse(await res.json().catch(() => null));
  return new BackendError(
    `Backend answered ${res.status}`,
    res.status,
    url,
    parsed.success ? parsed.data.errors : [],
  );
}

/** For a deletion: what was to go being gone already is no failure (404); anything else is. */
export function goneAlready(e: unknown): void {
  if (!(e instanceof BackendError && e.status === 404)) throw e;
}

/** Logs a failed call for optional content and returns the fallback. */
export function logAndReturn<T>(what: string, fallback: T) {
  return (e: unknown): T => {
    logError(`${what}`, e);
    return fallback;
  };
}
