// The product editor's prices beyond one price a customer group: a catalogue operator gives a variant
// a volume price and sees it on the product's page, removes a customer group's price, and gives a
// variant its own picture, which the product's page shows when a shopper chooses that variant.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import type { AdminProduct, AdminProductOptions } from '@shop/contract';
import { test, expect, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const catalogueOperator = { email: 'katalog@intimfit.cz', password: 'Katalog-2026' };
const shots = 'test-results/back-office-screens';
const word = `zk${Array.from({ length: 7 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
const code = `E2X-${word.toUpperCase()}`;
const name = `Masážní olej ${word}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.82' } });

async function logIn(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(catalogueOperator.email);
  await page.getByLabel(/^Heslo/).fill(catalogueOperator.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
}

/** The back office's API as the logged-in operator's browser calls it. */
async function adminCall<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(`${api}${path}`, {
    method,
    headers: { origin: api },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function uploadPicture(page: Page, file: string, colour: string) {
  const res = await page.request.post(`${api}/api/admin/v1/media/product-images?name=${file}`, {
    headers: { origin: api, 'content-type': 'image/png' },
    data: await sharp({ create: { width: 500, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { path: string } }).data.path;
}

async function shoot(page: Page, file: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${file}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${shots}/${file}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('volume prices, removing a group price and a picture per variant', async ({ page }) => {
  test.setTimeout(300_000);
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page);

  // A published product with two variants and two pictures, made through the API the editor uses.
  const options = await adminCall<AdminProductOptions>(page, 'GET', '/api/admin/v1/products/options');
  const group = options.customerGroups[0]!;
  const category = options.categories.find((c) => c.name === 'Lubrikační gely')!;
  const text = (t: string) => ({ name: t, perex: '', description: '', seoTitle: '', seoDescription: '' });
  let product = await adminCall<AdminProduct>(page, 'POST', '/api/admin/v1/products', {
    slug: `masazni-olej-${word}`,
    catalogCode: code,
    brandId: null,
    categoryId: category.id,
    texts: { cs: text(name), sk: text(''), de: text('') },
  });
  const p = `/api/admin/v1/products/${product.id}`;
  for (const [suffix, variantName] of [
    ['R', 'Růže'],
    ['L', 'Levandule'],
  ] as const) {
    product = await adminCall<AdminProduct>(page, 'POST', `${p}/variants`, {
      code: `${code}-${suffix}`,
      ean: null,
      name: { cs: variantName, sk: '', de: '' },
      availabilityCode: options.availabilities.find((a) => a.available)!.code,
      soldAvailabilityCode: options.availabilities.find((a) => !a.available)!.code,
      checkStock: false,
      isDefault: suffix === 'R',
    });
  }
  const [rose, lavender] = product.variants as [
    AdminProduct['variants'][number],
    AdminProduct['variants'][number],
  ];
  for (const v of [rose, lavender])
    await adminCall(page, 'PUT', `${p}/variants/${v.id}/prices`, { currency: 'CZK', price: 349 });
  await adminCall(page, 'PUT', `${p}/variants/${rose.id}/prices`, {
    currency: 'CZK',
    customerGroup: group,
    price: 319,
  });
  const pink = await uploadPicture(page, 'olej-ruze.png', '#e91e63');
  const violet = await uploadPicture(page, 'olej-levandule.png', '#7e57c2');
  await adminCall(page, 'PUT', `${p}/images`, {
    images: [
      { path: pink, alt: { cs: 'Lahvička s růží' } },
      { path: violet, alt: { cs: 'Lahvička s levandulí' } },
    ],
  });
  await adminCall(page, 'PUT', `${p}/visibility`, { visible: true });
  const productPage = `${web}/produkt/masazni-olej-${word}`;

  await page.goto(`${admin}#/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await test.step('adds a volume price; the product page shows it', async () => {
    await page.getByRole('tab', { name: 'Ceny' }).click();
    const label = `${code}-R, nová množstevní cena`;
    // Not below the price: refused in Czech, the inputs kept.
    await page.getByLabel(`Od množství: ${label}`).fill('3');
    await page.getByLabel(`Cena za kus s DPH: ${label}`).fill('349');
    await page.getByRole('button', { name: `Přidat množstevní cenu: ${code}-R` }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Množstevní cena musí být nižší než cena varianty (349 CZK).' }),
    ).toBeVisible();
    await page.getByLabel(`Cena za kus s DPH: ${label}`).fill('299,90');
    await page.getByRole('button', { name: `Přidat množstevní cenu: ${code}-R` }).click();
    await expect(page.getByText('Množstevní cena od 3 ks je přidaná.')).toBeVisible();
    await expect(page.getByLabel(`Cena za kus s DPH: ${code}-R, CZK, od 3 ks`)).toHaveValue('299,9');

    const shop = await page.context().newPage();
    await expect
      .poll(async () => (await shop.request.get(productPage)).text(), { timeout: 10_000, intervals: [250] })
      .toContain('Množstevní ceny');
    await shop.goto(productPage);
    const table = shop.locator('#content').getByRole('table', { name: 'Množstevní ceny' });
    await expect(table.getByRole('row', { name: /od 3 ks/ })).toContainText(/299,90\s*Kč/);
    await shop.close();
  });

  await test.step("removes the customer group's price", async () => {
    const row = `${code}-R, CZK, ${group}`;
    await expect(page.getByLabel(`Cena s DPH: ${row}`)).toHaveValue('319');
    // Everyone's price of a published product has no such button.
    await expect(page.getByRole('button', { name: `Smazat cenu: ${code}-R, CZK, všichni` })).toHaveCount(0);
    await shoot(page, 'product-prices');
    await page.getByRole('button', { name: `Smazat cenu: ${row}` }).click();
    await expect(page.getByText(`Cena ${row} je smazaná.`)).toBeVisible();
    await expect(page.getByLabel(`Cena s DPH: ${row}`)).toHaveValue('');
    await expect(page.getByRole('button', { name: `Smazat cenu: ${row}` })).toHaveCount(0);
    const now = await adminCall<AdminProduct>(page, 'GET', p);
    expect(now.variants.find((v) => v.id === rose.id)!.prices.map((x) => x.customerGroup)).toEqual([null]);
  });

  await test.step('gives the lavender variant its own picture; choosing it shows it', async () => {
    await page.getByRole('tab', { name: 'Varianty' }).click();
    const form = page.getByRole('region', { name: `Varianta ${code}-L` });
    await form.getByRole('combobox', { name: 'Obrázek varianty' }).click();
    await page.getByRole('option', { name: /Obrázek 2: Lahvička s levandulí/ }).click();
    await form.getByRole('button', { name: `Uložit obrázek varianty ${code}-L` }).click();
    await expect(page.getByText('Obrázek varianty je uložený.')).toBeVisible();
    await shoot(page, 'product-variants');

    // The page is revalidated within seconds: until then the lavender shows the product's picture.
    const shop = await page.context().newPage();
    await expect(async () => {
      await shop.goto(productPage);
      await expect(shop.getByRole('button', { name: /: Lahvička s růží$/ }).first()).toBeVisible();
      await shop.getByRole('link', { name: 'Levandule', exact: true }).first().click();
      await expect(shop).toHaveURL(new RegExp(`variant_id=${lavender.id}`));
      await expect(shop.getByRole('button', { name: /: Lahvička s levandulí$/ }).first()).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await shop.close();
  });
});
