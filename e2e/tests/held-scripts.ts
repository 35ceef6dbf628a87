import type { Page } from '@playwright/test';
import { scriptsHeld } from './shop-test.ts';

/**
 * Holds back every script of the pages the browser opens from now on, as on a slow phone, until
 * the returned function is called. (Failing them instead would make the shop reload the page to
 * fetch them again.)
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  scriptsHeld.add(page);
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue().catch(() => {}); // a page left meanwhile ended its requests
  });
  return release;
}

/** Waits until React has hydrated the element `selector` names. */
export async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Lets the held scripts run and waits until React has hydrated `selector`. Returns the page's
 * errors from then on (it fills while the test goes on).
 */
export async function releaseAndHydrate(
  page: Page,
  release: () => void,
  selector: string,
): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  release();
  scriptsHeld.delete(page);
  await hydrated(page, selector);
  return errors;
}
