import { routing } from '@/i18n/routing';

/** Tracking parameters stripped by a 301. */
export const TRACKING_PARAMS = ['fbclid', 'hrk'];

/**
 * Canonical URL of a request, or null when it is already canonical. One redirect does all of it:
 * upper case → lower case, trailing slash removed, default-locale prefix `/cs` removed, tracking
 * parameters stripped.
 */
export function canonicalUrl(url: URL): URL | null {
  let pathname = url.pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = pathname;
  }
  if (decoded !== decoded.toLowerCase()) pathname = encodeURI(decoded.toLowerCase());
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.replace(/\/+$/, '') || '/';
  const prefix = `/${routing.defaultLocale}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`))
    pathname = pathname.slice(prefix.length) || '/';

  const search = new URLSearchParams(url.search);
  let searchChanged = false;
  for (const p of TRACKING_PARAMS) {
    if (search.has(p)) {
      search.delete(p);
      searchChanged = true;
    }
  }
  if (pathname === url.pathname && !searchChanged) return null;
  const next = new URL(url.href);
  next.pathname = pathname;
  next.search = search.toString();
  return next;
}
