import { test, expect } from '@playwright/test';
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

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
