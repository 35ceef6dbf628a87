// A content operator builds an article's content blocks in the back office at /admin/: a block of
// the shop's advantages (USP) whose items are added, edited, reordered and removed, a products
// block the server refuses at its field, then previews the draft with its blocks on the storefront
// and publishes it: the article's page shows the same blocks.
import { mkdir } from 'node:fs/promises';
import { test, expect, type Locator, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const contentEditor = { email: 'obsah@intimfit.cz', password: 'Obsah-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.81' } });

async function logIn(page: Page) {
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(contentEditor.email);
  await page.getByLabel(/^Heslo/).fill(contentEditor.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
}

/** Picks an option of a select field (MUI's listbox). */
async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The Czech title and text of one USP item. */
async function fillAdvantage(item: Locator, title: string, text: string) {
  await item.getByRole('textbox', { name: /^Nadpis \(česky\)/ }).fill(title);
  await item.getByRole('textbox', { name: /^Text \(česky\)/ }).fill(text);
}

test('a content operator edits an article’s blocks with nested items and sees them in the preview and on the page', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const title = `Proč nakupovat u nás ${run}`;
  const slug = `proc-nakupovat-u-nas-${run}`;
  const blocks = page.getByRole('group', { name: 'Bloky obsahu' });
  const advantage = (n: number) => blocks.getByRole('group', { name: `Výhoda ${n}`, exact: true });
  const advantages = blocks.getByRole('group', { name: /^Výhody \(/ });

  await test.step('logs in and opens a new article', async () => {
    await logIn(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Články' }).click();
    await expect(page.getByRole('columnheader', { name: 'Stav' })).toBeVisible();
    await page.getByRole('link', { name: 'Nový záznam' }).click();
    await page.getByRole('textbox', { name: 'Titulek (CS)', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Adresa (CS)', exact: true }).fill(slug);
  });

  await test.step('adds a block of advantages with three items, edits, reorders and removes one', async () => {
    await choose(page, blocks.getByRole('combobox', { name: 'Druh nového bloku' }), 'Výhody obchodu');
    await blocks.getByRole('button', { name: 'Přidat blok' }).click();
    await blocks.getByRole('textbox', { name: 'Nadpis bloku (česky)' }).fill('Co u nás dostanete');
    await blocks.getByRole('textbox', { name: 'Nadpis bloku (německy)' }).fill('Was Sie bei uns bekommen');
    const add = advantages.getByRole('button', { name: 'Přidat výhodu' });
    await add.click();
    await add.click();
    await add.click();
    await expect(advantages.getByRole('status')).toHaveText('Přidáno: výhoda 3.');
    await fillAdvantage(advantage(1), 'Diskrétní balení', 'Bez nápisů');
    await fillAdvantage(advantage(2), 'Doprava zdarma', 'Od 1 500 Kč');
    await choose(page, advantage(2).getByRole('combobox', { name: 'Ikona' }), 'Dodávka');
    await fillAdvantage(advantage(3), 'Navíc', 'Tahle položka odejde');

    // Edits the first item's title, then moves the second one up: its inputs go with it.
    await advantage(1)
      .getByRole('textbox', { name: /^Nadpis \(česky\)/ })
      .fill('Vždy diskrétní balení');
    const up = blocks.getByRole('button', { name: 'Posunout výhodu 2 nahoru' });
    await up.click();
    await expect(advantages.getByRole('status')).toHaveText('Výhoda 2 je teď na 1. místě.');
    // At the top its up arrow turns off; the keyboard focus stays on the item, on its down arrow.
    await expect(blocks.getByRole('button', { name: 'Posunout výhodu 1 dolů' })).toBeFocused();
    await expect(advantage(1).getByRole('textbox', { name: /^Nadpis \(česky\)/ })).toHaveValue(
      'Doprava zdarma',
    );
    await expect(advantage(1).getByRole('combobox', { name: 'Ikona' })).toHaveText('Dodávka');
    await expect(advantage(2).getByRole('textbox', { name: /^Nadpis \(česky\)/ })).toHaveValue(
      'Vždy diskrétní balení',
    );
    await blocks.getByRole('button', { name: 'Odebrat výhodu 3' }).click();
    await expect(blocks.getByRole('group', { name: /^Výhoda \d$/ })).toHaveCount(2);
    await expect(advantages).toHaveAccessibleName('Výhody (2)');
  });

  await test.step('a product that does not exist is refused at its field', async () => {
    await choose(page, blocks.getByRole('combobox', { name: 'Druh nového bloku' }), 'Produkty');
    await blocks.getByRole('button', { name: 'Přidat blok' }).click();
    const ids = blocks.getByRole('textbox', { name: /^Produkty \(ID\)/ });
    await ids.fill('999999');
    await ids.press('Tab');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(blocks.getByText('Produkt s tímto číslem neexistuje')).toBeVisible();
    await expect(ids).toHaveAttribute('aria-invalid', 'true');
    await blocks.getByRole('button', { name: 'Odebrat blok 2' }).click();
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Koncept' })).toBeVisible();
  });

  await test.step('the screenshots of the blocks editor at a laptop’s and a phone’s width', async () => {
    await mkdir(shots, { recursive: true });
    await blocks.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${shots}/blocks-editor-1280.png` });
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(page.url());
    // By its markup: on a phone react-admin's menu drawer may hide the app from the accessibility tree.
    const phoneBlocks = phone.locator('fieldset:has(> legend:text-is("Bloky obsahu"))');
    await expect(phoneBlocks).toBeVisible();
    await phoneBlocks.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await phone.screenshot({ path: `${shots}/blocks-editor-390.png` });
    await phoneBlocks
      .locator('fieldset:has(> legend:text-is("Výhoda 1"))')
      .evaluate((el) => el.scrollIntoView());
    await phone.screenshot({ path: `${shots}/blocks-editor-items-390.png` });
    await phone.close();
  });

  const items = (scope: Page) =>
    scope.getByRole('region', { name: 'Co u nás dostanete' }).getByRole('listitem');

  await test.step('the preview shows the draft’s blocks in their order', async () => {
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Náhled v obchodě' }).click(),
    ]);
    await preview.waitForURL(/\/nahled\/clanek\/\d+\?token=/);
    await expect(preview.getByTestId('preview-banner')).toContainText('Koncept');
    await expect(preview.getByRole('heading', { level: 2, name: 'Co u nás dostanete' })).toBeVisible();
    await expect(items(preview)).toHaveText([
      /Doprava zdarma\s*Od 1 500 Kč/,
      /Vždy diskrétní balení\s*Bez nápisů/,
    ]);
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await preview.setViewportSize({ width, height });
      await preview.locator('h2', { hasText: 'Co u nás dostanete' }).scrollIntoViewIfNeeded();
      await preview.screenshot({ path: `${shots}/blocks-preview-${width}.png` });
    }
    await preview.close();
  });

  await test.step('published, the article’s page shows the same blocks', async () => {
    await page.getByRole('button', { name: 'Publikovat nyní' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Publikováno' })).toBeVisible();
    const shop = await page.context().newPage();
    await expect(async () => {
      await shop.goto(`${web}/nakupni-radce/${slug}`);
      await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(items(shop)).toHaveText([
      /Doprava zdarma\s*Od 1 500 Kč/,
      /Vždy diskrétní balení\s*Bez nápisů/,
    ]);
    await shop.close();
  });
});
