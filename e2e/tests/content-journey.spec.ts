// A content operator's journey in the back office at /admin/: writes an article in the rich-text
// editor (a heading, a list, a link and an uploaded picture with its alt text), previews the draft
// on the storefront with the signed link, publishes it, and finds it in the buying guide
// (/nakupni-radce). A script typed or pasted into the text never reaches the storefront.
import { mkdir } from 'node:fs/promises';
import { test, expect, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const contentEditor = { email: 'obsah@intimfit.cz', password: 'Obsah-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.71' } });

/** An 8×8 PNG picture, as a file from the operator's computer. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4UWGDFTEMLQkAQfNfAUoopdYAAAAASUVORK5CYII=',
  'base64',
);

async function logIn(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(contentEditor.email);
  await page.getByLabel(/^Heslo/).fill(contentEditor.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
}

/** The stored article as the content API answers it (the browser tests' key). */
async function storedArticle(id: string) {
  const res = await fetch(`${api}/api/admin/v1/content/articles/${id}`, {
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'x-forwarded-for': '192.0.2.72' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { content: { cs: string }; state: string };
}

test('a content operator writes, previews and publishes an article of the buying guide', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Jak vybrat masážní olej ${run}`;
  const slug = `jak-vybrat-masazni-olej-${run}`;
  const editor = page.getByRole('textbox', { name: 'Text článku – čeština' });
  const toolbar = page.getByRole('toolbar', { name: 'Formátování: Text článku – čeština' });

  await test.step('logs in and opens a new article', async () => {
    await logIn(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Články' }).click();
    await expect(page.getByRole('columnheader', { name: 'Stav' })).toBeVisible();
    await page.getByRole('link', { name: 'Nový záznam' }).click();
  });

  await test.step('writes a heading, a list, a link and a picture with the toolbar', async () => {
    await page.getByRole('textbox', { name: 'Titulek (CS)', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Perex (CS)', exact: true })
      .fill('Krátce o tom, na co se dívat.');
    await editor.click();
    await toolbar.getByRole('button', { name: 'Nadpis 2' }).click();
    await page.keyboard.type('Na co se dívat');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Olej by měl být šetrný k pokožce. <script>alert(1)</script>');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Odrážky' }).click();
    await page.keyboard.type('Bez parfemace');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Z přírodních olejů');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Doprava a platba');
    await page.keyboard.press('Shift+Home');
    await toolbar.getByRole('button', { name: 'Odkaz' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Odkaz' });
    await linkDialog.getByLabel('Adresa odkazu').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Vložit odkaz' }).click();
    await expect(linkDialog.getByText(/Zadejte adresu začínající https:\/\//)).toBeVisible();
    await linkDialog.getByLabel('Adresa odkazu').fill('/doprava-a-platba');
    await linkDialog.getByRole('button', { name: 'Vložit odkaz' }).click();
    await expect(linkDialog).toHaveCount(0);
    await editor.press('End');
    await editor.press('Enter');
    // A script pasted as HTML is not part of what the editor can hold.
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p>Vloženo z webu</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">',
      );
      data.setData('text/plain', 'Vloženo z webu');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await toolbar.getByRole('button', { name: 'Obrázek' }).click();
    const pictureDialog = page.getByRole('dialog', { name: 'Obrázek' });
    await pictureDialog.getByLabel('Soubor s obrázkem').setInputFiles({
      name: 'olej.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await expect(pictureDialog.getByLabel('Adresa obrázku')).toHaveValue(/^\/media\//);
    await pictureDialog.getByRole('button', { name: 'Vložit obrázek' }).click();
    await expect(
      pictureDialog.getByText('Popište, co je na obrázku: čtečky obrazovky ho přečtou.'),
    ).toBeVisible();
    await pictureDialog.getByLabel(/Popis obrázku/).fill('Lahvička masážního oleje');
    await pictureDialog.getByRole('button', { name: 'Vložit obrázek' }).click();
    await expect(editor.locator('h2')).toHaveText('Na co se dívat');
    await expect(editor.locator('ul li')).toHaveCount(2);
    await expect(editor.locator('a[href="/doprava-a-platba"]')).toHaveText('Doprava a platba');
    await expect(editor.locator('img[alt="Lahvička masážního oleje"]')).toHaveCount(1);
    await expect(editor.locator('script')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Adresa (CS)', exact: true }).fill(slug);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Koncept' })).toBeVisible();
  });

  const id = page.url().match(/content-articles\/(\d+)/)?.[1];
  expect(id).toBeTruthy();

  await test.step('the screenshots of the editor at a laptop’s and a phone’s width', async () => {
    await mkdir(shots, { recursive: true });
    const textEditor = page.getByText('Text článku', { exact: true });
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/article-editor-${width}.png` });
      await textEditor.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `${shots}/article-editor-text-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('the stored text keeps the formatting and holds no script', async () => {
    const stored = (await storedArticle(id!)).content.cs;
    expect(stored).toContain('<h2>Na co se dívat</h2>');
    expect(stored).toContain('<a href="/doprava-a-platba">Doprava a platba</a>');
    expect(stored).toMatch(/<img src="\/media\/[^"]+" alt="Lahvička masážního oleje"/);
    expect(stored).toContain('Vloženo z webu');
    expect(stored).not.toMatch(/<script|onerror/i);
    // The pasted picture without a usable address is not taken in.
    expect(stored).not.toContain('src="x"');
  });

  await test.step('previews the draft on the storefront, which is not public yet', async () => {
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Náhled v obchodě' }).click(),
    ]);
    await preview.waitForURL(/\/nahled\/clanek\/\d+\?token=/);
    const answer = await page.request.get(preview.url());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toMatch(/no-store/);
    await expect(preview.getByTestId('preview-banner')).toContainText('Koncept');
    await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: 'Na co se dívat' })).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Lahvička masážního oleje' })).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await preview.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Without its token, or with another, the preview opens nothing.
    await preview.goto(`${web}/nahled/clanek/${id}?token=neplatny`);
    await expect(preview.getByRole('alert').filter({ hasText: 'Neplatný odkaz na náhled.' })).toBeVisible();
    await preview.close();
    const hidden = await page.request.get(`${web}/nakupni-radce/${slug}`);
    expect(hidden.status()).toBe(404);
  });

  await test.step('publishes it, and it shows in the buying guide', async () => {
    await page.getByRole('button', { name: 'Publikovat nyní' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Publikováno' })).toBeVisible();
    const shop = await page.context().newPage();
    await expect(async () => {
      await shop.goto(`${web}/nakupni-radce`);
      await expect(shop.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await shop.getByRole('link', { name: title }).first().click();
    await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = shop
      .locator('article')
      .filter({ has: shop.getByRole('heading', { level: 1, name: title }) });
    await expect(article.getByRole('heading', { level: 2, name: 'Na co se dívat' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: 'Bez parfemace' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Doprava a platba' })).toHaveAttribute(
      'href',
      '/doprava-a-platba',
    );
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article).toContainText('<script>alert(1)</script>');
    expect(await shop.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await shop.close();
  });
});
