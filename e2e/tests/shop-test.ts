import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Pages whose scripts a test holds back (held-scripts.ts): not waited for. */
export const scriptsHeld = new WeakSet<Page>();

/** The page's own way to a new document: each is followed by waiting for hydration. */
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward', 'waitForURL'] as const;

/**
 * Waits until a shop page that has loaded is also hydrated (`data-hydrated`, set by the shop once
 * React has run). The page's scripts start only after its main picture is painted, so `load` no
 * longer means that its buttons answer. A document without the shop's scripts (an XML file, the
 * payment gateway's page) is not waited for.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.querySelector('link[as="script"][href^="/_next/"], script[src^="/_next/"]'),
    undefined,
    { timeout: 20_000 },
  );
}

/** Playwright's `test`, whose page waits for hydration after each navigation it makes. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      for (const name of NAVIGATIONS) {
        const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null | void>;
        const wrapped = async (...args: unknown[]) => {
          const response = await navigate(...args);
          const options = args.find((a) => a && typeof a === 'object' && !(a instanceof RegExp)) as
            { waitUntil?: string } | undefined;
          const loaded = ['load', 'networkidle', undefined].includes(options?.waitUntil);
          const navigated = name === 'waitForURL' || response !== null;
          if (navigated && loaded && !scriptsHeld.has(page)) await untilHydrated(page);
          return response;
        };
        Object.assign(page, { [name]: wrapped });
      }
    }
    await use(page);
  },
});
