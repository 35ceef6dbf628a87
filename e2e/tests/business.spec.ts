// What business customers get: their own prices on pages rendered once for every visitor (the
// wholesale group's price on the category, product and search pages), several variants into the
// cart at once on the product page, and the quick order.
import { expect, test, type Page } from './shop-test.ts';
import { catalogState, loginResponse, userResponse, type ProductBox } from '@shop/contract';
import { CZK, formatMoney } from '@shop/rules';
import { apiUrl, menu } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { categoryBySlug } from './catalog-listing-data.ts';
import { logInInBrowser } from './account-forms.ts';
import { notifications } from './notifications.ts';

const BUSINESS = { email: 'firma@intimfit.cz', password: 'Firma-2026' };
const czk = (amount: number) => formatMoney(Math.round(amount * 100), CZK);
/** A product box's main price: the shop shows prices with and without VAT, so it says which it is. */
const boxCzk = (amount: number) => `${czk(amount)} s DPH`;

/**
 * The business customer's variant, groups and the backend's signature of them, with the session it
 * was issued to: the signature counts only beside it.
 */
async function businessPriceHeaders(): Promise<Record<string, string>> {
  const login = await fetch(`${apiUrl}/api/oauth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.81' },
    body: JSON.stringify(BUSINESS),
  });
  const token = loginResponse.parse(await login.json()).data.access_token;
  const me = userResponse.parse(
    await (await fetch(`${apiUrl}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).json(),
  ).data;
  return {
    'x-user-variant': me.variant,
    'x-user-groups': me.groups.join(','),
    'x-variant-hash': me.variantHash,
    authorization: `Bearer ${token}`,
  };
}

/** A main-menu category whose first page shows a product with a lower wholesale price. */
async function categoryWithWholesalePrice(headers: Record<string, string>) {
  for (const top of await menu('main')) {
    for (const item of [top, ...top.children]) {
      const slug = item.path.replace(/^\//, '');
      if (!slug || slug.includes('/')) continue;
      const category = await categoryBySlug(slug).catch(() => null);
      if (!category) continue;
      const query = new URLSearchParams({ scope: 'category', id: String(category.id) });
      const read = async (extra: Record<string, string>) =>
        catalogState.parse(
          await (
            await fetch(`${apiUrl}/api/catalog/v2/state?${query}`, {
              headers: { 'x-locale': 'cs', 'x-currency': 'CZK', ...extra },
            })
          ).json(),
        ).products;
      const [guest, business] = await Promise.all([read({}), read(headers)]);
      const box = business.find((b): b is ProductBox => {
        const g = guest.find((x) => x.id === b.id);
        return !!g && b.prices.unitWithTax < g.prices.unitWithTax && g.variantId === b.variantId;
      });
      if (box) {
        const guestBox = guest.find((x) => x.id === box.id)!;
        return { slug, box, guestPrice: guestBox.prices.unitWithTax, ownPrice: box.prices.unitWithTax };
      }
    }
  }
  throw new Error('no category shows a product with a wholesale price');
}

const logIn = (page: Page) => logInInBrowser(page, BUSINESS.email, BUSINESS.password);

test.describe('business customers', () => {
  test('a business customer sees the wholesale price on the category, product and search pages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const headers = await businessPriceHeaders();
    const { slug, box, guestPrice, ownPrice } = await categoryWithWholesalePrice(headers);
    const product = (await allProducts()).find((p) => p.id === box.id)!;
    const boxPrice = (p: Page) =>
      p.locator(`#content [data-customer-price="${box.id}:${box.variantId}"]`).first();

    // A guest is shown the price every visitor sees.
    await page.goto(`/${slug}`);
    await expect(boxPrice(page)).toHaveText(boxCzk(guestPrice));

    await logIn(page);
    await page.goto(`/${slug}`);
    await expect(boxPrice(page)).toHaveText(boxCzk(ownPrice));

    await page.goto(`/produkt/${product.slug}?variant_id=${box.variantId}`);
    await expect(page.locator('#content').getByTestId('product-price')).toHaveText(czk(ownPrice));

    await page.goto(`/hledat?q=${encodeURIComponent(product.name)}`);
    await expect(boxPrice(page)).toHaveText(boxCzk(ownPrice));

    // Logged out again, the same shared pages show a guest's price.
    await page.goto('/uzivatel/prehled');
    await page.getByRole('button', { name: 'Odhlásit se' }).first().click();
    await page.goto(`/${slug}`);
    await expect(boxPrice(page)).toHaveText(boxCzk(guestPrice));
  });

  test('the price request answers nothing for a guest and refuses what is not a product list', async ({
    request,
  }) => {
    const guest = await request.get('/api/catalog/customer-prices?ids=1,2&currency=CZK');
    expect(guest.status()).toBe(200);
    expect(guest.headers()['cache-control']).toBe('private, no-store');
    expect(await guest.json()).toEqual({ own: false, prices: {} });
    for (const bad of [
      'ids=abc&currency=CZK',
      'ids=1&currency=USD',
      'currency=CZK',
      `ids=${'1,'.repeat(61)}1&currency=CZK`,
    ]) {
      expect((await request.get(`/api/catalog/customer-prices?${bad}`)).status(), bad).toBe(400);
    }
  });
});

/** A product with at least two variants on sale whose stock nobody else's test reads. */
async function productWithVariants() {
  const candidates = (await allProducts()).filter(
    (p) =>
      p.visibility.saleable &&
      p.variants.filter((v) => v.availability.isAvailable && (v.availability.stock ?? 99) >= 10).length >= 2,
  );
  return candidates.at(-1)!;
}

test('several variants go into the cart at once from the product page', async ({ page }) => {
  test.setTimeout(120_000);
  const product = await productWithVariants();
  const [first, second] = product.variants.filter(
    (v) => v.availability.isAvailable && (v.availability.stock ?? 99) >= 10,
  );
  await page.goto(`/produkt/${product.slug}`);
  const batch = page.getByRole('region', { name: 'Více variant najednou' });
  const submit = batch.getByRole('button', { name: 'Vložit do košíku' });
  await expect(submit).toBeDisabled();
  await batch.getByRole('spinbutton', { name: `Množství: ${first!.name}`, exact: true }).fill('2');
  await batch.getByRole('spinbutton', { name: `Množství: ${second!.name}`, exact: true }).fill('1');
  await expect(batch.getByText('Vybráno celkem: 3 ks')).toBeVisible();
  await submit.click();
  await expect(notifications(page).filter({ hasText: 'Produkty byly vloženy do košíku' })).toBeVisible();
  // The selection resets.
  await expect(batch.getByRole('spinbutton', { name: `Množství: ${first!.name}`, exact: true })).toHaveValue(
    '',
  );
  await expect(submit).toBeDisabled();

  await page.goto('/kosik');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
});

test('without JavaScript the several-variants form lands in the cart', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const product = await productWithVariants();
  const variant = product.variants.find((v) => v.availability.isAvailable)!;
  await page.goto(`/produkt/${product.slug}`);
  const batch = page.getByRole('region', { name: 'Více variant najednou' });
  await batch.getByRole('spinbutton', { name: `Množství: ${variant.name}`, exact: true }).fill('2');
  await batch.getByRole('button', { name: 'Vložit do košíku' }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await context.close();
});

test('the quick order: find, add twice, add another, everything into the cart @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const products = (await allProducts()).filter(
    (p) => p.visibility.saleable && p.variants.length === 1 && p.variants[0]!.availability.isAvailable,
  );
  const [one, two] = [products.at(-2)!, products.at(-1)!];
  await page.goto('/rychla-objednavka');
  await expect(page.getByRole('heading', { level: 1, name: 'Rychlá objednávka' })).toBeVisible();
  await expect(page.getByText('Zatím jste nepřidali žádný produkt.')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Hledat produkt' });

  await search.fill(one.name);
  const addOne = page.getByRole('button', { name: `Přidat ${one.name} do rychlé objednávky`, exact: true });
  await addOne.click();
  await addOne.click();
  await expect(page.getByRole('spinbutton', { name: `Množství: ${one.name}`, exact: true })).toHaveValue('2');
  await search.fill(two.name);
  await page.getByRole('button', { name: `Přidat ${two.name} do rychlé objednávky`, exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: `Množství: ${two.name}`, exact: true })).toHaveValue('1');
  await expect(page.getByText('Celkem 3 ks')).toBeVisible();

  // The list survives a reload (it is kept in this browser).
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: `Množství: ${one.name}`, exact: true })).toHaveValue('2');
  await page.getByRole('button', { name: `Odebrat ${two.name}`, exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: `Množství: ${two.name}`, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Vložit do košíku' }).click();
  const added = notifications(page).filter({ hasText: 'Produkty byly vloženy do košíku' });
  await expect(added).toBeVisible();
  await expect(added.getByRole('link', { name: 'Přejít do košíku' })).toHaveAttribute('href', '/kosik');
  await expect(page.getByText('Zatím jste nepřidali žádný produkt.')).toBeVisible();
  await page.goto('/kosik');
  await expect(page.getByRole('spinbutton', { name: `Množství: ${one.name}`, exact: true })).toHaveValue('2');
});
