// The shop-certification badge below the footers: only under marketing consent, loaded on first
// scroll into view, with the figures of the store API's certificate (the demo data's reviews).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page, type Response } from './shop-test.ts';
import { shopCertificate, type ShopCertificate } from '@shop/contract';
import { acceptedConsent } from '../consent-state.ts';
import { apiUrl } from './backend.ts';

const ROUTE = '/api/shop-certification';
const badge = (page: Page) => page.getByRole('complementary', { name: 'Certifikát obchodu' });
/** The page has run its scripts: the footer's control has become a button. */
const hydrated = (page: Page) =>
  expect(page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' })).toBeVisible();
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
/** Spaces as the page shows them (numbers are grouped with no-break spaces) made plain. */
const plain = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

async function certificate(): Promise<ShopCertificate | null> {
  const res = await fetch(`${apiUrl}/api/v1/shop-certification/certificate`);
  if (res.status === 204) return null;
  expect(res.status).toBe(200);
  return shopCertificate.parse(await res.json());
}

interface Shown {
  badge: { recommendPercent: number; reviewCount: number; recommend: string; reviews: string } | null;
}

/** Scrolls to the page's end and returns the route's answer and the badge once shown. */
async function scrollToBadge(page: Page) {
  let first = true;
  let answer: Shown | null = null;
  // A load that failed (the backend shedding load while the test shop warms up) shows nothing: the
  // page is opened again then.
  await expect(async () => {
    if (!first) await page.goto(page.url());
    first = false;
    await hydrated(page);
    const loaded = page.waitForResponse((r: Response) => r.url().includes(ROUTE), { timeout: 10_000 });
    await toBottom(page);
    const res = await loaded;
    expect(res.status()).toBe(200);
    answer = (await res.json()) as Shown;
    await expect(badge(page)).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  return answer!.badge!;
}

test('with marketing consent the badge shows once scrolled to, with the certificate’s figures @phone', async ({
  page,
}) => {
  const before = await certificate();
  expect(before, 'the demo data has verified reviews: the shop has a certificate').not.toBeNull();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(ROUTE)) asked.push(r.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Far below the content: nothing is asked for before the shopper scrolls there.
  expect(asked).toEqual([]);
  await expect(badge(page)).toHaveCount(0);

  const shown = await scrollToBadge(page);
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get('locale')).toBe('cs');
  const box = badge(page);
  await expect(box.getByText('Ověřeno zákazníky', { exact: true })).toBeVisible();
  const count = new Intl.NumberFormat('cs-CZ').format(shown.reviewCount);
  expect(plain(await box.getByTestId('certification-recommend').textContent())).toBe(
    `${shown.recommendPercent} % zákazníků doporučuje`,
  );
  expect(plain(await box.getByTestId('certification-reviews').textContent())).toBe(
    plain(`${count} hodnocení`),
  );
  // The store API's figures: the same, unless reviews were written since the storefront kept them
  // (for at most five minutes), which only adds to the count.
  const now = (await certificate())!;
  expect(now.reviewCount).toBeGreaterThanOrEqual(shown.reviewCount);
  if (now.reviewCount === shown.reviewCount) expect(shown.recommendPercent).toBe(now.recommendPercent);
  // The certificate's own page, when the service has one, is linked; the shop's own has none.
  await expect(box.getByRole('link')).toHaveCount(now.url ? 1 : 0);
  // Inside the shop's container, not across the window.
  const [b, main] = [(await box.boundingBox())!, (await page.locator('main').boundingBox())!];
  expect(b.width).toBeLessThanOrEqual(main.width);
});

test('axe finds no violation in the footer with the badge shown @phone', async ({ page }) => {
  await page.goto('/');
  await scrollToBadge(page);
  const { violations } = await new AxeBuilder({ page })
    .include('aside[data-testid="certification-badge"]')
    .include('footer')
    .analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('when the badge’s code cannot load, the page stays and only the badge is missing @phone', async ({
  page,
}) => {
  // Every script the page names in its HTML loads; a chunk asked for later (the badge's, imported
  // under consent) fails, as it would when the connection drops.
  const html = await (await page.request.get('/')).text();
  const named = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+/g)].map((m) => m[0]));
  let broken = 0;
  await page.route('**/_next/static/chunks/**', (route) => {
    if (named.has(new URL(route.request().url()).pathname)) return route.continue();
    broken += 1;
    return route.abort('internetdisconnected');
  });
  // The page reloaded for a failed chunk a moment ago (it does once a minute, for a deploy that
  // replaced the chunks): this failure it leaves alone, as it would offline.
  await page.addInitScript(() => sessionStorage.setItem('chunk-reload-at', String(Date.now())));
  await page.goto('/');
  await expect.poll(() => broken).toBeGreaterThan(0);
  // Time for a reload or an error page, had the failure caused one.
  await page.waitForTimeout(1000);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Něco se porouchalo' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test.describe('without marketing consent', () => {
  // Preferences and analytics granted, marketing not.
  test.use({
    storageState: {
      ...acceptedConsent,
      cookies: acceptedConsent.cookies.map((c) =>
        c.name === 'consent' ? { ...c, value: '1.pa.20261125' } : c,
      ),
    },
  });

  test('no badge and no request for it, even at the bottom of the page @phone', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(ROUTE)) asked.push(r.url());
    });
    await page.goto('/');
    await hydrated(page);
    await toBottom(page);
    await page.waitForLoadState('networkidle');
    // Time for an observer to fire, had anything been waiting.
    await page.waitForTimeout(1500);
    await toBottom(page);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByTestId('certification-badge')).toHaveCount(0);
  });
});
