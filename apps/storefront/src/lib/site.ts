/** Public origin of the storefront, for canonical URLs and metadata (`SITE_URL`). */
export const siteUrl = new URL(process.env.SITE_URL ?? 'http://localhost:3000');

/**
 * Whether cookies are set `Secure`: always when the shop's public address is https (behind a
 * proxy that ends TLS the request itself arrives as http), else when the request came over https.
 */
export const secureCookies = (requestUrl: string | URL): boolean =>
  siteUrl.protocol === 'https:' || new URL(requestUrl).protocol === 'https:';

/** Whether cookies set where no request is at hand (a server action) are `Secure`. */
export const siteCookiesSecure = secureCookies(siteUrl);

/**
 * A secret cookie's name: with the `__Host-` prefix when the shop is served over https, so that
 * the browser takes it only from this host, over https and for the whole site (no subdomain or
 * plain-http page can set or shadow it). Plain http (a local run) cannot carry the prefix.
 */
export const secretCookieName = (name: string): string =>
  siteUrl.protocol === 'https:' ? `__Host-${name}` : name;
