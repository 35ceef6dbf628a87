import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';

/** The storefront's modules as a build with these settings would see them. */
async function withSettings(siteDomains: string | undefined, siteUrl = 'https://intimfit.cz') {
  vi.resetModules();
  vi.stubEnv('SITE_DOMAINS', siteDomains);
  vi.stubEnv('SITE_URL', siteUrl);
  return {
    ...(await import('./domains')),
    ...(await import('./routing')),
    proxy: (await import('../proxy')).default,
  };
}

afterEach(() => vi.unstubAllEnvs());

const DOMAINS = 'intimfit.cz=cs,intimfit.sk=sk,www.intimfit.sk=sk';

describe('links with a host per locale', () => {
  it('drop the prefix of a locale on its own host and give absolute addresses', async () => {
    const d = await withSettings(DOMAINS);
    expect(d.localizedPath('sk', '/kosik')).toBe('/kosik');
    expect(d.localizedPath('de', '/kosik')).toBe('/de/kosik');
    expect(d.localeUrl('cs', '/produkt/gel')).toBe('https://intimfit.cz/produkt/gel');
    expect(d.localeUrl('sk', '/produkt/gel')).toBe('https://intimfit.sk/produkt/gel');
    expect(d.localeUrl('de', '/')).toBe('https://intimfit.cz/de');
    expect(d.localeHref('sk', '/')).toBe('https://intimfit.sk/');
    expect(d.hostLocale('www.intimfit.sk')).toBe('sk');
    expect(d.hostLocale('localhost:3000')).toBe('cs');
    expect(d.prefixedPath('/kosik', 'intimfit.sk')).toBe('/sk/kosik');
    expect(d.prefixedPath('/', 'intimfit.sk')).toBe('/sk');
    expect(d.prefixedPath('/de/kosik', 'intimfit.cz')).toBe('/de/kosik');
  });

  it('keep the prefixes of a single-host shop without SITE_DOMAINS', async () => {
    const d = await withSettings(undefined, 'http://localhost:3000');
    expect(d.hasSiteDomains).toBe(false);
    expect(d.localizedPath('sk', '/kosik')).toBe('/sk/kosik');
    expect(d.localeUrl('sk', '/kosik')).toBe('http://localhost:3000/sk/kosik');
    expect(d.localeHref('sk', '/')).toBe('/sk');
    expect(d.domainRedirect(new URL('http://localhost:3000/sk/kosik'), 'localhost:3000')).toBeNull();
    expect(d.prefixedPath('/kosik', 'intimfit.sk')).toBe('/kosik');
  });

  it('list the paths crawlers skip once per address', async () => {
    await withSettings(DOMAINS);
    const { disallowedPaths } = await import('../lib/seo/robots-rules');
    expect(disallowedPaths()).toEqual([
      '/kosik',
      '/uzivatel',
      '/hledat?',
      '/de/kosik',
      '/de/uzivatel',
      '/de/hledat?',
    ]);
  });

  it('refuse a malformed SITE_DOMAINS at start', async () => {
    await expect(withSettings('intimfit.sk')).rejects.toThrow(/host=locale/);
  });
});

describe('the proxy with a host per locale (real requests)', () => {
  // A currency cookie: the proxy then asks nobody for the visitor's country.
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const { proxy } = await withSettings(DOMAINS);
    return proxy(new NextRequest(url, { headers: { cookie: 'currency=CZK', ...headers } }));
  };
  const movedTo = async (url: string) => {
    const res = await get(url);
    expect(res.status, url).toBe(301);
    return res.headers.get('location');
  };
  /** The app page a request is rewritten to and the locale the pages are told. */
  const served = async (url: string, headers: Record<string, string> = {}) => {
    const res = await get(url, headers);
    expect(res.headers.get('location'), url).toBeNull();
    const rewrite = new URL(res.headers.get('x-middleware-rewrite')!);
    // The locale's page under its price display (`/sk/czk-with/kosik/…`), as on a single host.
    const [locale, , ...page] = rewrite.pathname.split('/').filter(Boolean);
    expect(res.headers.get('x-middleware-request-x-next-intl-locale')).toBe(locale);
    return `/${locale}/${page.join('/')}`;
  };

  it('serves each host its locale without a prefix', async () => {
    expect(await served('https://intimfit.sk/kosik')).toBe('/sk/kosik/prazdny');
    expect(await served('https://intimfit.sk/')).toBe('/sk/');
    expect(await served('https://intimfit.cz/kosik')).toBe('/cs/kosik/prazdny');
    // German has no host of its own: under its prefix on the main address.
    expect(await served('https://intimfit.cz/de/kosik')).toBe('/de/kosik/prazdny');
    // The Host header decides, as behind a proxy that keeps it.
    expect(await served('http://127.0.0.1:3000/kosik', { host: 'intimfit.sk' })).toBe('/sk/kosik/prazdny');
  });

  it.each([
    ['https://intimfit.cz/sk/kosik?x=1', 'https://intimfit.sk/kosik?x=1'],
    ['https://intimfit.sk/sk/kosik', 'https://intimfit.sk/kosik'],
    ['https://intimfit.sk/sk', 'https://intimfit.sk/'],
    ['https://www.intimfit.sk/kosik', 'https://intimfit.sk/kosik'],
    ['https://intimfit.sk/de/kosik', 'https://intimfit.cz/de/kosik'],
    ['https://intimfit.sk/cs/kosik', 'https://intimfit.cz/kosik'],
    ['https://intimfit.cz/cs/kosik', 'https://intimfit.cz/kosik'],
    ['https://intimfit.sk/SK/Kosik/', 'https://intimfit.sk/kosik'],
    ['https://intimfit.sk/kosik?fbclid=1', 'https://intimfit.sk/kosik'],
    // A host not in the list is served as the main address; a prefix with a host of its own still moves.
    ['http://localhost:3000/sk/kosik', 'https://intimfit.sk/kosik'],
  ])('moves %s to %s with one 301', async (from, to) => {
    expect(await movedTo(from)).toBe(to);
  });

  it('sends a visitor without log-in on the Slovak host to its own log-in page', async () => {
    const res = await get('https://intimfit.sk/uzivatel/objednavky');
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(
      'https://intimfit.sk/prihlasit?redirect=%2Fuzivatel%2Fobjednavky',
    );
  });

  it('leaves a host not in the list alone for unprefixed paths', async () => {
    expect(await served('http://localhost:3000/kosik')).toBe('/cs/kosik/prazdny');
    expect(await served('http://localhost:3000/de/kosik')).toBe('/de/kosik/prazdny');
  });
});

describe('the page cache', () => {
  const keyOn = async (siteDomains: string | undefined, host: string) => {
    await withSettings(siteDomains);
    const { requestKey } = await import('../../server/page-cache');
    const req = { method: 'GET', url: '/kondomy', headers: { host } };
    return requestKey(req as unknown as Parameters<typeof requestKey>[0]);
  };

  it('keeps the pages of each host apart when locales have hosts of their own', async () => {
    expect(await keyOn(DOMAINS, 'intimfit.sk')).not.toBe(await keyOn(DOMAINS, 'intimfit.cz'));
    expect(await keyOn(DOMAINS, 'intimfit.sk')).toBe(await keyOn(DOMAINS, 'INTIMFIT.sk'));
    // A single host: the Host header changes nothing.
    expect(await keyOn(undefined, 'a.test')).toBe(await keyOn(undefined, 'b.test'));
  });
});
