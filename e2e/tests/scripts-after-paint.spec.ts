// The page's scripts start once its main picture is on the screen, so that the picture is drawn
// before the scripts take the phone's processor; pages without one start them after the first frame.
import { expect, test, type Page } from './shop-test.ts';
import { newestArticlePath } from './backend.ts';
import { plainProduct } from './catalog-data.ts';
import { hydrated } from './held-scripts.ts';

interface Seen {
  /** performance.now() of each chunk script put into the page, by the parser or by a script. */
  scriptsAt: number[];
  /** When the browser reported the main picture painted. */
  paintedAt: number | null;
}

async function watchScriptsAndPaint(page: Page) {
  await page.addInitScript(() => {
    const seen: Seen = { scriptsAt: [], paintedAt: null };
    (window as unknown as { seen: Seen }).seen = seen;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes))
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/') && !node.noModule)
            seen.scriptsAt.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string;
        renderTime: number;
        loadTime: number;
      })[])
        if (entry.identifier === 'main-picture') seen.paintedAt ??= entry.renderTime || entry.loadTime;
    }).observe({ type: 'element', buffered: true });
  });
}

/** Opens `path` and checks the document it came as: its chunk scripts only preloaded. */
async function open(page: Page, path: string): Promise<number> {
  const res = await page.goto(path);
  const html = await res!.text();
  expect(html, 'no chunk script runs by itself').not.toMatch(
    /<script src="\/_next\/static\/[^"]+" (id="[^"]*" )?async="">/,
  );
  const preloaded =
    html.match(/<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+"\/>/g) ?? [];
  expect(preloaded.length, 'chunk scripts preloaded').toBeGreaterThan(0);
  return new Set(preloaded).size;
}

const withPicture = [
  { name: 'a branch', path: async () => '/pobocky/praha-vodickova' },
  { name: 'an article', path: newestArticlePath },
  { name: 'a product', path: async () => `/produkt/${(await plainProduct()).slug}` },
];

for (const { name, path } of withPicture) {
  test(`${name}: the scripts start after the main picture is painted, and the page works @phone`, async ({
    page,
  }) => {
    await watchScriptsAndPaint(page);
    const scripts = await open(page, await path());
    await hydrated(page, 'header');
    const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
    expect(seen.paintedAt, 'the main picture was painted').not.toBeNull();
    expect(seen.scriptsAt.length).toBeGreaterThanOrEqual(scripts);
    for (const at of seen.scriptsAt) expect(at).toBeGreaterThanOrEqual(seen.paintedAt!);
  });
}

test('a page without a main picture starts its scripts, and works @phone', async ({ page }) => {
  await watchScriptsAndPaint(page);
  await open(page, '/kontakt');
  await hydrated(page, '[data-testid="contact-form"]');
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  expect(seen.paintedAt).toBeNull();
  expect(seen.scriptsAt.length).toBeGreaterThan(0);
});

test('a main picture that fails to load does not keep the scripts back', async ({ page }) => {
  await page.route(/\/media\/.*praha-vodickova-prodejna/, (route) => route.abort());
  await watchScriptsAndPaint(page);
  await open(page, '/pobocky/praha-vodickova');
  await hydrated(page, 'header');
  const picture = page.locator('img[elementtiming="main-picture"]');
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(
    true,
  );
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  expect(seen.scriptsAt.length).toBeGreaterThan(0);
});
