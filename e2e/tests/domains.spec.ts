// The language list (the `languages` shop setting; the demo offers Czech, Slovak and German): the
// header's switcher, the canonical and hreflang links of a product, and the locale cookie that
// remembers a shopper's choice. Changing the setting itself is in languages-setting.spec.ts, which
// runs on its own. Hosts per locale (SITE_DOMAINS) are tested against the proxy in the storefront's
// unit tests (apps/storefront/src/i18n/domains.test.ts): this shop runs on one host.
import { test, expect, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';
import { plainProduct } from './catalog-data.ts';

const web = `http://localhost:${ports.web}`;
const switcher = (page: Page) => page.getByRole('navigation', { name: 'Jazyk obchodu' });

test('the header offers the shop languages, each on its storefront, the current one marked @phone', async ({
  page,
}) => {
  await page.goto('/');
  const links = switcher(page).getByRole('link');
  await expect(links).toHaveText(['Čeština', 'Slovenčina', 'Deutsch']);
  await expect(switcher(page).getByRole('link', { name: 'Čeština' })).toHaveAttribute('aria-current', 'true');
  await expect(switcher(page).getByRole('link', { name: 'Slovenčina' })).toHaveAttribute('href', '/sk');
  await expect(switcher(page).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');

  await switcher(page).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL(`${web}/sk`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(switcher(page).getByRole('link', { name: 'Slovenčina' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(switcher(page).getByRole('link', { name: 'Čeština' })).toHaveAttribute('href', '/');
});

test('a product page is canonical to itself and names each offered language', async ({ page }) => {
  const product = await plainProduct();
  await page.goto(`/produkt/${product.slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${web}/produkt/${product.slug}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
  const slugOf = (lang: string) => alternates.find(([l]) => l === lang)?.[1];
  expect(alternates.map(([l]) => l).sort()).toEqual(['cs', 'de', 'sk', 'x-default']);
  expect(slugOf('cs')).toBe(`${web}/produkt/${product.slug}`);
  expect(slugOf('x-default')).toBe(slugOf('cs'));
  expect(slugOf('sk')).toMatch(new RegExp(`^${web}/sk/produkt/[a-z0-9-]+$`));
  expect(slugOf('de')).toMatch(new RegExp(`^${web}/de/produkt/[a-z0-9-]+$`));

  // The Slovak page says the same of itself.
  await page.goto(new URL(slugOf('sk')!).pathname);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', slugOf('sk')!);
});

test('the chosen language is remembered 365 days and offered back on the Czech storefront', async ({
  page,
  context,
}) => {
  await page.goto('/');
  // A fresh page of the shop sets no locale cookie: pages stay shareable.
  expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
  await switcher(page).getByRole('link', { name: 'Slovenčina' }).click();
  await expect(page).toHaveURL(`${web}/sk`);
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('sk');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  // On the Slovak storefront nothing offers the shopper another language.
  await expect(page.locator('#language-offer')).toBeHidden();

  // Back on a Czech page (whose address stays Czech), the banner offers the chosen Slovak shop.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const banner = page.getByRole('complementary', { name: 'Jazyk a země' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Přejít na slovenský obchod' })).toHaveAttribute(
    'href',
    '/sk',
  );
});

test('without the preferences consent the choice is not stored', async ({ page, context }) => {
  await context.addCookies([
    { name: 'consent', value: '1.am.20261125', domain: 'localhost', path: '/', sameSite: 'Lax' },
  ]);
  await page.goto('/');
  await switcher(page).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(`${web}/de`);
  expect((await context.cookies()).find((c) => c.name === 'locale')).toBeUndefined();
});
