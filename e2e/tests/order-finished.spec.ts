// The finished order (/kosik/dokonceni) and the gateway return (/checkout/payment/callback) on
// orders placed through the store API, so that each payment state is reached directly.
import { test, expect, type BrowserContext, type Page } from './shop-test.ts';
import { CZK, formatMoney } from '@shop/rules';
import { ports } from '../ports.mjs';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { placeGuestOrder } from './store-api.ts';

const czk = (amount: number) => formatMoney(Math.round(amount * 100), CZK);

/** A guest's order of one piece of an available product, by courier, with the token that opens it. */
async function placeOrder(payment: 'card' | 'bank_transfer' | 'cod') {
  const product = (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 5 &&
      p.variants[0]!.prices.unitWithTax > 0,
  )!;
  const { order, orderToken } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }], {
    payment,
  });
  return { order, token: orderToken };
}

async function withOrderCookie(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'order_token', value: token, url: `http://localhost:${ports.web}` }]);
}

const purchaseEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'purchase',
    ),
  );

test.describe('finished order', () => {
  test('without an order of this browser, a friendly message and a link home', async ({ page, context }) => {
    await page.goto('/kosik/dokonceni');
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávku jsme nenašli' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Zpět na úvodní stránku' }),
    ).toHaveAttribute('href', '/');
    // A token that is no order's shows the same.
    await withOrderCookie(context, 'x'.repeat(43));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávku jsme nenašli' })).toBeVisible();
  });

  test('a bank transfer order: instructions, QR code, never cached, reported once', async ({ browser }) => {
    const { order, token } = await placeOrder('bank_transfer');
    const context = await browser.newContext();
    await withOrderCookie(context, token);
    const page = await context.newPage();
    const res = await page.goto('/kosik/dokonceni');
    expect(res!.headers()['cache-control']).toMatch(/private/);
    expect(res!.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect(
      page.getByRole('heading', { level: 1, name: `Děkujeme za objednávku č. ${order.code}` }),
    ).toBeVisible();
    const state = page.getByTestId('payment-state');
    await expect(state.getByRole('heading', { name: 'Platební údaje' })).toBeVisible();
    await expect(page.getByTestId('variable-symbol')).toHaveText(order.bankTransfer!.variableSymbol);
    await expect(state).toContainText(order.bankTransfer!.iban);
    await expect(state).toContainText(order.bankTransfer!.accountNumber);
    const qr = page.getByRole('img', { name: /^QR kód pro platbu/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(qr).toHaveAccessibleName(
      `QR kód pro platbu ${czk(order.bankTransfer!.amount)}, variabilní symbol ${order.bankTransfer!.variableSymbol}`,
    );
    await expect(page.getByTestId('order-total')).toHaveText(czk(order.prices.totalWithTax));
    await expect(page.getByTestId('order-total-without-vat')).toHaveText(czk(order.prices.totalWithoutTax));
    await expect(page.getByTestId('order-items')).toContainText(order.items[0]!.name);

    // The purchase is reported once per order code: not again on a reload.
    await expect.poll(() => purchaseEvents(page)).toHaveLength(1);
    const [event] = (await purchaseEvents(page)) as {
      ecommerce: { transaction_id: string; value: number; currency: string };
    }[];
    expect(event!.ecommerce).toMatchObject({
      transaction_id: order.code,
      currency: 'CZK',
      value:
        Math.round(
          (order.prices.itemsWithTax + order.prices.shipperPrice + order.prices.paymentPrice) * 100,
        ) / 100,
    });
    await page.reload();
    await expect(page.getByTestId('variable-symbol')).toBeVisible();
    // Once the page's scripts have run (the analytics queue exists), nothing was pushed.
    await page.waitForFunction(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer));
    expect(await purchaseEvents(page)).toHaveLength(0);

    // Another shopper never sees it.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/kosik/dokonceni');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Objednávku jsme nenašli' })).toBeVisible();
    await expect(otherPage.getByText(order.code)).toHaveCount(0);
    await other.close();
    await context.close();
  });

  test("the e-mail's link opens the order in another browser, a forged one shows none", async ({ page }) => {
    const { order, token } = await placeOrder('cod');
    await page.goto(`/api/order/open?t=${token}&locale=cs`);
    await expect(page).toHaveURL(/\/kosik\/dokonceni$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Děkujeme za objednávku č. ${order.code}` }),
    ).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/api/order/open?t=%3Cscript%3E&locale=cs');
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávku jsme nenašli' })).toBeVisible();
  });

  test('cash on delivery shows the amount to pay at delivery', async ({ page, context }) => {
    const { order, token } = await placeOrder('cod');
    await withOrderCookie(context, token);
    await page.goto('/kosik/dokonceni');
    const state = page.getByTestId('payment-state');
    await expect(state.getByRole('heading', { name: 'Platba na dobírku' })).toBeVisible();
    await expect(state).toContainText(`Při převzetí zásilky zaplatíte ${czk(order.prices.totalWithTax)}.`);
  });

  test('an unpaid card order is paid, declined and switched, also without JavaScript', async ({
    browser,
  }) => {
    const { order, token } = await placeOrder('card');
    const context = await browser.newContext({ javaScriptEnabled: false });
    await withOrderCookie(context, token);
    const page = await context.newPage();
    await page.goto('/kosik/dokonceni');
    const state = page.getByTestId('payment-state');
    await expect(state.getByRole('heading', { name: 'Objednávka čeká na zaplacení' })).toBeVisible();

    // The gateway's own page, then back with a declined payment.
    await state.getByRole('button', { name: 'Zaplatit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${apiUrl}/`));
    await page.getByRole('button', { name: 'Zamítnout platbu' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/payment/callback\\?kod=${order.code}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Platba neproběhla' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zkusit zaplatit znovu' })).toBeVisible();

    // Another method: bank transfer, whose instructions the finished order then shows.
    await page.getByRole('radio', { name: /Bankovní převod/ }).check();
    await page.getByRole('button', { name: 'Použít zvolený způsob platby' }).click();
    await expect(page).toHaveURL(/\/kosik\/dokonceni\?zprava=platba-zmenena$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Způsob platby jsme změnili.');
    await expect(
      page.getByTestId('payment-state').getByRole('heading', { name: 'Platební údaje' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR kód pro platbu/ })).toBeVisible();
    await context.close();
  });

  test('a gateway return for another order shows nothing of it', async ({ page, context }) => {
    const first = await placeOrder('card');
    const second = await placeOrder('card');
    await withOrderCookie(context, second.token);
    await page.goto(`/checkout/payment/callback?kod=${first.order.code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Objednávku jsme nenašli' })).toBeVisible();
    await expect(page.getByText(second.order.code)).toHaveCount(0);
  });
});
