import { contentApi, type EndpointQuery } from '@shop/contract';
import { LRUCache } from 'lru-cache';
import { isAppLocale, localizedPath, routing, type AppLocale } from '@/i18n/routing';
import { callBackendRaw } from '../backend';
import { movableRouteSegments, ownRouteSegments } from '../own-routes';

/**
 * Old URLs moved by the CMS (GET {cms}/redirect?route&path&slug&type; a redirectPath other
 * than the current path is a 301 with the default-locale prefix stripped). Asked by the proxy, so
 * that the answer is a real 301 (the App Router itself can only redirect with 307/308). The answer
 * is read by hand, not parsed with its schema: any failure only means no redirect.
 *
 * To keep normal pages fast, answers (found or not) are remembered per process for a minute, the
 * lookup skips the shop's own routes, and a slow or failing CMS is ignored.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const TIMEOUT_MS = 1_500;

/** First path segments that never redirect: the home page, the API and own routes that cannot move. */
function neverMoves(segment: string): boolean {
  if (segment === '' || segment === 'api') return true;
  return ownRouteSegments.has(segment) && !movableRouteSegments.has(segment);
}

/** Answers of the CMS per locale and path, found or not; a failed call is not kept. */
const redirects = new LRUCache<string, { target: string | null }, RedirectLookup>({
  max: MAX_ENTRIES,
  ttl: TTL_MS,
  // Concurrent requests for one path share one call.
  fetchMethod: async (_key, _stale, { context }) => {
    const target = await fetchRedirect(context);
    return target === undefined ? undefined : { target };
  },
});

export interface RedirectLookup {
  locale: AppLocale;
  /** The path without the locale prefix, e.g. `/produkt/stary-slug`. */
  path: string;
}

/** Splits a request path into locale and path, or null for paths that never redirect. */
export function redirectCandidate(pathname: string): RedirectLookup | null {
  const segments = pathname.split('/').filter(Boolean);
  const locale = isAppLocale(segments[0]) && segments[0] !== routing.defaultLocale ? segments[0] : null;
  const rest = locale ? segments.slice(1) : segments;
  if (neverMoves(rest[0] ?? '')) return null;
  return { locale: locale ?? routing.defaultLocale, path: `/${rest.join('/')}` };
}

/** The query of GET /redirect: route name and slug as the storefront routes them. */
function redirectQuery(path: string): EndpointQuery<typeof contentApi.redirect> {
  const [first, second] = path.split('/').filter(Boolean);
  if (first === 'produkt' && second) return { route: 'product-slug', path, slug: second, type: 'product' };
  return { route: 'all', path, slug: path.slice(1) };
}

/** Strips the default-locale prefix; a path without a locale gets the request's locale. */
export function redirectTarget(redirectPath: string, locale: AppLocale): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(redirectPath)) return redirectPath;
  const p = redirectPath.startsWith('/') ? redirectPath : `/${redirectPath}`;
  const first = p.split('/')[1];
  if (first === routing.defaultLocale) return p.slice(routing.defaultLocale.length + 1) || '/';
  if (isAppLocale(first)) return p;
  return localizedPath(locale, p);
}

async function fetchRedirect({ locale, path }: RedirectLookup): Promise<string | null | undefined> {
  try {
    const res = await callBackendRaw(contentApi.redirect, {
      locale,
      query: redirectQuery(path),
      headers: { accept: 'application/json' },
      timeoutMs: TIMEOUT_MS,
    });
    if (res.status === 404) return null;
    if (!res.ok) return undefined;
    const body = (await res.json()) as { redirectPath?: unknown };
    return typeof body.redirectPath === 'string' && body.redirectPath ? body.redirectPath : null;
  } catch {
    return undefined;
  }
}

/**
 * Where `lookup` moved to, as a storefront path; null when it did not move (or the CMS failed).
 * `currentPath` is the request's own path: a redirect to itself is no redirect.
 */
export async function findRedirect(lookup: RedirectLookup, currentPath: string): Promise<string | null> {
  const found = await redirects.fetch(`${lookup.locale}:${lookup.path}`, { context: lookup });
  const redirectPath = found?.target;
  if (!redirectPath) return null;
  const target = redirectTarget(redirectPath, lookup.locale);
  return target === currentPath ? null : target;
}
