import { localeOrigin } from '@shop/rules';
import { siteUrl } from '@/lib/site';
import { isAppLocale, localizedPath, routing, siteDomains, type AppLocale } from './routing';

/**
 * A locale per host (`SITE_DOMAINS`): the proxy's view of a request's host, and absolute addresses
 * of each locale's pages (canonical, hreflang, links to another locale's shop). Without
 * `SITE_DOMAINS` every locale lives on the main address (`SITE_URL`) under its prefix. Edge-safe.
 */

/** Whether locales are served on hosts of their own. */
export const hasSiteDomains = siteDomains.hostLocale.size > 0;

/** The host a request was sent to (its Host header, else its URL's), lower case, with its port. */
export const requestHost = (headers: Headers, url: URL): string =>
  (headers.get('host') ?? url.host).toLowerCase();

/** The locale a host serves without a path prefix: its own, else the default (the main address). */
export function hostLocale(host: string): AppLocale {
  const locale = siteDomains.hostLocale.get(host);
  return isAppLocale(locale) ? locale : routing.defaultLocale;
}

/** Absolute address of a locale's page: on the locale's host, with its prefix where it keeps one. */
export function localeUrl(locale: AppLocale, path: string): string {
  return new URL(localizedPath(locale, path), localeOrigin(siteDomains, locale, siteUrl)).href;
}

/**
 * Absolute address of a locale's page on the main address (`SITE_URL`): the only origin the
 * backend puts into mailed links, whatever hosts the locales have.
 */
export function mainSiteUrl(locale: AppLocale, path: string): string {
  return new URL(localizedPath(locale, path), siteUrl).href;
}

/**
 * Where a request belongs when locales have hosts of their own, or null when it is there already
 * (or there are none). A prefix naming a locale decides the locale (`/sk/…` anywhere goes to the
 * Slovak host, without the prefix); an unprefixed path is the host's locale. A request is moved when
 * its locale lives on another host, or when its prefix is one its host drops. Hosts not in the list
 * are served as the main address and never moved for unprefixed paths.
 */
export function domainRedirect(url: URL, host: string): URL | null {
  if (!hasSiteDomains) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const prefixed = isAppLocale(first);
  const locale = prefixed ? first : hostLocale(host);
  // The locale's own host, else the main address; a host not in the list stands for the main
  // address and keeps its unprefixed paths.
  const known = siteDomains.hostLocale.has(host);
  const targetHost =
    !known && !prefixed ? host : (siteDomains.localeHost.get(locale) ?? (known ? siteUrl.host : host));
  const path = localizedPath(locale, `/${(prefixed ? segments.slice(1) : segments).join('/')}`);
  if (targetHost === host && (!prefixed || path === url.pathname)) return null;
  return new URL(`${path}${url.search}`, `${siteUrl.protocol}//${targetHost}`);
}

/**
 * The path the rest of the proxy reads a request by: on a host of its own locale, the locale's
 * prefix in front (`/kosik` on the Slovak host is `/sk/kosik`), so that the app's locale routing
 * needs no host.
 */
export function prefixedPath(pathname: string, host: string): string {
  const locale = hostLocale(host);
  if (locale === routing.defaultLocale) return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}

/**
 * A link to a locale's page from any page: a plain path on a single-host shop, the absolute
 * address when locales have hosts of their own (the page may be on another host).
 */
export const localeHref = (locale: AppLocale, path: string): string =>
  hasSiteDomains ? localeUrl(locale, path) : localizedPath(locale, path);
