// The shop's page switches and default price display, changed by an operator: a switched-off page
// answers 404 and leaves the menus, the footer and the sitemap, a switched-off 404 page is shown
// plain, and a shopper who chose no price display gets the shop's. Switched on again, all is back.
// It runs in a project of its own after all the others (playwright.config.ts): their pages would
// change meanwhile.
import { expect, test, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';

const auth = () => ({ authorization: `Bearer ${operatorApiKey()}` });

async function setSetting(key: string, value: unknown) {
  const res = await fetch(`${apiUrl}/api/admin/v1/shop-settings/${key}`, {
    method: 'PUT',
    headers: { ...auth(), 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** The value a setting has now (null: not set, the default applies). */
async function settingValue(key: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}/api/admin/v1/shop-settings`, { headers: auth() });
  expect(res.status).toBe(200);
  const { data } = (await res.json()) as { data: { key: string; value: unknown }[] };
  return data.find((s) => s.key === key)?.value ?? null;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hlavní menu' });
const legalMenu = (page: Page) => page.getByRole('navigation', { name: 'Právní informace' });
const vatChoice = (page: Page) => page.getByRole('combobox', { name: 'Ceny' });
/** The storefront revalidates its pages, and its page cache may keep a copy for a while. */
const SHOWS = { timeout: 60_000, intervals: [1_000, 2_000, 5_000] };

test('switched-off pages are not found and leave menus and sitemap; the price display default is the shop’s', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const pages = (await settingValue('pages')) ?? {};
  const priceDisplay = (await settingValue('priceDisplay')) ?? 'both';
  try {
    await setSetting('pages', { branches: false, articles: false, error404: false });
    await setSetting('priceDisplay', 'withoutVat');

    await expect.poll(async () => (await request.get('/pobocky')).status(), SHOWS).toBe(404);
    expect((await request.get('/nakupni-radce')).status()).toBe(404);
    // The other pages stay.
    expect((await request.get('/kontakt')).status()).toBe(200);

    await expect
      .poll(async () => {
        await page.goto('/kontakt');
        return mainMenu(page).getByRole('link', { name: 'Pobočky', exact: true }).count();
      }, SHOWS)
      .toBe(0);
    await expect(legalMenu(page).getByRole('link', { name: 'Pobočky', exact: true })).toHaveCount(0);
    await expect(legalMenu(page).getByRole('link', { name: 'Kontakt', exact: true })).toHaveCount(1);
    const sitemap = await (await request.get('/sitemap/pages.xml')).text();
    expect(sitemap).not.toContain('/pobocky');
    expect(sitemap).not.toContain('/nakupni-radce');
    expect(sitemap).toContain('/kontakt');

    // The themed 404 is switched off: a plain page, under its status, without the shop's frame.
    const missing = await page.goto('/tahle-stranka-neexistuje');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zpět na úvodní stránku' })).toBeVisible();
    await expect(mainMenu(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // A visitor who chose no price display sees the shop's: without VAT.
    await expect
      .poll(async () => {
        await page.goto('/kontakt');
        return vatChoice(page).inputValue();
      }, SHOWS)
      .toBe('without');
    // A shopper's own choice stands.
    await page.context().addCookies([
      { name: 'display_vat', value: 'with', url: page.url() },
      { name: 'display_both_prices', value: '1', url: page.url() },
    ]);
    await page.goto('/kontakt');
    await expect(vatChoice(page)).toHaveValue('both');
    await page.context().clearCookies({ name: /^display_/ });
  } finally {
    await setSetting('pages', pages);
    await setSetting('priceDisplay', priceDisplay);
  }

  await expect.poll(async () => (await request.get('/pobocky')).status(), SHOWS).toBe(200);
  expect((await request.get('/nakupni-radce')).status()).toBe(200);
  await expect
    .poll(async () => {
      await page.goto('/kontakt');
      return mainMenu(page).getByRole('link', { name: 'Pobočky', exact: true }).count();
    }, SHOWS)
    .toBe(1);
  expect(await (await request.get('/sitemap/pages.xml')).text()).toContain('/pobocky');
  const missing = await page.goto('/tahle-stranka-neexistuje');
  expect(missing?.status()).toBe(404);
  await expect(mainMenu(page)).toBeVisible();
  await expect
    .poll(async () => {
      await page.goto('/kontakt');
      return vatChoice(page).inputValue();
    }, SHOWS)
    .toBe('both');
});
