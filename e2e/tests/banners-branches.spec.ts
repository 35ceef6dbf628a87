// A content operator's wide banners and branch pages in the back office at /admin/: creates a wide
// banner with an uploaded picture, scheduled to show from a moment ago, and finds it on the home
// page; changes a branch's opening hours and finds them on the branch's page (/pobocky/{slug}).
import { mkdir } from 'node:fs/promises';
import { test, expect, type Page } from './shop-test.ts';
import { ports } from '../ports.mjs';

const admin = `http://localhost:${ports.api}/admin/`;
const contentEditor = { email: 'obsah@intimfit.cz', password: 'Obsah-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.81' } });

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

/** A moment as the datetime-local field takes it, in the browser's (Prague's) time. */
function localInput(at: Date): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return parts.replace(' ', 'T');
}

/** The page at a laptop's and a phone's width, from its top. */
async function screenshots(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a content operator schedules a wide banner and sees it on the home page', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Zimní výprodej ${run}`;

  await test.step('creates a banner with its texts, picture, link and time window', async () => {
    await logIn(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Široké bannery' }).click();
    await expect(page.getByRole('columnheader', { name: 'Časové okno' })).toBeVisible();
    await page.getByRole('link', { name: 'Nový banner' }).click();
    await page.getByRole('textbox', { name: 'Titulek (CS)', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Titulek (SK)', exact: true }).fill(`Zimný výpredaj ${run}`);
    await page.getByRole('textbox', { name: 'První řádek textu (CS)', exact: true }).fill('Až 40 % dolů');
    await page.getByRole('textbox', { name: 'Text tlačítka (CS)', exact: true }).fill('Nakupovat');
    await page.getByLabel('Nahrát obrázek').setInputFiles({
      name: 'vyprodej.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await expect(page.getByRole('textbox', { name: /Obrázek banneru – cesta/ })).toHaveValue(/\S/);
    await expect(page.getByRole('img', { name: 'Obrázek banneru: náhled' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Odkaz' }).fill('javascript:alert(1)');
    await page.getByLabel('Váha (vyšší dřív)').fill('1000000');
    await page.getByLabel('Jen v časovém okně').check();
    await page.getByLabel('Zobrazit od').fill(localInput(new Date(Date.now() - 10 * 60_000)));
    await page.getByLabel('Zobrazit do').fill(localInput(new Date(Date.now() + 7 * 24 * 3_600_000)));
    await page.getByRole('button', { name: 'Uložit' }).click();
    // The server refuses the link in Czech beside the field.
    await expect(page.getByText('Zadejte adresu začínající https:// nebo /').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Odkaz' }).fill('/poradna');
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'zobrazený' })).toBeVisible();
  });

  await test.step('the screenshots of the banner editor at a laptop’s and a phone’s width', async () => {
    await screenshots(page, 'wide-banner-editor');
  });

  await test.step('the home page shows the banner', async () => {
    await page.goto('/');
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('heading', { level: 3, name: title }).count();
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe(1);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', /\/poradna$/);
  });

  await test.step('the list tells it is shown, and the banner is deleted after a confirmation', async () => {
    await page.goto(`${admin}#/wide-banners`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('zobrazený')).toBeVisible();
    await screenshots(page, 'wide-banner-list');
    await row.click();
    await page.getByRole('button', { name: 'Smazat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potvrdit' }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });
});

test('a content operator changes a branch’s opening hours and sees them on its page', async ({ page }) => {
  test.setTimeout(180_000);
  const slug = 'plzen-americka';
  const hours = `8:00–19:00 (${run})`;

  await test.step('opens the branch and changes Monday’s hours', async () => {
    await logIn(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Pobočky' }).click();
    await page.getByRole('row').filter({ hasText: slug }).click();
    await expect(page.getByRole('region', { name: 'Zveřejnění' })).toContainText('Publikováno');
    await page.getByRole('tab', { name: 'Otevírací doba' }).click();
    // The first line's Czech field (the other tabs' fields are hidden).
    const czech = page.getByRole('textbox', { name: 'Čeština', exact: true }).filter({ visible: true });
    await expect(czech.first()).toBeVisible();
    await czech.first().fill(`Po ${hours}`);
    await page.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Položka aktualizována')).toBeVisible();
  });

  await test.step('the screenshots of the branch editor at a laptop’s and a phone’s width', async () => {
    await screenshots(page, 'branch-editor-hours');
    await page.getByRole('tab', { name: 'Texty' }).click();
    await screenshots(page, 'branch-editor-texts');
  });

  await test.step('the branch’s page shows the new hours', async () => {
    await page.goto(`/pobocky/${slug}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          // The page shows the day and its hours in cells of their own.
          return page.getByRole('cell', { name: hours }).count();
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBeGreaterThan(0);
  });
});
