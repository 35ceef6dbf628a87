// "Hlídat dostupnost": a shopper watches a sold-out variant on its product page (with and without
// JavaScript), the operator restocks it, and the e-mail leads back to the product, now in stock.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './shop-test.ts';
import { dataDirName } from '../ports.mjs';
import { sellOut, setStock, variantsToSellOut } from './stock-admin.ts';

const outbox = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', dataDirName, 'outbox');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest mail to `email`, decoded, waiting for the job runner to send it. */
async function mailTo(email: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        for (const f of files) {
          const text = (await readFile(path.join(outbox, f), 'utf8'))
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (new RegExp(`^To: .*${email.replace(/\./g, '\\.')}`, 'm').test(text)) found = text;
        }
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return Buffer.from(found!, 'latin1').toString('utf8');
}

const watchBox = (page: Page) => page.locator('#content').getByTestId('stock-watch');

test('watch a sold-out variant, restock it through the operator API, and read the e-mail @phone', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // Each project takes its own variant, so that the two never restock each other's.
  const candidates = await variantsToSellOut();
  const pick = testInfo.project.name === 'phone' ? 1 : 0;
  const { product, variant } = candidates.chosen[pick]!;
  const single = candidates.alone[pick]!;
  await sellOut(variant.id);
  await sellOut(single.variant.id);

  // The default variant is in stock: nothing to watch. Choosing the sold-out one brings the form.
  await page.goto(`/produkt/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator(`#content [data-variant-id="${product.defaultVariantId}"]`)).toBeVisible();
  await expect(watchBox(page)).toHaveCount(0);
  await page.locator(`#content a[href$="variant_id=${variant.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`variant_id=${variant.id}$`));
  const box = watchBox(page);
  await expect(box.getByRole('heading', { name: 'Hlídat dostupnost' })).toBeVisible();
  await expect(box.locator('input[name="variantId"]')).toHaveValue(String(variant.id));
  await expect(
    page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }),
  ).toBeDisabled();
  await testInfo.attach('form', { body: await page.screenshot(), contentType: 'image/png' });

  const withScript = `hlidam.${unique()}@example.cz`;
  await box.getByRole('textbox', { name: 'Váš e-mail' }).fill(withScript);
  await box.getByRole('button', { name: 'Hlídat dostupnost' }).click();
  await expect(box.getByTestId('watch-done')).toHaveText(
    'Hotovo. Jakmile bude zboží znovu skladem, pošleme vám e-mail.',
  );
  // The answer came in place: still the product page.
  await expect(page).toHaveURL(new RegExp(`/produkt/${product.slug}\\?variant_id=${variant.id}$`));

  // Without JavaScript (on a product with only its sold-out variant: a link to a sold-out variant
  // opens one in stock) the form posts, and a page of its own says how it went.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await plain.newPage();
  await noScript.goto(`/produkt/${single.product.slug}`);
  await expect(noScript.locator(`#content [data-variant-id="${single.variant.id}"]`)).toBeVisible();
  const plainBox = watchBox(noScript);
  await plainBox.getByRole('textbox', { name: 'Váš e-mail' }).fill('not-an-address@localhost');
  await plainBox.getByRole('button', { name: 'Hlídat dostupnost' }).click();
  await expect(noScript).toHaveURL(/\/hlidat-dostupnost\?stav=emailInvalid/);
  await expect(noScript.getByTestId('watch-outcome')).toHaveText('E-mail není ve správném formátu');
  const bezJs = `bezjs.${unique()}@example.cz`;
  const again = noScript.getByTestId('watch-form');
  await again.getByRole('textbox', { name: 'Váš e-mail' }).fill(bezJs);
  await again.getByRole('button', { name: 'Hlídat dostupnost' }).click();
  await expect(noScript).toHaveURL(/\/hlidat-dostupnost\?stav=watching/);
  await expect(noScript.getByTestId('watch-outcome')).toHaveText(
    'Hotovo. Jakmile bude zboží znovu skladem, pošleme vám e-mail.',
  );
  await noScript.getByRole('link', { name: 'Zpět na produkt' }).click();
  await expect(noScript).toHaveURL(new RegExp(`/produkt/${single.product.slug}$`));
  await plain.close();

  // The operator restocks both variants.
  expect(await setStock(variant.id, 'praha', 2)).toMatchObject({ free: 2, watchersNotified: true });
  expect(await setStock(single.variant.id, 'praha', 2)).toMatchObject({ free: 2, watchersNotified: true });

  const mail = await mailTo(withScript);
  expect(mail).toMatch(/^Subject: .*skladem/m);
  expect(mail).toContain(`„${product.name} – ${variant.name}“`);
  expect(await mailTo(bezJs)).toContain(
    `Zobrazit produkt: ${new URL(page.url()).origin}/produkt/${single.product.slug}\r\n`,
  );
  const link = /Zobrazit produkt: (\S+)/.exec(mail)?.[1];
  expect(link).toBe(`${new URL(page.url()).origin}/produkt/${product.slug}?variant_id=${variant.id}`);

  // The link opens the variant, now in stock: the page was revalidated, the form is gone.
  await expect(async () => {
    await page.goto(link!);
    await expect(page.locator(`#content [data-variant-id="${variant.id}"]`)).toBeVisible();
    await expect(watchBox(page)).toHaveCount(0);
    await expect(
      page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }),
    ).toBeEnabled();
  }).toPass({ timeout: 20_000 });
});
