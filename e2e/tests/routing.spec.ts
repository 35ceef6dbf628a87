import { test, expect } from './shop-test.ts';
import { topCategories } from './backend.ts';

// Routing rules: each is a 301 to the canonical form.
test.describe('routing rules', () => {
  let slug: string;
  test.beforeAll(async () => {
    slug = (await topCategories())[0]!.top_categories[0]!.slug;
  });

  const cases: [string, (s: string) => string, (s: string) => string][] = [
    ['upper case to lower case', (s) => `/${s.toUpperCase()}`, (s) => `/${s}`],
    ['default-locale prefix removed', (s) => `/cs/${s}`, (s) => `/${s}`],
    ['trailing slash removed', (s) => `/${s}/`, (s) => `/${s}`],
    ['fbclid and hrk stripped', (s) => `/${s}?fbclid=abc&hrk=1&strana=2`, (s) => `/${s}?strana=2`],
  ];
  for (const [name, from, to] of cases) {
    test(name, async ({ request }) => {
      const res = await request.get(from(slug), { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(
        new URL(res.headers()['location']!, 'http://x').pathname +
          new URL(res.headers()['location']!, 'http://x').search,
      ).toBe(to(slug));
    });
  }

  test('Slovak and German storefronts live under their prefix', async ({ page }) => {
    for (const locale of ['sk', 'de']) {
      const res = await page.goto(`/${locale}`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });
});

test.describe('text pages', () => {
  test('a footer link opens its shopping-information page @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Doprava', exact: true }).first().click();
    await expect(page).toHaveURL(/\/vse-o-nakupu\/doprava$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Doprava' })).toBeVisible();
    await expect(page.getByText('Objednávky přijaté v pracovní dny do 14:00')).toBeVisible();
  });

  test('an unknown text page answers 404', async ({ request }) => {
    expect((await request.get('/vse-o-nakupu/neexistuje')).status()).toBe(404);
  });
});
