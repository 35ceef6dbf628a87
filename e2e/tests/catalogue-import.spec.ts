// The catalogue's CSV import in the back office: the demo owner uploads a price file with one bad
// row, the dry run names it, the import applies the good row, and the product page of the shop
// shows the new price; a product file with a code the shop does not know creates the product,
// which the back office's product list then shows. Axe on the page; screenshots of the import page, the newsletter subscribers
// and the feeds at a laptop's and a phone's width.
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { test, expect, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';
import { allProducts } from './catalog-data.ts';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const owner = { email: 'provozovatel@intimfit.cz', password: 'Provozovatel-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.91' } });

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${shots}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openImportPage(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(owner.email);
  await page.getByLabel(/^Heslo/).fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Import a export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a export' })).toBeVisible();
}

test('the owner imports a price file: the dry run names the bad row, the shop shows the new price', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A product with one variant and a price under a thousand crowns (no thousands separator). Other
  // specs take the first or the last product that suits them and compare its price: this one's
  // price changes, so it is taken from the middle.
  const candidates = (await allProducts()).filter(
    (p) => p.variants.length === 1 && p.prices.unitWithTax < 900 && !p.prices.inDiscount,
  );
  const product = candidates[Math.floor(candidates.length / 2)]!;
  const variant = product.variants[0]!;
  const newPrice = Math.floor(variant.prices.unitWithTax) + 7;
  const csv = [
    'variant_code;currency;customer_group;price;original_price',
    `${variant.catalogCode};CZK;;${newPrice},00;`,
    'NEEXISTUJE-123;CZK;;100;',
  ].join('\r\n');

  await openImportPage(page);
  await page.getByRole('radio', { name: 'Ceny' }).check();
  await page.locator('#import-file').setInputFiles({
    name: 'ceny.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await expect(page.getByText('ceny.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Zkontrolovat' }).click();
  const refused = page.getByRole('table', { name: 'Odmítnuté řádky' });
  await expect(refused.getByRole('row', { name: '3 Neznámá varianta „NEEXISTUJE-123“.' })).toBeVisible();
  await expect(page.getByLabel('Počty řádků po kontrole')).toContainText(/Změněné:\s*1/);
  await expectNoAxeViolations(page, 'import page after the dry run');
  await shoot(page, 'import-dry-run');

  await page.getByRole('button', { name: 'Importovat' }).click();
  await expect(page.getByText('Import je hotový.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Počty řádků importu')).toContainText(/Změněné:\s*1/);

  // The shop's product page, revalidated after the import.
  const price = new RegExp(`${newPrice}\\s?Kč`);
  await expect
    .poll(
      async () => {
        await page.goto(`${web}/produkt/${encodeURIComponent(product.slug)}`);
        return price.test((await page.locator('main').innerText()) ?? '');
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);

  // The other screens of this work, for the record.
  await page.goto(`${admin}#/odberatele-newsletteru`);
  await expect(page.getByRole('heading', { level: 1, name: 'Odběratelé newsletteru' })).toBeVisible();
  await expectNoAxeViolations(page, 'newsletter subscribers');
  await shoot(page, 'newsletter-subscribers');
  await page.goto(`${admin}#/import-export`);
  await expect(page.getByRole('heading', { name: 'Srovnávače zboží' })).toBeVisible();
  await page.getByRole('heading', { name: 'Srovnávače zboží' }).scrollIntoViewIfNeeded();
  await shoot(page, 'import-export');
});

test('a product file with an unknown code creates the product, and the product list shows it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const name = `Masážní olej z importu ${stamp}`;
  const csv = [
    'slug;catalog_code;name_cs;name_sk;name_de;category;brand;vat_class;visible;saleable',
    `;${code};${name};;;lubrikacni-gely;;standard;1;1`,
    `;${code}-2;;;;lubrikacni-gely;;standard;0;1`,
  ].join('\r\n');

  await openImportPage(page);
  await page.getByRole('radio', { name: 'Produkty' }).check();
  await page.locator('#import-file').setInputFiles({
    name: 'nove-produkty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
  await page.getByRole('button', { name: 'Zkontrolovat' }).click();
  const checked = page.getByLabel('Počty řádků po kontrole');
  await expect(checked).toContainText(/Nové:\s*1/);
  await expect(checked).toContainText(/Změněné:\s*0/);
  await expect(
    page.getByRole('table', { name: 'Odmítnuté řádky' }).getByRole('row', { name: '3 Chybí český název.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Importovat' }).click();
  await expect(page.getByText('Import je hotový.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Počty řádků importu')).toContainText(/Nové:\s*1/);
  // The newest run of this file (the other test may upload beside it).
  await expect(
    page
      .getByRole('table', { name: 'Poslední importy' })
      .getByRole('row', { name: /Produkty nove-produkty\.csv Hotovo 1 0 1$/ })
      .first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the runs are a list.
  await expect(page.locator('li', { hasText: 'nove-produkty.csv' }).first()).toContainText(
    'nové 1, změněné 0, odmítnuté 1',
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page, 'import page after creating a product');
  await shoot(page, 'import-new-product');

  await page.getByRole('menu').getByRole('menuitem', { name: 'Produkty' }).click();
  await page.getByRole('textbox', { name: 'Hledat: název, kód nebo EAN' }).fill(code);
  await expect(page.getByText(name)).toBeVisible({ timeout: 30_000 });
});
