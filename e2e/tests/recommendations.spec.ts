// Recommendations below a product's detail and in the cart: an order of two products placed through
// the store API makes each the other's "bought together" recommendation, loaded on scroll.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import {
  cartChangeResponse,
  paymentsResponse,
  placeOrderResponse,
  shippersResponse,
  type Product,
} from '@shop/contract';
import { apiUrl } from './backend.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { allProducts } from './catalog-data.ts';

const headers = { 'content-type': 'application/json', 'x-locale': 'cs', 'x-currency': 'CZK' };

async function call(path: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
  const res = await fetch(`${apiUrl}${path}`, { ...init, headers: { ...headers, ...extra } });
  const json: unknown = await res.json();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

/**
 * Two plainly purchasable products (one variant in stock, one piece at a time), taken from the end
 * of the catalogue, where the other tests seldom look. Products with tags shown on their page are
 * left out: some tag colours are too light for white text, which the detail's own test covers.
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
      v.prices.quantityPrices.length === 0 &&
      !p.tags.some((t) => t.visibility.content)
    );
  });
  const [a, b] = fit.slice(-2);
  return [a!, b!];
}

/** A guest's order of one piece of each product, by courier, paid by bank transfer. */
async function orderTogether(products: Product[]) {
  let token: string | null = null;
  for (const p of products) {
    const added = cartChangeResponse.parse(
      await call(
        '/api/v1/cart/items',
        { method: 'POST', body: JSON.stringify({ id: p.variants[0]!.id, amount: 1 }) },
        token ? { 'x-cart-token': token } : {},
      ),
    );
    token ??= added.meta.guestCartToken;
  }
  const shippers = shippersResponse.parse(await call('/api/v1/shippers')).data;
  const payments = paymentsResponse.parse(await call('/api/v1/cart/payments')).data;
  const address = { street: 'Dlouhá 12', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };
  placeOrderResponse.parse(
    await call(
      '/api/v1/cart/place',
      {
        method: 'POST',
        body: JSON.stringify({
          shipperId: shippers.find((s) => s.code === 'courier')!.id,
          paymentId: payments.find((p) => p.code === 'bank_transfer')!.id,
          terms: true,
          customer: {
            name: 'Jana Nováková',
            firstName: 'Jana',
            lastName: 'Nováková',
            email: 'jana.novakova@example.cz',
            phone: '+420 777 123 456',
          },
          billingAddress: address,
          shippingAddress: address,
        }),
      },
      { 'x-cart-token': token! },
    ),
  );
}

let a: Product;
let b: Product;
test.beforeAll(async () => {
  [a, b] = await twoProducts();
  await orderTogether([a, b]);
});

/**
 * Scrolls to the page's end, where the widget waits, and returns its section once loaded. A widget
 * that failed (the backend shedding load while the test shop warms up) shows nothing: the page is
 * loaded again then.
 */
async function recommendations(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading });
  let first = true;
  await expect(async () => {
    if (!first) await page.reload();
    first = false;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
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
  await expect(page.getByRole('region', { name: 'Často kupováno společně' })).toHaveCount(0);
  expect(asked).toEqual([]);
  const section = await recommendations(page, 'Často kupováno společně');
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
  await recommendations(page, 'Často kupováno společně');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
