import { describe, expect, it, vi } from 'vitest';
import { redirectCandidate, redirectTarget } from './redirect';

describe('which paths the CMS may have moved', () => {
  it.each([
    ['/', null],
    ['/kosik', null],
    ['/kosik/dodaci-udaje', null],
    ['/hledat', null],
    ['/prihlasit', null],
    ['/uzivatel/objednavky', null],
    ['/checkout/payment/callback', null],
    ['/stranka-nenalezena', null],
    ['/api/cart/add', null],
    ['/sk/kosik', null],
    ['/sk', null],
    ['/kondomy', { locale: 'cs', path: '/kondomy' }],
    ['/produkt/stary-nazev', { locale: 'cs', path: '/produkt/stary-nazev' }],
    ['/vse-o-nakupu/doprava', { locale: 'cs', path: '/vse-o-nakupu/doprava' }],
    ['/sk/kondomy', { locale: 'sk', path: '/kondomy' }],
  ])('%s → %j', (path, expected) => {
    expect(redirectCandidate(path)).toEqual(expected);
  });
});

describe('where a moved path leads', () => {
  it.each([
    ['/cs/kondomy', 'cs', '/kondomy'],
    ['/cs', 'cs', '/'],
    ['kondomy', 'sk', '/sk/kondomy'],
    ['/sk/kondomy', 'cs', '/sk/kondomy'],
    ['https://example.org/x', 'cs', 'https://example.org/x'],
  ] as const)('%s in %s → %s', (redirectPath, locale, expected) => {
    expect(redirectTarget(redirectPath, locale)).toBe(expected);
  });
});

describe('the CMS is asked once per path', () => {
  it('shares one call among concurrent requests, keeps the answer, and asks again after a failure', async () => {
    const { createServer } = await import('node:http');
    const calls: string[] = [];
    let failing = false;
    const cms = createServer((req, res) => {
      calls.push(req.url ?? '');
      if (failing) return void res.writeHead(500).end();
      const moved = req.url?.includes('stary') ? { redirectPath: '/novy' } : null;
      res.writeHead(moved ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(moved ?? { errors: [{ title: 'Nenalezeno' }] }));
    });
    await new Promise<void>((r) => cms.listen(0, '127.0.0.1', r));
    const { port } = cms.address() as { port: number };
    process.env.CMS_URL = `http://127.0.0.1:${port}`;
    vi.resetModules();
    const { findRedirect } = await import('./redirect');
    try {
      const lookup = { locale: 'cs' as const, path: '/stary' };
      const answers = await Promise.all([1, 2, 3].map(() => findRedirect(lookup, '/stary')));
      expect(answers).toEqual(['/novy', '/novy', '/novy']);
      expect(await findRedirect({ locale: 'cs', path: '/jiny' }, '/jiny')).toBeNull();
      expect(await findRedirect(lookup, '/stary')).toBe('/novy');
      expect(calls).toHaveLength(2);
      failing = true;
      expect(await findRedirect({ locale: 'cs', path: '/treti' }, '/treti')).toBeNull();
      failing = false;
      await findRedirect({ locale: 'cs', path: '/treti' }, '/treti');
      expect(calls).toHaveLength(4);
    } finally {
      cms.close();
      delete process.env.CMS_URL;
    }
  });
});
