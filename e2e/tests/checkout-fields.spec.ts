// The checkout's optional fields behind the shop setting checkoutFields: the shopper fills the
// birth date, title, own order number, card request and consents, and sees them in the account's
// order detail; the back office shows them too. The welcome dialog never covers the cart.
import { adminOrderResponse, orderResponse, type Product } from '@shop/contract';
import { test, expect, type Page } from './shop-test.ts';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { registerInBrowser } from './account-forms.ts';
import { acceptedConsent } from '../consent-state.ts';
import { operatorApiKey } from '../operator-key.mjs';

const operator = () => ({ authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' });

async function readSetting(key: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}/api/admin/v1/shop-settings`, { headers: operator() });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { key: string; value: unknown }[] };
  return data.find((s) => s.key === key)?.value ?? null;
}
async function putSetting(key: string, value: unknown) {
  const res = await fetch(`${apiUrl}/api/admin/v1/shop-settings/${key}`, {
    method: 'PUT',
    headers: operator(),
    body: JSON.stringify({ value }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** A plain product over the minimum order, from the middle of the list (others compare the ends). */
async function product(): Promise<Product> {
  const plain = (await allProducts()).filter(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 5 &&
      p.variants[0]!.prices.unitWithTax >= 250,
  );
  return plain[Math.floor(plain.length / 2)]!;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('the fields the shop offers are filled at checkout and shown in the account and the back office', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Only fields that are optional: other specs placing orders at the same time are not affected.
  const before = await readSetting('checkoutFields');
  await putSetting('checkoutFields', { dateOfBirth: true, cardRequest: true });
  try {
    const email = `pole.${Date.now()}.${test.info().project.name}@example.cz`;
    await registerInBrowser(page, email, 'Heslo-pro-test-1');
    const p = await product();
    await page.goto(`/produkt/${p.slug}`);
    await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();

    await page.goto('/kosik');
    await page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }).click();
    await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
    await page.getByRole('radio', { name: /^Kurýr na adresu/ }).check();
    await page.getByRole('radio', { name: /^Dobírka/ }).check();
    await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
    await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);

    await page.getByRole('combobox', { name: /^Oslovení/ }).selectOption({ label: 'Paní' });
    await field(page, 'Jméno a příjmení').fill('Jana Nováková');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Telefon').fill('+420 777 123 456');
    // A birth date in the future is told at once.
    const birth = page.getByLabel(/^Datum narození/);
    await birth.fill('2999-01-01');
    await birth.blur();
    await expect(page.getByTestId('error-dateOfBirth')).toHaveText('Datum narození musí být v minulosti.');
    await birth.fill('1985-04-23');
    await birth.blur();
    await expect(page.getByTestId('error-dateOfBirth')).toHaveCount(0);
    await field(page, 'Ulice').fill('Dlouhá');
    await field(page, 'Číslo popisné').fill('5');
    await field(page, 'Město').fill('Praha');
    await field(page, 'PSČ').fill('110 00');
    await page.getByRole('textbox', { name: /^Vaše číslo objednávky/ }).fill('PO-2026/114');
    await page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
    await page.getByRole('checkbox', { name: 'Chci dostávat nabídky SMS zprávou' }).check();
    await page.getByRole('checkbox', { name: 'Chci zákaznickou kartu' }).check();
    await page.screenshot({
      path: test.info().outputPath('checkout-fields.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click();
    await expect(page).toHaveURL(/\/kosik\/dokonceni/);

    const cookie = (await page.context().cookies()).find((c) => c.name === 'order_token');
    const order = orderResponse.parse(
      await (await fetch(`${apiUrl}/api/v1/orders/token/${cookie!.value}`)).json(),
    ).data;
    const extras = {
      formalTitle: 'Mrs',
      dateOfBirth: '1985-04-23',
      cardRequest: true,
      businessTerms: false,
      customOrderNumber: 'PO-2026/114',
      consents: {
        newsletter: false,
        sms: true,
        magazine: false,
        heurekaSurvey: false,
        zboziSurvey: false,
        phoneNotification: false,
      },
    };
    expect(order.extras).toEqual(extras);
    const desk = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}`, { headers: operator() });
    expect(adminOrderResponse.parse(await desk.json()).data.extras).toEqual(extras);

    // The account's order detail shows them.
    await page.goto(`/uzivatel/objednavky/${order.id}`);
    const customer = page.locator('section', { has: page.getByRole('heading', { name: 'Kontaktní údaje' }) });
    await expect(customer).toContainText('Paní Jana Nováková');
    await expect(customer).toContainText('Datum narození: 23. 4. 1985');
    await expect(customer).toContainText('Vaše číslo objednávky: PO-2026/114');
    await expect(customer).toContainText('Žádost o zákaznickou kartu');
    await page.screenshot({
      path: test.info().outputPath('order-detail.png'),
      fullPage: true,
    });
  } finally {
    if (before === null) {
      await fetch(`${apiUrl}/api/admin/v1/shop-settings/checkoutFields`, {
        method: 'DELETE',
        headers: { authorization: operator().authorization },
      });
    } else await putSetting('checkoutFields', before);
  }
});

test.describe('the welcome dialog', () => {
  // Consent answered on an earlier visit, the campaign never closed.
  test.use({ storageState: { cookies: acceptedConsent.cookies, origins: [] } });

  test('never opens over the cart or the checkout, and does on the next page', async ({ page }) => {
    const welcome = page.getByRole('dialog', { name: 'Vítejte v Intimfitu' });
    await page.goto('/kosik');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' }),
    ).toBeVisible();
    await expect(welcome).toBeHidden();
    await page.goto('/kosik/doprava-a-platba');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' }),
    ).toBeVisible();
    await expect(welcome).toBeHidden();
    await page.goto('/');
    await expect(welcome).toBeVisible();
  });
});
