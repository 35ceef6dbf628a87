// Complaint and withdrawal forms (/reklamace, /vraceni-zbozi) with a real order placed through the
// store API, with and without JavaScript; the small routes of this part (403, /sitemapconfig,
// /pomucky-{product}, /aktivovat).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './shop-test.ts';
import { loginResponse, serviceCaseErrors } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { placeOrderAs, storeApi } from './store-api.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Heslo-pro-reklamaci-1';

/** A new customer's order of two products (2 and 1 pieces), cash on delivery, as its e-mail and code. */
async function orderOfTwo(): Promise<{ email: string; id: number; code: string }> {
  const email = `reklamace.${unique()}@example.cz`;
  const registered = loginResponse.parse(
    await storeApi('POST', '/api/v1/register', null, {
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420 777 123 456',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    }),
  );
  // Products whose stock nobody else's test reads: with one variant, plenty in stock.
  const products = (await allProducts())
    .filter((p) => p.variants.length === 1 && (p.variants[0]!.availability.stock ?? 99) >= 10)
    .slice(-2);
  // Cash on delivery: the operator may send it off before it is paid.
  const order = await placeOrderAs(
    registered.data.access_token,
    email,
    [
      { id: products[0]!.variants[0]!.id, amount: 2 },
      { id: products[1]!.variants[0]!.id, amount: 1 },
    ],
    'cod',
  );
  return { email, ...order };
}

/** The operator moves the order on (shipped with its parcel's number, or delivered). */
async function moveOn(orderId: number, to: 'shipped' | 'delivered') {
  const res = await fetch(`${apiUrl}/api/admin/v1/orders/${orderId}/transitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to, ...(to === 'shipped' ? { trackingNumber: 'DR 1234567890' } : {}) }),
  });
  expect(res.status).toBe(200);
}

async function findOrder(page: Page, code: string, email: string) {
  await page.getByRole('textbox', { name: 'Číslo objednávky' }).fill(code);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Pokračovat' }).click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('files a complaint for a real order and reads the case number', async ({ page }) => {
    const order = await orderOfTwo();
    await moveOn(order.id, 'shipped');
    await page.goto('/reklamace');
    await expect(page.getByRole('heading', { level: 1, name: 'Reklamace zboží' })).toBeVisible();

    // A wrong e-mail: the same answer as for an order that does not exist, what was typed kept.
    await findOrder(page, order.code, `jiny.${unique()}@example.cz`);
    await expect(page.getByTestId('error-orderCode')).toHaveText(serviceCaseErrors.orderNotFound);
    await expect(page.getByRole('textbox', { name: 'Číslo objednávky' })).toHaveValue(order.code);

    await findOrder(page, order.code, order.email);
    await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();
    const amounts = page.getByRole('spinbutton');
    await expect(amounts).toHaveCount(2);
    // Too many pieces and a bad account: Czech messages, the reason kept.
    await amounts.first().fill('3');
    await page.getByRole('textbox', { name: 'Popis vady' }).fill('Obal byl při doručení roztržený.');
    await page
      .getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ })
      .fill('CZ65 0800 0000 1920 0014 5398');
    await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();
    await expect(page.locator('[data-testid^="error-amount-"]')).toHaveText('Objednali jste jen 2 ks');
    await expect(page.getByTestId('error-bankAccount')).toContainText('Číslo účtu není platné');
    await expect(page.getByRole('textbox', { name: 'Popis vady' })).toHaveValue(
      'Obal byl při doručení roztržený.',
    );

    await page.getByRole('spinbutton').first().fill('1');
    await page.getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ }).fill('19-2000145399/0800');
    await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();
    await expect(page.getByRole('heading', { name: 'Reklamaci jsme přijali' })).toBeVisible();
    await expect(page.getByTestId('case-number')).toHaveText(/^R-\d{4}-\d{6}$/);
  });

  test('reads the small routes', async ({ page }) => {
    for (const [path, heading] of [
      ['/udrzba', 'Právě obchod vylepšujeme'],
      ['/sitemapconfig', 'Mapa stránek'],
      ['/vraceni-zbozi', 'Vrácení zboží'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByTestId('sealed-hygiene-notice')).toContainText('§ 1837');

    const forbidden = await page.goto('/pristup-odepren');
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Přístup odepřen' })).toBeVisible();

    // A link without a token, and one the shop does not know: no success is claimed.
    await page.goto('/aktivovat');
    await expect(page.getByTestId('activation-result')).toContainText('chybí potvrzovací kód');
    await page.goto('/aktivovat?token=neplatny-odkaz-12345');
    await expect(page.getByTestId('activation-result')).toContainText('není platný nebo už vypršel');

    const product = (await allProducts()).find((p) => p.breadcrumb.length > 1)!;
    const aids = await page.goto(`/pomucky-${product.slug}`);
    expect(aids?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await expect(page.getByRole('link', { name: `Zpět na produkt ${product.name}` })).toBeVisible();
    expect((await page.goto('/pomucky-zadny-takovy-produkt'))?.status()).toBe(404);
  });
});

test('a withdrawal with JavaScript, with the sealed hygiene goods marked; axe clean @phone', async ({
  page,
}) => {
  const order = await orderOfTwo();
  await moveOn(order.id, 'delivered');
  await page.goto('/vraceni-zbozi');
  await expect(page.getByTestId('sealed-hygiene-notice')).toContainText('§ 1837 občanského zákoníku');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await findOrder(page, order.code, order.email.toUpperCase());
  await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();
  // Nothing chosen, no account: messages, focus on the first.
  await page.getByRole('button', { name: 'Odstoupit od smlouvy' }).click();
  await expect(page.getByTestId('error-items')).toHaveText(serviceCaseErrors.noItems);
  await expect(page.getByTestId('error-bankAccount')).toHaveText(
    'Vyplňte číslo účtu, na který vám vrátíme peníze',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('spinbutton').nth(1).fill('1');
  await page.getByRole('textbox', { name: 'Důvod vrácení' }).fill('Nesedí mi velikost.');
  await page
    .getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ })
    .fill('CZ65 0800 0000 1920 0014 5399');
  await page.getByRole('button', { name: 'Odstoupit od smlouvy' }).click();
  await expect(page.getByRole('heading', { name: 'Odstoupení od smlouvy jsme přijali' })).toBeVisible();
  await expect(page.getByTestId('case-number')).toHaveText(/^V-\d{4}-\d{6}$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
