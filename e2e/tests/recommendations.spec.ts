// Recommendations below a product's detail and in the cart: an order of two products placed through
// the store API makes each the other's "bought together" recommendation, loaded on scroll.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { allProducts } from './catalog-data.ts';
import { placeGuestOrder } from './store-api.ts';
import { scrollThrough } from './scroll.ts';

/**
 * Two plainly purchasable products (one variant in stock, one piece at a time), taken from the end
 * of the catalogue, where the other tests seldom look.
 */
async function twoProducts(): Promise<[Product, Product]> {
  const fit = (await allProducts()).filter((p) => {
    const v = p.variants[0];
    return (
      p.variants.length === 1 &&
      p.visibility.saleable &&
      v !== undefined &&
      v.availability.isAvailable &&
      v.availability.amountMin === 1 &&
      (v.availability.stock ?? 99) >= 5 &&
      v.prices.unitWithTax > 0 &&
      v.prices.quantityPrices.length === 0
    );
  });
  const [a, b] = fit.slice(-2);
  return [a!, b!];
}

let a: Product;
let b: Product;
test.beforeAll(async () => {
  [a, b] = await twoProducts();
  await placeGuestOrder([a, b].map((p) => ({ id: p.variants[0]!.id, amount: 1 })));
});

/**
 * Scrolls down past the widget and returns its section once loaded. A widget that failed (the
 * backend shedding load while the test shop warms up) shows nothing: the page is loaded again then.
 */
async function recommendations(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading });
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    await scrollThrough(page);
    await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  return section;
}

test("a product's page recommends what was bought with it, once scrolled to @phone", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/recommendations')) asked.push(r.url());
  });
  await page.goto(`/produkt/${a.slug}`);
  // Far below the detail, the widget waits for the shopper to scroll.
  await expect(page.getByRole('region', { name: 'Mohlo by vás také zajímat' })).toHaveCount(0);
  expect(asked).toEqual([]);
  const section = await recommendations(page, 'Mohlo by vás také zajímat');
  const link = section.getByRole('link', { name: b.name, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', new RegExp(`/produkt/${b.slug}`));
  // The product itself is never recommended to itself.
  await expect(section.getByRole('link', { name: a.name, exact: true })).toHaveCount(0);
  // Asked once per page load, for this product.
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(new URL(url).searchParams.get('productId')).toBe(String(a.id));

  // Added from the box like from any list.
  await section.getByRole('button', { name: `Vložit ${b.name} do košíku` }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
});

test('the cart recommends what was bought with its products @phone', async ({ page }) => {
  await page.goto(`/produkt/${a.slug}`);
  await addToCartAndOpenCart(page);
  const section = await recommendations(page, 'Mohlo by se vám hodit');
  await expect(section.getByRole('link', { name: b.name, exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: a.name, exact: true })).toHaveCount(0);
});

test('an empty cart shows no recommendations', async ({ page }) => {
  await page.goto('/kosik');
  await expect(page.getByRole('heading', { name: 'Mohlo by se vám hodit' })).toHaveCount(0);
});

test('axe finds nothing serious on the product page with the recommendations loaded', async ({ page }) => {
  await page.goto(`/produkt/${a.slug}`);
  await recommendations(page, 'Mohlo by vás také zajímat');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
