// Products offered for loyalty credits: the customer's account lists them with links that carry
// `for_credits=true`, the product page opened by such a link comes with buying for credits chosen,
// and a cart of goods bought with credits alone is not held back by the minimum order value.
import {
  cartResponse,
  creditsAmountResponse,
  paymentsResponse,
  placeOrderResponse,
  shippersResponse,
  userResponse,
  type PlaceOrderBody,
} from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { logInInBrowser } from './account-forms.ts';
import { currentProduct } from './catalog-data.ts';
import { registerThroughApi } from './registration.ts';
import { storeApi } from './store-api.ts';
import { expect, test, type Page } from './shop-test.ts';

const PASSWORD = 'Heslo-pro-kredity-2';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new customer with `crowns` of loyalty credits granted by the shop: their e-mail and session token. */
async function customerWithCredits(crowns: number): Promise<{ email: string; token: string }> {
  const email = `za-kredity.${unique()}@example.cz`;
  const token = await registerThroughApi({
    email,
    password: PASSWORD,
    firstName: 'Věra',
    lastName: 'Kreditová',
  });
  const { id } = userResponse.parse(await storeApi('GET', '/api/v1/user', token)).data;
  const res = await fetch(`${apiUrl}/api/admin/v1/customers/${id}/credits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: crowns, note: 'Věrnostní program' }),
  });
  expect(res.status).toBe(200);
  return { email, token };
}

const balance = async (token: string) =>
  creditsAmountResponse.parse(await storeApi('GET', '/api/v1/user/credits/amount', token)).data.amount;

/** The account's offers for credits: the first whose product one piece of can be bought. */
async function firstOffer(page: Page) {
  const offers = page.getByRole('region', { name: 'Za kredity si můžete koupit' }).getByRole('link');
  await expect(offers.first()).toBeVisible();
  for (const link of await offers.all()) {
    const href = (await link.getAttribute('href'))!;
    const slug = decodeURIComponent(new URL(href, 'http://shop.invalid').pathname.split('/').pop()!);
    const product = await currentProduct(slug);
    const variant = product.variants.find((v) => v.id === product.defaultVariantId)!;
    if (variant.availability.amountMin === 1 && (variant.availability.stock ?? 99) > 3)
      return { link, href, product };
  }
  throw new Error('no product offered for credits can be bought one piece at a time');
}

test('a customer follows a for_credits link from the account and orders goods bought with credits alone', async ({
  page,
}) => {
  const { email, token } = await customerWithCredits(5000);
  await logInInBrowser(page, email, PASSWORD);
  await page.goto('/uzivatel/prehled');
  const { link, href, product } = await firstOffer(page);
  expect(href).toMatch(/^\/produkt\/[^?]+\?for_credits=true$/);
  await expect(link.locator('xpath=..')).toContainText(`Cena v kreditech: ${product.creditPrice}`);

  // The page as everyone gets it: the money button is the primary one.
  await page.goto(href.split('?')[0]!);
  const plainMoney = page.locator('[data-variant-id]').getByRole('button', { name: /^Do košíku/ });
  const primary = await plainMoney.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goBack();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.slug}\\?for_credits=true$`));
  // Buying for credits is chosen: its button is now the primary one, the money button steps back.
  const block = page.locator('[data-for-credits="true"]');
  await expect(block).toBeVisible();
  const forCredits = block.getByRole('button', { name: /Koupit za kredity/ });
  const forMoney = block.getByRole('button', { name: /^Do košíku/ });
  await expect(forCredits).toHaveCSS('background-color', primary);
  await expect(forMoney).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await forCredits.click();
  await expect(page.getByRole('dialog')).toContainText(product.name);

  // In the cart the line is for credits and links back to its product ready to buy with them.
  await page.goto('/kosik');
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(line).toContainText(`Za kredity: ${product.creditPrice}`);
  await expect(line.getByRole('link', { name: product.name })).toHaveAttribute(
    'href',
    `/produkt/${encodeURIComponent(product.slug)}?for_credits=true`,
  );
  // The shop's minimum order (200 Kč) is for goods paid with money: nothing of it is missing here.
  await expect(page.getByText(/Do minimální výše ceny objednávky/)).toHaveCount(0);
  const cart = cartResponse.parse(await storeApi('GET', '/api/v1/cart', token)).data;
  expect(cart.prices).toMatchObject({ itemsWithTax: 0, orderMinimumRemaining: 0 });
  expect(cart.items).toEqual([expect.objectContaining({ forCredits: true, amount: 1 })]);

  const before = await balance(token);
  const shipper = shippersResponse
    .parse(await storeApi('GET', '/api/v1/cart/shippers', token))
    .data.find((s) => s.code === 'courier')!;
  const payment = paymentsResponse
    .parse(await storeApi('GET', '/api/v1/cart/payments', token))
    .data.find((p) => p.code === 'bank_transfer' && !shipper.blockedPayments.includes(p.id))!;
  const address = { street: 'Dlouhá 5', city: 'Praha', postcode: '110 00', countryCode: 'CZE' };
  const body: PlaceOrderBody = {
    shipperId: shipper.id,
    paymentId: payment.id,
    terms: true,
    customer: {
      name: 'Věra Kreditová',
      firstName: 'Věra',
      lastName: 'Kreditová',
      email,
      phone: '+420 777 123 456',
    },
    billingAddress: address,
    shippingAddress: address,
  };
  const placed = placeOrderResponse.parse(await storeApi('POST', '/api/v1/cart/place', token, body)).data;
  expect(placed.items).toEqual([
    expect.objectContaining({ variantId: product.defaultVariantId, paidWithCredits: product.creditPrice }),
  ]);
  expect(await balance(token)).toBe(before - product.creditPrice!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product page opened for credits still buys with credits by a plain form', async ({ page }) => {
    const { email } = await customerWithCredits(5000);
    await logInInBrowser(page, email, PASSWORD);
    await page.goto('/uzivatel/prehled');
    const { href, product } = await firstOffer(page);
    await page.goto(href);
    // The page is the one cached for everyone; the credit form is there and posts on its own.
    await page.getByRole('button', { name: /Koupit za kredity/ }).click();
    await expect(page).toHaveURL(/\/kosik/);
    await expect(page.getByTestId('cart-line').filter({ hasText: product.name })).toContainText(
      `Za kredity: ${product.creditPrice}`,
    );
  });
});
