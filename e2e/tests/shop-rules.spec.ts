// The shop's rules in the back office: the demo owner creates a coupon in the coupon editor and a
// shopper uses it in the storefront's cart; the shipper editor with its shipper × payment grid and
// the settings page (maintenance switch, loyalty rule) are looked at and checked with axe, at a
// laptop's and a phone's width.
import AxeBuilder from '@axe-core/playwright';
import { CZK, formatMoney } from '@shop/rules';
import { test, expect, untilHydrated, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { ports } from '../ports.mjs';
import { allProducts } from './catalog-data.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const owner = { email: 'provozovatel@intimfit.cz', password: 'Provozovatel-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.91' } });

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function logIn(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(owner.email);
  await page.getByLabel(/^Heslo/).fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('menuitem', { name: 'Slevové kupóny' })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A one-variant product in stock without quantity prices or a discount. */
async function simpleProduct() {
  return (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 3 &&
      p.variants[0]!.prices.quantityPrices.length === 0 &&
      p.discounts.length === 0 &&
      p.variants[0]!.prices.unitWithTax > 100,
  )!;
}

test('the owner creates a coupon in the back office and a shopper uses it in the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const code = `JARO${Date.now().toString(36).toUpperCase()}`;
  await logIn(page);

  await page.getByRole('menuitem', { name: 'Slevové kupóny' }).click();
  await page
    .getByRole('link', { name: /Vytvořit|Přidat/ })
    .first()
    .click();
  // The list stays on screen while the form's code loads, and its search box is labelled "Hledat
  // kód kupónu": only the form's own field is filled.
  await expect(page).toHaveURL(/#\/coupons\/create/);
  await page.getByLabel('Kód kupónu', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Druh slevy').click();
  await page.getByRole('option', { name: 'Sleva v částce' }).click();
  await page.getByLabel('Sleva v Kč').fill('50');
  await page.getByLabel('Sleva v €').fill('2');
  await page.getByLabel('Nejvýše použití (objednávek)').fill('100');
  await expectNoAxeViolations(page, 'nový kupón');
  await page.getByRole('button', { name: 'Uložit' }).click();
  // Earlier runs' coupons may fill the first page: find it by its code.
  await page.getByRole('textbox', { name: 'Hledat kód kupónu' }).fill(code);
  // The search reaches the address after a pause; opening a row before would be undone by it.
  await expect(page).toHaveURL(new RegExp(code));
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

  // A bad amount is refused in Czech beside its field and the form keeps what was typed.
  await page.getByRole('cell', { name: code, exact: true }).click();
  await page.getByLabel('Sleva v Kč').fill('-5');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Částka musí být kladná', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Sleva v €')).toHaveValue('2');

  // The shopper's cart takes it: 50 Kč off.
  const product = await simpleProduct();
  const shopper = await browser.newPage();
  await shopper.goto(`http://localhost:${ports.web}/produkt/${product.slug}`);
  // A page of its own is not the fixture's, which waits for hydration: before it the button would
  // post the form without JavaScript, and no dialog would open.
  await untilHydrated(shopper);
  await addToCartAndOpenCart(shopper);
  await shopper.getByRole('textbox', { name: 'Slevový kód' }).fill(code.toLowerCase());
  await shopper.getByRole('button', { name: 'Uplatnit' }).click();
  await expect(shopper.getByRole('main').getByRole('status')).toHaveText('Slevový kód byl uplatněn');
  await expect(shopper.getByTestId('cart-discount')).toHaveText(`−${formatMoney(5000, CZK)}`);
  await shopper.close();
});

test('the shipper editor with its payment grid and the settings page', async ({ page }) => {
  test.setTimeout(120_000);
  const shippers = (await (
    await fetch(`${api}/api/admin/v1/shippers`, {
      headers: { authorization: `Bearer ${operatorApiKey()}`, 'x-forwarded-for': '192.0.2.92' },
    })
  ).json()) as { data: { id: number; type: string }[] };
  const shipper = shippers.data.find((s) => s.type === 'PICKUP_POINT') ?? shippers.data[0]!;
  await logIn(page);

  await page.goto(`${admin}#/shippers/${shipper.id}`);
  await expect(page.getByRole('heading', { name: 'Nepovolené kombinace dopravy a platby' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Zakázat platbu / }).first()).toBeVisible();
  await shot(page, 'shipper-editor');
  await page.getByRole('heading', { name: 'Nepovolené kombinace dopravy a platby' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/shipper-grid-1280.png` });
  await expectNoAxeViolations(page, 'dopravce');

  await page.getByRole('menuitem', { name: 'Nastavení obchodu' }).click();
  await expect(page.getByRole('heading', { name: 'Údržba obchodu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Věrnostní kredity za doručené objednávky' })).toBeVisible();
  await shot(page, 'settings');
  await expectNoAxeViolations(page, 'nastavení');

  // The maintenance switch asks first; going back leaves the shop open.
  await page.getByRole('button', { name: 'Zapnout údržbu' }).click();
  await expect(page.getByRole('dialog', { name: 'Zapnout údržbu?' })).toBeVisible();
  await page.screenshot({ path: `${shots}/settings-maintenance-confirm-1280.png` });
  await page.getByRole('button', { name: 'Zpět' }).click();
  await expect(page.getByText('Obchod je otevřený.')).toBeVisible();

  // The loyalty rule: a refused share is explained, a good one saved.
  const share = page.getByLabel('Podíl z hodnoty zboží (%)');
  await share.fill('80');
  await share.locator('xpath=ancestor::form').getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Podíl může být nejvýše 50 %.')).toBeVisible();
  await share.fill('2');
  await share.locator('xpath=ancestor::form').getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Uloženo: Věrnostní kredity za doručené objednávky.')).toBeVisible();
});

test('the payment editor, and a gift chosen by searching the catalogue', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${operatorApiKey()}`, 'x-forwarded-for': '192.0.2.93' };
  const get = async <T>(path: string) => (await (await fetch(`${api}${path}`, { headers })).json()) as T;
  const payments = await get<{ data: { id: number }[] }>('/api/admin/v1/payment-methods');
  const products = await get<{ data: { id: number; name: string; catalogCode: string }[] }>(
    '/api/admin/v1/products?visible=true&archived=false&sort=id&order=asc&perPage=1',
  );
  const product = products.data[0]!;
  const detail = await get<{ data: { variants: { id: number; isDefault: boolean }[] } }>(
    `/api/admin/v1/products/${product.id}`,
  );
  const defaultVariant = (detail.data.variants.find((v) => v.isDefault) ?? detail.data.variants[0])!;
  await logIn(page);

  await page.goto(`${admin}#/payments/${payments.data[0]!.id}`);
  await expect(page.getByText('Poplatek podle měny (s DPH)')).toBeVisible();
  await shot(page, 'payment-editor');
  await expectNoAxeViolations(page, 'platba');

  // The gift's variant is found by the product's catalogue code; the product's default is taken.
  await page.goto(`${admin}#/gifts/create`);
  await page
    .getByRole('combobox', { name: 'Produkt (název nebo katalogové číslo)' })
    .fill(product.catalogCode);
  await page.getByRole('option', { name: `${product.name} (${product.catalogCode})` }).click();
  await expect(page.getByRole('combobox', { name: 'Varianta' })).toBeVisible();
  await page.getByLabel('Od (Kč)').fill('5000');
  await page.getByLabel('Cena (Kč)').fill('0');
  // Switched off, so no other test's cart is offered it.
  await page.getByLabel('Nabízet zákazníkům').uncheck();
  await expectNoAxeViolations(page, 'nový dárek');
  await shot(page, 'gift-editor');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByRole('cell', { name: new RegExp(`^${product.name}`) }).first()).toBeVisible();
  const gifts = await get<{ data: { variantId: number; enabled: boolean }[] }>('/api/admin/v1/gifts');
  expect(gifts.data).toContainEqual(
    expect.objectContaining({ variantId: defaultVariant.id, enabled: false }),
  );
});
