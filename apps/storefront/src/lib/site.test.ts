import { afterEach, describe, expect, it, vi } from 'vitest';

async function siteWith(url: string | undefined) {
  vi.resetModules();
  vi.stubEnv('SITE_URL', url);
  return import('./site');
}

afterEach(() => vi.unstubAllEnvs());

describe('secret cookie names', () => {
  it('carry the __Host- prefix when the shop is served over https', async () => {
    const site = await siteWith('https://www.example.cz');
    expect(site.secretCookieName('auth_token')).toBe('__Host-auth_token');
    expect(site.secureCookies('http://internal:3000/api/auth/login')).toBe(true);
  });

  it('stay plain over http, where a browser refuses the prefix', async () => {
    const site = await siteWith('http://localhost:3000');
    expect(site.secretCookieName('auth_token')).toBe('auth_token');
    expect(site.secureCookies('http://localhost:3000/')).toBe(false);
    expect(site.secureCookies('https://localhost:3000/')).toBe(true);
  });

  it('name the shopper cookies the page cache and the proxy look for', async () => {
    vi.resetModules();
    vi.stubEnv('SITE_URL', 'https://www.example.cz');
    const { SHOPPER_COOKIES } = await import('./cart/shopper-cookies');
    expect(SHOPPER_COOKIES).toEqual(['__Host-cart_token', '__Host-auth_token']);
  });
});
