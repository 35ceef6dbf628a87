import { cartResponse, creditsAmountResponse, type Product } from '@shop/contract';
import { allProducts } from './catalog-data.ts';
import { newestArticlePath } from './backend.ts';
import { logInApi, placeOrderAs, storeApi } from './store-api.ts';
import { expect, test, type Page } from './shop-test.ts';

/** A product in good stock, neither the first nor the last (other specs compare those). */
async function middleProduct(pick: (p: Product) => boolean): Promise<Product> {
  const all = await allProducts();
  const found = all
    .slice(1, -1)
    .find(
      (p) =>
        pick(p) &&
        p.visibility.saleable &&
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) > 5 &&
        p.variants[0]!.availability.amountMin === 1,
    );
  if (!found) throw new Error('the demo data has no such product');
  return found;
}

/** The guest cart's token: in an httpOnly cookie kept for one day. */
async function expectCartTokenForADay(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'cart_token');
  expect(token).toMatchObject({ httpOnly: true });
  const days = (token!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(0.99);
  expect(days).toBeLessThanOrEqual(1);
}

/** The demo regular with credits of their own (the first demo customer's belong to the checkout). */
const REGULAR = { email: 'verny@intimfit.cz', password: 'Verny-2026' };

test('?addToCart on a content page adds the product once and leaves the address', async ({ page }) => {
  const product = await middleProduct(() => true);
  const article = await newestArticlePath();
  await page.goto(`${article}?addToCart=${product.variants[0]!.id}`);
  await expect(page).toHaveURL(new RegExp(`${article}$`));
  await expectCartTokenForADay(page);
  await page.reload();
  await page.goto('/kosik');
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('spinbutton')).toHaveValue('1');

  // By its catalogue code too; a code nobody knows adds nothing and the page still opens.
  await page.goto(`/?addToCart=${encodeURIComponent(product.variants[0]!.catalogCode)}`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/?addToCart=NEEXISTUJE-123');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/kosik');
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
});

test("a guest's first add to the cart keeps the cart's token for one day", async ({ page }) => {
  const product = await middleProduct(() => true);
  await page.goto(`/produkt/${product.slug}`);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('cart_token');
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  await expectCartTokenForADay(page);
});

test('a product link in its wildcard form (category path and slug) opens the product page', async ({
  page,
}) => {
  const product = await middleProduct((p) => p.breadcrumb.length > 0);
  const category = product.breadcrumb.at(-1)!.slug;
  await page.goto(`/${category}/${product.slug}`);
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // Another category's path is no product link.
  const res = await page.goto(`/jina-kategorie-neni/${product.slug}`);
  expect(res?.status()).toBe(404);
});

test('a customer buys a product with loyalty credits: no money for it, the credits spent', async ({
  page,
}) => {
  const product = await middleProduct((p) => (p.creditPrice ?? 0) > 0 && (p.creditPrice ?? 0) <= 2000);
  const token = await logInApi(REGULAR.email, REGULAR.password);
  const balance = async () =>
    creditsAmountResponse.parse(await storeApi('GET', '/api/v1/user/credits/amount', token)).data.amount;
  // The regular's cart starts empty.
  await storeApi('DELETE', '/api/v1/cart/items', token);
  const before = await balance();

  // A guest is offered the button too, and told to log in.
  await page.goto(`/produkt/${product.slug}`);
  await expect(page.getByText(`Cena v kreditech: ${product.creditPrice}`)).toBeVisible();

  await page.goto(`/prihlasit?redirect=/produkt/${product.slug}`);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(REGULAR.email);
  await page.getByRole('textbox', { name: 'Heslo' }).fill(REGULAR.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.slug}$`));
  await page.getByRole('button', { name: /Koupit za kredity/ }).click();
  await expect(page.getByRole('dialog')).toContainText(product.name);

  const cart = cartResponse.parse(await storeApi('GET', '/api/v1/cart', token)).data;
  expect(cart.items).toHaveLength(1);
  expect(cart.items[0]).toMatchObject({ forCredits: true, creditPrice: product.creditPrice });
  expect(cart.prices.itemsWithTax).toBe(0);
  expect(cart.prices.itemCredits).toBe(product.creditPrice);

  // The shop's minimum order is for goods paid with money: one such product goes with it.
  const paid = await middleProduct((p) => p.variants[0]!.prices.unitWithTax >= 250 && !p.creditPrice);
  const order = await placeOrderAs(token, REGULAR.email, [{ id: paid.variants[0]!.id, amount: 1 }]);
  expect(order.code).toBeTruthy();
  expect(await balance()).toBe(before - product.creditPrice!);
});
