// The checkout details travel with the cart: what a customer typed on one device is there on another.
import { test, expect, untilHydrated, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { registerInBrowser, logInInBrowser } from './account-forms.ts';
import { allProducts } from './catalog-data.ts';
import { logInApi, storeApi } from './store-api.ts';

const PASSWORD = 'Heslo-pro-test-1';

/** An available single-variant product with stock, from the middle of the catalogue. */
async function someProduct(): Promise<Product> {
  const products = (await allProducts()).filter(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 5 &&
      p.variants[0]!.prices.unitWithTax >= 250,
  );
  return products[Math.floor(products.length / 2)]!;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
/** The note is optional: its label says so after its name. */
const note = (page: Page) => page.getByRole('textbox', { name: /^Poznámka k objednávce/ });

test('the checkout details a customer typed are there in another browser of the same customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `petra.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.cz`;
  await registerInBrowser(page, email, PASSWORD);

  const product = await someProduct();
  await page.goto(`/produkt/${product.slug}`);
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();

  await page.goto('/kosik/doprava-a-platba');
  await page.getByRole('radio', { name: /^Kurýr na adresu/ }).check();
  await page.getByRole('radio', { name: /^Dobírka/ }).check();
  await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);

  // Other than the account's details (Jana Nováková), so that only the cart can bring them back.
  await field(page, 'Jméno a příjmení').fill('Petra Svobodová');
  await field(page, 'E-mail').fill('petra.svobodova@example.cz');
  await field(page, 'Telefon').fill('+420 608 111 222');
  await field(page, 'Ulice').fill('Masarykova');
  await field(page, 'Číslo popisné').fill('7');
  await field(page, 'Město').fill('Olomouc');
  await field(page, 'PSČ').fill('779 00');
  await note(page).fill('Zvonek nefunguje, volejte prosím.');

  // Going back a step keeps them with the cart (sent as the page is left, so read from the cart).
  await page.getByRole('link', { name: 'Zpět na dopravu a platbu' }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  const token = await logInApi(email, PASSWORD);
  await expect
    .poll(async () => {
      const cart = (await storeApi('GET', '/api/v1/cart', token)) as {
        data: { customer: { name?: string } | null };
      };
      return cart.data.customer?.name ?? null;
    })
    .toBe('Petra Svobodová');

  // Another browser, nothing in its storage: the same customer logs in and finds them.
  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await logInInBrowser(elsewhere, email, PASSWORD);
    await elsewhere.goto('/kosik/dodaci-udaje');
    await untilHydrated(elsewhere);
    await expect(elsewhere).toHaveURL(/\/kosik\/dodaci-udaje$/);
    await expect(field(elsewhere, 'Jméno a příjmení')).toHaveValue('Petra Svobodová');
    await expect(field(elsewhere, 'E-mail')).toHaveValue('petra.svobodova@example.cz');
    await expect(field(elsewhere, 'Telefon')).toHaveValue('+420 608 111 222');
    // No shipper chosen in this browser yet: the address comes back as the billing address.
    await expect(elsewhere.getByRole('checkbox', { name: 'Chci zadat fakturační údaje' })).toBeChecked();
    await expect(field(elsewhere, 'Ulice')).toHaveValue('Masarykova');
    await expect(field(elsewhere, 'Číslo popisné')).toHaveValue('7');
    await expect(field(elsewhere, 'Město')).toHaveValue('Olomouc');
    await expect(field(elsewhere, 'PSČ')).toHaveValue('779 00');
    await expect(note(elsewhere)).toHaveValue('Zvonek nefunguje, volejte prosím.');
  } finally {
    await other.close();
  }
});
