// A page opened before a deploy asks for chunks the new build no longer has: it reloads itself
// to get the new build, at most once a minute.
import { test, expect, untilHydrated, type Page } from './shop-test.ts';

/** Asks for a chunk that does not exist and waits until the page has seen the failure. */
async function failChunkLoad(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Registered after the shop's own handler, so it runs after it.
        addEventListener('unhandledrejection', () => setTimeout(resolve, 0), { once: true });
        void import(/* @vite-ignore */ `/_next/static/chunks/gone-${Date.now()}.js`);
      }),
  );
}

test('a chunk that fails to load reloads the page once, not again within a minute', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#content')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });

  const reloaded = page.waitForEvent('load');
  await failChunkLoad(page).catch(() => {
    // The reload may tear the evaluation down before it returns.
  });
  await reloaded;
  // The reloaded page's scripts start after its load event; their router records its state in the
  // history (a navigation event) as it hydrates, which is not the reload this test looks for.
  await untilHydrated(page);
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  expect(await page.evaluate(() => Number(sessionStorage.getItem('chunk-reload-at')))).toBeGreaterThan(0);

  // A second failure right after: no reload loop; the page stays as it is.
  await page.evaluate(() => {
    (window as unknown as { afterReload: boolean }).afterReload = true;
  });
  let navigated = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  await failChunkLoad(page);
  // A reload, had it been asked for, would have begun by now.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
  expect(navigated).toBe(false);
});
