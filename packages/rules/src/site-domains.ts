/**
 * A storefront per domain (`SITE_DOMAINS=intimfit.cz=cs,intimfit.sk=sk`): which locale each host
 * serves, and where each locale's pages live. A locale with its own host has no path prefix; a
 * locale without one keeps its prefix (`/de/…`) on the shop's main address (`SITE_URL`). An empty
 * list is the single-host shop: every locale but the default one under its prefix.
 */
export interface SiteDomains {
  /** Host (lower case, with a port when not the default one) → the locale it serves. */
  readonly hostLocale: ReadonlyMap<string, string>;
  /** Locale → its host: the first one listed for it (other hosts of it redirect there). */
  readonly localeHost: ReadonlyMap<string, string>;
}

export const noSiteDomains: SiteDomains = { hostLocale: new Map(), localeHost: new Map() };

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * Reads the `host=locale` pairs, separated by commas. A malformed pair, an unknown locale or a host
 * named twice is a configuration fault: it throws, so the shop does not start with half a list.
 */
export function parseSiteDomains(raw: string | undefined, locales: readonly string[]): SiteDomains {
  const hostLocale = new Map<string, string>();
  const localeHost = new Map<string, string>();
  for (const pair of (raw ?? '').split(',')) {
    if (!pair.trim()) continue;
    const [rawHost, rawLocale, ...extra] = pair.split('=');
    const host = rawHost?.trim().toLowerCase() ?? '';
    const locale = rawLocale?.trim().toLowerCase() ?? '';
    if (rawLocale === undefined || extra.length || !HOST.test(host))
      throw new Error(`SITE_DOMAINS: "${pair.trim()}" is not host=locale (e.g. intimfit.sk=sk)`);
    if (!locales.includes(locale))
      throw new Error(`SITE_DOMAINS: unknown locale "${locale}" (known: ${locales.join(', ')})`);
    if (hostLocale.has(host)) throw new Error(`SITE_DOMAINS: host ${host} is listed twice`);
    hostLocale.set(host, locale);
    if (!localeHost.has(locale)) localeHost.set(locale, host);
  }
  return { hostLocale, localeHost };
}

/** Whether a locale's paths carry its prefix: not the default locale, and no host of its own. */
export const hasLocalePrefix = (domains: SiteDomains, locale: string, defaultLocale: string): boolean =>
  locale !== defaultLocale && !domains.localeHost.has(locale);

/** The origin a locale's pages live on: its own host, else the main address (`siteUrl`). */
export function localeOrigin(domains: SiteDomains, locale: string, siteUrl: string | URL): string {
  const main = new URL(siteUrl);
  const host = domains.localeHost.get(locale);
  return host ? `${main.protocol}//${host}` : main.origin;
}

/**
 * The absolute base of a locale's storefront, without a trailing slash: its origin and, where it
 * has one, its prefix (`https://intimfit.sk`, `https://intimfit.cz/de`). Append a path starting with `/`.
 */
export function localeBaseUrl(
  domains: SiteDomains,
  locale: string,
  defaultLocale: string,
  siteUrl: string | URL,
): string {
  const prefix = hasLocalePrefix(domains, locale, defaultLocale) ? `/${locale}` : '';
  return `${localeOrigin(domains, locale, siteUrl)}${prefix}`;
}
