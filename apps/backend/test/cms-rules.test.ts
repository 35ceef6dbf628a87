import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHtml, sanitizeRichText } from '../src/http/sanitize-html.ts';
import {
  isForGroups,
  isOfferRunning,
  isWithinTimeLimit,
} from '../src/modules/merchandising/category-cms/rules.ts';
import { createRevalidator, signBody } from '../src/modules/publishing/revalidation/service.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';

describe('sanitizeRichText', () => {
  it('removes script and style elements with their content', () => {
    expect(sanitizeRichText('<p>Ahoj</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Ahoj</p>');
    expect(sanitizeRichText('<SCRIPT src="x.js"></SCRIPT><p>a</p>')).toBe('<p>a</p>');
  });

  it('removes event handlers and inline styles but keeps the element', () => {
    expect(sanitizeRichText('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" />',
    );
    expect(sanitizeRichText('<p onclick="x()" style="color:red">Text</p>')).toBe('<p>Text</p>');
  });

  it('drops javascript:, data: and vbscript: URLs, also when obfuscated', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<a href="vbscript:x">a</a>')).toBe('<a>a</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img />');
  });

  it('removes frames, forms, objects and svg', () => {
    expect(
      sanitizeRichText(
        '<iframe src="https://evil"></iframe><form><input></form><object></object><svg onload="x"></svg>ok',
      ),
    ).toBe('ok');
  });

  it('keeps the allowed formatting, links, lists, tables and images', () => {
    const html =
      '<h2>Nadpis</h2><p>Text <strong>tučně</strong>, <em>kurzívou</em><br />a <a href="/poradna" title="Poradna">odkaz</a>.</p>' +
      '<ul><li>jedna</li></ul><ol start="2"><li>dva</li></ol><table><tbody><tr><td colspan="2">buňka</td></tr></tbody></table>' +
      '<blockquote>citát</blockquote><a href="mailto:info@example.cz">e-mail</a><a href="tel:+420222333444">telefon</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('makes a new-window link safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://example.cz" target="_blank">x</a>')).toBe(
      '<a href="https://example.cz" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://example.cz" target="_top">x</a>')).toBe(
      '<a href="https://example.cz">x</a>',
    );
  });

  it('keeps null as null', () => {
    expect(cleanHtml(null)).toBeNull();
    expect(cleanHtml('')).toBe('');
  });
});

describe('isWithinTimeLimit', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-02-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('shows a banner that is not time-limited whatever the times', () => {
    expect(isWithinTimeLimit(false, null, null, at('2026-01-15T00:00:00Z'))).toBe(true);
  });
  it('hides a time-limited banner missing either time', () => {
    expect(isWithinTimeLimit(true, start, null, at('2026-01-15T00:00:00Z'))).toBe(false);
    expect(isWithinTimeLimit(true, null, end, at('2026-01-15T00:00:00Z'))).toBe(false);
  });
  it('shows it only strictly between start and end', () => {
    expect(isWithinTimeLimit(true, start, end, at('2025-12-31T23:59:59.999Z'))).toBe(false);
    expect(isWithinTimeLimit(true, start, end, start)).toBe(false);
    expect(isWithinTimeLimit(true, start, end, at('2026-01-01T00:00:00.001Z'))).toBe(true);
    expect(isWithinTimeLimit(true, start, end, at('2026-01-31T23:59:59.999Z'))).toBe(true);
    expect(isWithinTimeLimit(true, start, end, end)).toBe(false);
  });
});

describe('isForGroups', () => {
  it('shows ungrouped items to everyone and grouped ones to members only', () => {
    expect(isForGroups([], [])).toBe(true);
    expect(isForGroups(['b2b'], [])).toBe(false);
    expect(isForGroups(['b2b'], ['retail'])).toBe(false);
    expect(isForGroups(['b2b', 'vip'], ['retail', 'vip'])).toBe(true);
  });
});

describe('isOfferRunning', () => {
  const offer = {
    active: true,
    from: new Date('2026-01-01T00:00:00Z'),
    until: new Date('2026-02-01T00:00:00Z'),
    domains: [] as string[],
  };
  it('runs from its start (inclusive) until its end (exclusive)', () => {
    expect(isOfferRunning(offer, new Date('2025-12-31T23:59:59Z'), 'cz')).toBe(false);
    expect(isOfferRunning(offer, offer.from, 'cz')).toBe(true);
    expect(isOfferRunning(offer, offer.until, 'cz')).toBe(false);
  });
  it('respects the active flag and the domains', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(isOfferRunning({ ...offer, active: false }, now, 'cz')).toBe(false);
    expect(isOfferRunning({ ...offer, domains: ['sk'] }, now, 'cz')).toBe(false);
    expect(isOfferRunning({ ...offer, domains: ['sk'] }, now, 'sk')).toBe(true);
    expect(isOfferRunning({ ...offer, domains: ['sk'] }, now, null)).toBe(false);
  });
});

describe('revalidator', () => {
  const secret = 'test-revalidate-secret-0123456789';
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  let status = 200;
  let server: Server;
  let url: string;
  const log = {
    warnings: [] as string[],
    warn(_o: object, msg: string) {
      this.warnings.push(msg);
    },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        if (req.url === '/api/revalidate' && req.method === 'POST')
          received.push({ headers: req.headers, body });
        res.statusCode = req.url === '/slow/api/revalidate' ? 200 : status;
        if (req.url === '/slow/api/revalidate') setTimeout(() => res.end('{}'), 2000);
        else res.end('{"revalidated":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the tags with an HMAC-SHA256 signature of the exact body', async () => {
    received.length = 0;
    const r = createRevalidator({ storefrontUrl: url, secret, log });
    expect(await r.notifyChanged(['category:kondomy', 'catalog', 'catalog'])).toBe(true);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(JSON.parse(call!.body)).toEqual({
      tags: ['category:kondomy', 'catalog'],
      sentAt: expect.any(Number),
    });
    expect(Math.abs(JSON.parse(call!.body).sentAt - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret).update(call!.body).digest('hex');
    expect(call!.headers['x-signature']).toBe(expected);
    expect(signBody(call!.body, secret)).toBe(expected);
    expect(call!.headers['content-type']).toBe('application/json');
  });

  it('is disabled without STOREFRONT_URL and skips without a secret', async () => {
    received.length = 0;
    expect(await createRevalidator({ storefrontUrl: undefined, secret, log }).notifyChanged(['cms'])).toBe(
      false,
    );
    expect(
      await createRevalidator({ storefrontUrl: url, secret: undefined, log }).notifyChanged(['cms']),
    ).toBe(false);
    expect(received).toHaveLength(0);
  });

  it('reports a refusal, an unreachable storefront and a timeout without throwing', async () => {
    log.warnings.length = 0;
    status = 401;
    expect(await createRevalidator({ storefrontUrl: url, secret, log }).notifyChanged(['cms'])).toBe(false);
    status = 200;
    expect(
      await createRevalidator({ storefrontUrl: 'http://127.0.0.1:9', secret, log }).notifyChanged(['cms']),
    ).toBe(false);
    const started = performance.now();
    expect(
      await createRevalidator({ storefrontUrl: `${url}/slow`, secret, log, timeoutMs: 200 }).notifyChanged([
        'cms',
      ]),
    ).toBe(false);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(log.warnings).toEqual([
      'revalidation refused by the storefront',
      'revalidation failed',
      'revalidation failed',
    ]);
  });
});

describe('demo CMS content', () => {
  const d = generateDemoDataset({ images: false });
  const subtree = (id: number): number[] => [
    id,
    ...d.categories.filter((c) => c.parentId === id).flatMap((c) => subtree(c.id)),
  ];
  const parameterOf = new Map(d.parameters.flatMap((p) => p.values.map((v) => [v.id, p.id] as const)));
  const cms = d.cms!;

  it('has at least 4 virtual and 6 filtered categories with unique slugs apart from store categories', () => {
    expect(cms.virtualCategories.length).toBeGreaterThanOrEqual(4);
    expect(cms.filteredCategories.length).toBeGreaterThanOrEqual(6);
    const slugs = [
      ...d.categories.map((c) => c.slug),
      ...cms.virtualCategories.map((v) => v.slug),
      ...cms.filteredCategories.map((f) => f.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives every filtered category products of its category with its values', () => {
    for (const f of cms.filteredCategories) {
      const categories = new Set(subtree(f.categoryId));
      const byParameter = new Map<number, number[]>();
      for (const v of f.parameterValueIds) {
        const p = parameterOf.get(v);
        expect(p, `${f.slug}: value ${v}`).toBeDefined();
        byParameter.set(p!, [...(byParameter.get(p!) ?? []), v]);
      }
      const groups = [...byParameter.values()];
      const matching = d.products.filter((p) => {
        const values = new Set([...p.parameterValueIds, ...p.variants.flatMap((v) => v.parameterValueIds)]);
        return (
          [p.categoryId, ...p.extraCategoryIds].some((c) => categories.has(c)) &&
          groups.every((g) => g.some((v) => values.has(v)))
        );
      });
      expect(matching.length, f.slug).toBeGreaterThan(0);
    }
  });

  it('refers only to existing tags, categories, parameters, products and pages', () => {
    const categoryIds = new Set(d.categories.map((c) => c.id));
    for (const v of cms.virtualCategories) {
      for (const t of v.tagIds) expect(d.tags.some((x) => x.id === t)).toBe(true);
      for (const c of [...v.categoryIds, ...v.excludedCategoryIds]) expect(categoryIds.has(c)).toBe(true);
      for (const p of v.parameters)
        for (const value of p.values) expect(parameterOf.get(value)).toBe(p.entityId);
    }
    for (const c of cms.categoryContent) {
      expect(categoryIds.has(c.categoryId)).toBe(true);
      for (const o of c.limitedOffers ?? [])
        if (o.productId) expect(d.products.some((p) => p.id === o.productId)).toBe(true);
    }
    for (const u of cms.urlRewrites) expect(d.pages.some((p) => p.slug === u.pageSlug)).toBe(true);
    expect(cms.brands.map((b) => b.brandId).sort((a, b) => a - b)).toEqual(d.brands.map((b) => b.id));
  });

  it('draws every brand logo, banner and colour picture it refers to', () => {
    const full = generateDemoDataset({ products: 10 });
    const paths = new Set(full.images.map((i) => i.path));
    const c = full.cms!;
    const referenced = [
      ...c.brands.flatMap((b) => (b.logo ? [b.logo] : [])),
      ...c.colourImages.map((i) => i.image),
      ...c.categoryContent.flatMap((x) => [
        ...(x.bannerImage ? [x.bannerImage] : []),
        ...(x.catalogBanners ?? []).map((b) => b.image),
        ...(x.smallBanners ?? []).flatMap((b) => (b.image ? [b.image] : [])),
      ]),
    ];
    for (const p of referenced) expect(paths.has(p), p).toBe(true);
    for (const img of full.images.filter((i) => i.path.startsWith('brands/')))
      expect(img.svg).not.toMatch(/<text/);
  });
});
