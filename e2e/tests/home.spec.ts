import { test, expect } from './shop-test.ts';
import AxeBuilder from '@axe-core/playwright';
import { menu, topCategories } from './backend.ts';

test('the home page shows the top categories of the backend in Czech @phone', async ({ page }) => {
  const categories = await topCategories();
  expect(categories.length).toBeGreaterThan(3);
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  const main = page.getByRole('main');
  for (const c of categories) {
    await expect(main.getByRole('link', { name: c.title }).first()).toBeVisible();
  }
});

test('the main menu comes from the backend', async ({ page }) => {
  const items = await menu('main');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /hlavní menu/i });
  for (const item of items) {
    await expect(nav.getByRole('link', { name: item.title, exact: true }).first()).toBeAttached();
  }
});

test('a top category leads to its category page, not an error @phone', async ({ page }) => {
  const [first] = await topCategories();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: first!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${first!.top_categories[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.top_categories[0]!.title);
  const res = await page.request.get(page.url());
  expect(res.status()).toBe(200);
});

test('an unknown path answers 404 with a Czech page and the top categories', async ({ page }) => {
  const res = await page.goto('/tato-stranka-neexistuje');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  const [first] = await topCategories();
  await expect(page.getByRole('link', { name: first!.title }).first()).toBeVisible();
});

test('without JavaScript the 404 page arrives whole: frame, heading and top-category links', async ({
  browser,
}) => {
  const categories = await topCategories();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto('/tato-stranka-neexistuje');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  await expect(page.getByRole('navigation', { name: /hlavní menu/i })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const main = page.getByRole('main');
  const linked = categories.filter((c) => c.top_categories[0]);
  expect(linked.length).toBeGreaterThanOrEqual(5);
  for (const c of linked) {
    await expect(main.getByRole('link', { name: c.title, exact: true })).toHaveAttribute(
      'href',
      `/${c.top_categories[0]!.slug}`,
    );
  }
  await context.close();
});

test('an unknown product and a Slovak unknown path get the whole 404 page in their language', async ({
  request,
}) => {
  const product = await request.get('/produkt/tento-produkt-neexistuje');
  expect(product.status()).toBe(404);
  const html = await product.text();
  expect(html).not.toContain('__next_error__');
  expect(html).toContain('Stránka nenalezena');
  const sk = await request.get('/sk/tato-stranka-neexistuje');
  expect(sk.status()).toBe(404);
  const skHtml = await sk.text();
  expect(skHtml).toContain('<html lang="sk"');
  expect(skHtml).toContain('Stránka sa nenašla');
});

test('the error pages answer with their own status, never 200', async ({ request }) => {
  const notFound = await request.get('/stranka-nenalezena');
  expect(notFound.status()).toBe(404);
  const error = await request.get('/chyba');
  expect(error.status()).toBe(500);
  expect(await error.text()).toContain('Něco se porouchalo');
  expect(error.headers()['cache-control']).toContain('no-store');
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
