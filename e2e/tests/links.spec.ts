import { test, expect, type APIRequestContext, type Page } from './shop-test.ts';
import { plainProduct } from './catalog-data.ts';
import { topCategories } from './backend.ts';

// Every link a shopper can follow from the home page, a category, a product and the content pages
// leads somewhere: no dead link answers 404 (or fails). Content pages found on the way are crawled
// too, so a link that only the footer of an article shows is followed as well.
const CONTENT_ROUTES = [
  '/nakupni-radce',
  '/pobocky',
  '/kontakt',
  '/nejcastejsi-dotazy',
  '/vse-o-nakupu',
  '/poradna',
  '/vykladovy-slovnik-pojmu',
  '/infomail',
  '/reklamace',
  '/vraceni-zbozi',
];

// First path segments whose pages are content (their links are crawled in turn).
const CONTENT_SEGMENTS = new Set([
  ...CONTENT_ROUTES.map((r) => r.slice(1)),
  'clanky',
  'pruvodce',
  'vykladovy-slovnik-pojmu',
]);

function sameSitePath(href: string, base: string): string | null {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return null;
  // API calls and forms are not pages a link leads to.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return null;
  return url.pathname + url.search;
}

async function linksOf(page: Page, path: string): Promise<string[]> {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers`).toBe(200);
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs
    .filter((h) => h && !h.startsWith('#') && !/^(mailto|tel|sms|geo|market|javascript):/i.test(h))
    .map((h) => sameSitePath(h, page.url()))
    .filter((p): p is string => p !== null);
}

async function status(request: APIRequestContext, path: string): Promise<number> {
  // Redirects are followed: a private page leads to the log-in page, which is fine.
  const res = await request.get(path, { maxRedirects: 5 });
  return res.status();
}

test('no link on the home, a category, a product or a content page is dead', async ({ page, request }) => {
  test.setTimeout(480_000);
  const [top] = await topCategories();
  const product = await plainProduct();
  const start = ['/', `/${top!.top_categories[0]!.slug}`, `/produkt/${product.slug}`, ...CONTENT_ROUTES];

  const crawled = new Set<string>();
  const queue = [...start];
  const checked = new Map<string, number>();
  const foundOn = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (crawled.has(path)) continue;
    crawled.add(path);
    const links = await linksOf(page, path);
    const unchecked = [...new Set(links)].filter((l) => !checked.has(l));
    // A few at a time: first visits render pages, and the machine is shared.
    for (let i = 0; i < unchecked.length; i += 4) {
      const batch = unchecked.slice(i, i + 4);
      const codes = await Promise.all(batch.map((l) => status(request, l)));
      batch.forEach((l, j) => checked.set(l, codes[j]!));
    }
    for (const link of links) {
      if (!foundOn.has(link)) foundOn.set(link, path);
      const segment = link.split(/[/?]/)[1] ?? '';
      // Content pages are crawled one level deep from the starting pages (not every article's
      // page-2 list), which reaches every kind of content page the shop links to.
      if (
        CONTENT_SEGMENTS.has(segment) &&
        !crawled.has(link) &&
        start.includes(path) &&
        checked.get(link) === 200
      )
        queue.push(link);
    }
  }
  const dead = [...checked]
    .filter(([, s]) => s >= 400)
    .map(([p, s]) => `${p} (${s}, linked from ${foundOn.get(p)})`);
  expect(dead, 'dead links').toEqual([]);
  // The crawl really covered the shop: the content routes and many links.
  expect(checked.size).toBeGreaterThan(100);
});
