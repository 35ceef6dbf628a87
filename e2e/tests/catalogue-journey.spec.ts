// A catalogue operator's journey in the back office at /admin/: founds a product with two variants,
// uploads two pictures by dragging them in (a file that is no picture is refused beside it), sets
// prices and stock, publishes it, and finds it on its category page and in the shop's search within
// seconds; a new price shows on the product's page.
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';
import { test, expect, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const catalogueOperator = { email: 'katalog@intimfit.cz', password: 'Katalog-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
/** A word of letters only, unique to this run: the product's name and its search. */
const word = `zk${Array.from({ length: 7 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
const code = `E2E-${word.toUpperCase()}`;
const name = `Hřejivý gel ${word}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.81' } });

async function logIn(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(catalogueOperator.email);
  await page.getByLabel(/^Heslo/).fill(catalogueOperator.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
}

/** A picture made for the test, as a file from the operator's computer. */
const picture = async (colour: string) =>
  (
    await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');

/** Drops files on an element the way a browser does when they are dragged in from the desktop. */
async function dropFiles(
  page: Page,
  selector: string,
  files: { name: string; type: string; base64: string }[],
) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  await page.dispatchEvent(selector, 'dragover', { dataTransfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer });
}

async function shoot(page: Page, file: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/${file}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/${file}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a catalogue operator founds, illustrates, prices, stocks and publishes a product', async ({ page }) => {
  test.setTimeout(300_000);
  await mkdir(shots, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await test.step('logs in and founds the product', async () => {
    await logIn(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Produkty' }).click();
    await page.getByRole('link', { name: 'Nový produkt' }).click();
    await page.getByLabel(/^Název \(čeština\)/).fill(name);
    await expect(page.getByLabel(/^Adresa v obchodě/)).toHaveValue(`hrejivy-gel-${word}`);
    await page.getByLabel(/^Katalogový kód/).fill(code);
    await page.getByRole('combobox', { name: /^Hlavní kategorie/ }).fill('Lubrikační gely');
    await page
      .getByRole('option', { name: /Lubrikační gely$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Založit produkt' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('nezveřejněný')).toBeVisible();
  });

  await test.step('adds two variants', async () => {
    await page.getByRole('tab', { name: 'Varianty' }).click();
    for (const [suffix, label] of [
      ['50', '50 ml'],
      ['100', '100 ml'],
    ] as const) {
      const form = page.getByRole('region', { name: 'Nová varianta' });
      await form.getByLabel(/^Kód varianty/).fill(`${code}-${suffix}`);
      await form.getByLabel(/^Název varianty \(Čeština\)/).fill(label);
      await form.getByRole('button', { name: 'Přidat variantu' }).click();
      await expect(page.getByRole('region', { name: `Varianta ${code}-${suffix}` })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: `Varianta ${code}-50` }).getByText('výchozí', { exact: true }),
    ).toBeVisible();
  });

  await test.step('uploads two pictures by dragging them in; a text file is refused beside it', async () => {
    await page.getByRole('tab', { name: 'Obrázky' }).click();
    await dropFiles(page, '[data-testid="image-drop-zone"]', [
      { name: 'gel-predni.png', type: 'image/png', base64: await picture('#c0392b') },
      { name: 'gel-zadni.png', type: 'image/png', base64: await picture('#2980b9') },
    ]);
    const gallery = page.getByRole('list', { name: 'Galerie produktu' });
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    await expect(gallery.getByRole('img').first()).toHaveJSProperty('complete', true);
    // A text file named like a picture: the server's message beside it, the gallery as it was.
    await page.getByLabel('Obrázky k nahrání').setInputFiles({
      name: 'poznamky.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Tohle není obrázek.'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'poznamky.png' })).toContainText(
      'Soubor není obrázek ve formátu JPEG, PNG, WebP, AVIF nebo GIF.',
    );
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    // The second picture first, with its alternative text, by the keyboard's buttons.
    await gallery.getByRole('button', { name: /^Posunout obrázek 2 .* dříve$/ }).click();
    await gallery.getByLabel('Popisek (Čeština)').first().fill('Gel v modrém balení');
    await page.getByRole('button', { name: 'Uložit obrázky' }).click();
    await expect(page.getByText('Obrázky jsou uložené.')).toBeVisible();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', 'Gel v modrém balení');
    await shoot(page, 'product-pictures');
  });

  await test.step('sets prices and stock', async () => {
    await page.getByRole('tab', { name: 'Ceny' }).click();
    for (const [suffix, price] of [
      ['50', '213,40'],
      ['100', '329'],
    ] as const) {
      const row = `${code}-${suffix}, CZK, všichni`;
      await page.getByLabel(`Cena s DPH: ${row}`).fill(price);
      await page.getByRole('button', { name: `Uložit cenu: ${row}` }).click();
      await expect(page.getByText(`Cena ${row} je uložená.`)).toBeVisible();
    }
    // A price before the discount that is not higher is refused in Czech, the input kept.
    const row = `${code}-100, EUR, všichni`;
    await page.getByLabel(`Cena s DPH: ${row}`).fill('14,50');
    await page.getByLabel(`Původní cena: ${row}`).fill('12');
    await page.getByRole('button', { name: `Uložit cenu: ${row}` }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Původní cena musí být vyšší než cena.' }),
    ).toBeVisible();
    await expect(page.getByLabel(`Cena s DPH: ${row}`)).toHaveValue('14,50');

    await page.getByRole('tab', { name: 'Sklad' }).click();
    for (const suffix of ['50', '100']) {
      const quantity = page.getByLabel(new RegExp(`^Počet kusů: ${code}-${suffix}, sklad `)).first();
      await quantity.fill('12');
      await page
        .getByRole('button', { name: new RegExp(`^Uložit sklad: ${code}-${suffix}, sklad `) })
        .first()
        .click();
      await expect(page.getByText(new RegExp(`Sklad ${code}-${suffix}, sklad .* je uložený.`))).toBeVisible();
    }
  });

  await test.step('the editor at a laptop’s and a phone’s width', async () => {
    await page.getByRole('tab', { name: 'Texty' }).click();
    await expect(page.getByText('chybí překlad').first()).toBeVisible();
    await shoot(page, 'product-editor');
  });

  await test.step('publishes it: on its category page and in the search within seconds', async () => {
    await page.getByRole('button', { name: 'Zveřejnit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zveřejnit' }).click();
    await expect(page.getByText('Produkt je zveřejněný.')).toBeVisible();
    await expect(page.getByText('zveřejněný', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Zobrazit v obchodě/ })).toHaveAttribute(
      'href',
      `${web}/produkt/hrejivy-gel-${word}`,
    );

    // The shop's pages as a browser gets them, polled (no fixed waits): the product is on them within
    // seconds of publishing; then seen in the browser.
    const shop = await page.context().newPage();
    const html = (url: string) => async () => (await shop.request.get(url)).text();
    const category = `${web}/lubrikacni-gely?razeni=nejnovejsi`;
    const search = `${web}/hledat?q=${word}`;
    await expect.poll(html(category), { timeout: 5_000, intervals: [250] }).toContain(name);
    await expect.poll(html(search), { timeout: 5_000, intervals: [250] }).toContain(name);
    for (const url of [category, search]) {
      await shop.goto(url);
      await expect(shop.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();
    }
    const productPage = `${web}/produkt/hrejivy-gel-${word}`;
    await shop.goto(productPage);
    await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shop.getByText(/213,40?\s*Kč/).first()).toBeVisible();

    await test.step('a new price shows on the product page', async () => {
      await page.getByRole('tab', { name: 'Ceny' }).click();
      const row = `${code}-50, CZK, všichni`;
      await page.getByLabel(`Cena s DPH: ${row}`).fill('187,60');
      await page.getByRole('button', { name: `Uložit cenu: ${row}` }).click();
      await expect(page.getByText(`Cena ${row} je uložená.`)).toBeVisible();
      await expect
        .poll(html(productPage), { timeout: 10_000, intervals: [250] })
        .toMatch(/187,60?(\s|&nbsp;|\u00a0)*Kč/);
      await shop.reload();
      await expect(shop.getByText(/187,60?\s*Kč/).first()).toBeVisible();
    });
    await shop.close();
  });
});
