import type { Page } from '@playwright/test';

/**
 * Scrolls down through the whole page half a screen at a time, a frame apart, as a shopper does: a
 * jump straight to the end would pass content loaded on its first scroll into view without it ever
 * coming near the viewport (on a phone the footer alone is taller than the distance at which such
 * content starts loading).
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
}
