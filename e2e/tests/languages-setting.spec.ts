// The languages the shop offers, changed by an operator: a language switched off leaves the header,
// the hreflang links and the sitemap, and its pages are not found; switched on again, all is back.
// It runs in a project of its own after all the others (playwright.config.ts): Slovak and German
// pages of the other specs would be not found meanwhile.
import { expect, test, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { plainProduct } from './catalog-data.ts';

const DEMO_LANGUAGES = ['cs', 'sk', 'de'];

async function setLanguages(value: string[]) {
  const res = await fetch(`${apiUrl}/api/admin/v1/shop-settings/languages`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  expect(res.status, await res.text()).toBe(200);
}

const switcher = (page: Page) => page.getByRole('navigation', { name: 'Jazyk obchodu' });

test.afterAll(async () => {
  await setLanguages(DEMO_LANGUAGES);
});

test('a language switched off leaves the switcher, hreflang and the sitemap, and its pages are gone', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const product = await plainProduct();
  try {
    await setLanguages(['cs', 'de']);
    // The storefront revalidates the pages that show the globals.
    await expect.poll(async () => (await request.get('/sk')).status(), { timeout: 30_000 }).toBe(404);
    expect((await request.get('/sk/kosik')).status()).toBe(404);
    expect((await request.get('/de')).status()).toBe(200);

    await page.goto('/');
    await expect(switcher(page).getByRole('link')).toHaveText(['Čeština', 'Deutsch']);
    // The banner offering the Slovak shop is gone with it.
    await expect(page.locator('#language-offer')).toHaveCount(0);

    await page.goto(`/produkt/${product.slug}`);
    const langs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')).sort());
    expect(langs).toEqual(['cs', 'de', 'x-default']);
    const sitemap = await (await request.get('/sitemap/pages.xml')).text();
    expect(sitemap).toContain('hreflang="de"');
    expect(sitemap).not.toContain('hreflang="sk"');

    // Czech only: no switcher and no hreflang alternates at all.
    await setLanguages(['cs']);
    await expect.poll(async () => (await request.get('/de')).status(), { timeout: 30_000 }).toBe(404);
    await page.goto(`/produkt/${product.slug}`);
    await expect(switcher(page)).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/produkt/${product.slug}$`),
    );
  } finally {
    await setLanguages(DEMO_LANGUAGES);
  }
  await expect.poll(async () => (await request.get('/sk')).status(), { timeout: 30_000 }).toBe(200);
  // The home page may still be a copy rendered while Czech alone was offered: the page cache keeps
  // it until it renders again.
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return switcher(page).getByRole('link').allTextContents();
      },
      { timeout: 90_000, intervals: [2_000, 5_000] },
    )
    .toEqual(['Čeština', 'Slovenčina', 'Deutsch']);
});
