import AxeBuilder from '@axe-core/playwright';
import { test, expect, type BrowserContext, type Page } from './shop-test.ts';
import { acceptedConsent } from '../consent-state.ts';
import { ports } from '../ports.mjs';
import { apiUrl, topCategories } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { placeGuestOrder } from './store-api.ts';

// These tests start as a first visitor: no choice stored.
test.use({ storageState: { cookies: [], origins: [] } });
// Once a choice is made, later pages would offer the welcome campaign's dialog (its own test
// covers it): closed for this tab, where the checks of storage and cookies do not look.
test.beforeEach(({ context }) => context.addInitScript(() => sessionStorage.setItem('welcomeClosed', '1')));

const webOrigin = `http://localhost:${ports.web}`;
/** The shop's own origins: its pages and its media host. Anything else is a third party. */
const ownOrigins = new Set([webOrigin, new URL(apiUrl).origin]);
/** Cookies the shop may set without consent (cart, log-in, price display, order, form tokens). */
const NECESSARY =
  /^(__Host-)?(currency|display_vat|display_both_prices|cart_token|cart_count|auth_token|signed_in|order_token|form_token|form_flash)$/;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies a vaše soukromí' });
const footerControl = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'consent');
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_view',
    ),
  );

/** The page has run its scripts: the footer's control has become a button. */
const hydrated = (page: Page) => expect(footerControl(page)).toBeVisible();

test('the first visit asks, and stores nothing optional nor calls anyone else before a choice @phone', async ({
  page,
  context,
}) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const origin = new URL(r.url()).origin;
    if (origin.startsWith('http') && !ownOrigins.has(origin)) foreign.push(r.url());
  });
  await page.goto('/');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Více o cookies' })).toHaveAttribute(
    'href',
    '/vse-o-nakupu/ochrana-osobnich-udaju',
  );
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  expect(foreign).toEqual([]);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names.filter((n) => !NECESSARY.test(n))).toEqual([]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  // Over the page, not in its flow: nothing moves when it shows.
  expect(await dialog(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  // Accepting and rejecting are equally easy and equally prominent, and large enough to tap.
  const reject = dialog(page).getByRole('button', { name: 'Odmítnout vše' });
  const accept = dialog(page).getByRole('button', { name: 'Přijmout vše' });
  const style = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderColor].join();
  };
  expect(await reject.evaluate(style)).toBe(await accept.evaluate(style));
  const [r, a] = [(await reject.boundingBox())!, (await accept.boundingBox())!];
  expect(r.height).toBeGreaterThanOrEqual(44);
  expect(a.height).toBe(r.height);
  expect(Math.abs(a.width - r.width)).toBeLessThan(60);
});

test('reject all: remembered across a reload, by the server too, and nothing is reported @phone', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.status() === 204);
  await dialog(page).getByRole('button', { name: 'Odmítnout vše' }).click();
  await expect(dialog(page)).toBeHidden();
  const written = await (await stored).headerValue('set-cookie');
  expect(written).toMatch(/^consent=\d+\.-\.\d{8};/);
  expect(written).toMatch(/Max-Age=\d{7,}/i);
  const cookie = await consentCookie(context);
  expect(cookie?.value).toMatch(/^\d+\.-\.\d{8}$/);
  // Kept for months, not for the session.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(150 * 24 * 3600 * 1000);

  await page.reload();
  await hydrated(page);
  await expect(dialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('reopened from the footer: analytics accepted reports page views; withdrawn, stops and deletes its cookies', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await dialog(page).getByRole('button', { name: 'Odmítnout vše' }).click();
  await footerControl(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toBeFocused();
  // The choice as stored: nothing optional.
  await expect(dialog(page).getByRole('checkbox', { name: /Nezbytné/ })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: /Nezbytné/ })).toBeDisabled();
  await expect(dialog(page).getByRole('checkbox', { name: /Analytické/ })).not.toBeChecked();
  await dialog(page)
    .getByRole('checkbox', { name: /Analytické/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Uložit výběr' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(footerControl(page)).toBeFocused();
  expect((await consentCookie(context))?.value).toMatch(/^\d+\.a\.\d{8}$/);
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/' })]);

  // A client-side navigation is a page view too.
  const [first] = await topCategories();
  const slug = first!.top_categories[0]!.slug;
  await page.getByRole('main').getByRole('link', { name: first!.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/${slug}$`));
  await expect.poll(async () => (await pageViews(page)).map((v) => v.page_path)).toEqual(['/', `/${slug}`]);

  // Analytics cookies a script left behind go when the consent is withdrawn.
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.1.1', url: webOrigin },
    { name: '_gid', value: 'GA1.1.2.2', url: webOrigin },
  ]);
  await footerControl(page).click();
  await dialog(page)
    .getByRole('checkbox', { name: /Analytické/ })
    .uncheck();
  await dialog(page).getByRole('button', { name: 'Uložit výběr' }).click();
  await expect(dialog(page)).toBeHidden();
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('_ga');
  expect(names).not.toContain('_gid');
  expect(names).toContain('consent');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
  // Time for a third page view, had Back sent one.
  await page.waitForTimeout(300);
  expect((await pageViews(page)).length).toBe(2);
});

test('last visited products are kept only with consent to preferences, and go with it', async ({ page }) => {
  const product = (await allProducts())[0]!;
  await page.goto(`/produkt/${product.slug}`);
  await hydrated(page);
  const stored = () => page.evaluate(() => localStorage.getItem('lastVisitedProducts'));
  expect(await stored()).toBeNull();
  await dialog(page).getByRole('button', { name: 'Přijmout vše' }).click();
  await expect.poll(stored).toContain(`"id":${product.id}`);

  await footerControl(page).click();
  await dialog(page)
    .getByRole('checkbox', { name: /Předvolby/ })
    .uncheck();
  await dialog(page).getByRole('button', { name: 'Uložit výběr' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await stored()).toBeNull();
  await page.reload();
  await hydrated(page);
  expect(await stored()).toBeNull();
});

test('axe finds nothing serious with the dialog open, nor in its settings @phone', async ({ page }) => {
  await page.goto('/');
  await expect(dialog(page)).toBeVisible();
  const serious = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  expect(await serious()).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Nastavení', exact: true }).click();
  await expect(dialog(page).getByRole('group', { name: 'Vyberte, s čím souhlasíte' })).toBeVisible();
  expect(await serious()).toEqual([]);
});

test('the keyboard alone accepts, changes and rejects', async ({ page, context }) => {
  await page.goto('/');
  await expect(dialog(page)).toBeVisible();
  await hydrated(page);
  // Right after the skip link: the dialog's link, then its buttons.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  for (let i = 0; i < 6 && (await focused()) !== 'Přijmout vše'; i++) await page.keyboard.press('Tab');
  expect(await focused()).toBe('Přijmout vše');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect((await consentCookie(context))?.value).toMatch(/^\d+\.pam\.\d{8}$/);
  await expect.poll(() => pageViews(page)).toHaveLength(1);

  // The footer's control, then Tab to a purpose, Space to switch it, on to saving.
  await footerControl(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeFocused();
  const marketing = dialog(page).getByRole('checkbox', { name: /Marketingové/ });
  await expect(marketing).toBeChecked();
  for (let i = 0; i < 8 && !(await marketing.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(marketing).not.toBeChecked();
  for (let i = 0; i < 6 && (await focused()) !== 'Uložit výběr'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(footerControl(page)).toBeFocused();
  expect((await consentCookie(context))?.value).toMatch(/^\d+\.pa\.\d{8}$/);

  // Escape closes it unchanged once a choice is stored.
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(footerControl(page)).toBeFocused();
  expect((await consentCookie(context))?.value).toMatch(/^\d+\.pa\.\d{8}$/);

  await page.keyboard.press('Enter');
  for (let i = 0; i < 12 && (await focused()) !== 'Odmítnout vše'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect((await consentCookie(context))?.value).toMatch(/^\d+\.-\.\d{8}$/);
});

/** A guest's order placed through the store API: its code and the token that opens it. */
async function guestOrder(): Promise<{ code: string; token: string }> {
  const product = (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 5,
  )!;
  const { order, orderToken } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }], {
    email: 'jana.souhlas@example.cz',
  });
  return { code: order.code, token: orderToken };
}

test('a purchase is reported only with analytics consent, also when given on the page', async ({
  page,
  context,
}) => {
  const order = await guestOrder();
  await context.addCookies([{ name: 'order_token', value: order.token, url: webOrigin }]);
  await page.goto('/kosik/dokonceni');
  await expect(
    page.getByRole('heading', { level: 1, name: `Děkujeme za objednávku č. ${order.code}` }),
  ).toBeVisible();
  await hydrated(page);
  // No choice yet: nothing pushed, nothing stored.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await dialog(page).getByRole('button', { name: 'Přijmout vše' }).click();
  const purchases = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'purchase',
      ),
    );
  await expect
    .poll(purchases)
    .toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ transaction_id: order.code }) }),
    ]);
  await expect.poll(() => pageViews(page)).toHaveLength(1);
});

test('Slovak and German dialogs; the stored choice of the other browser tests is a current one', async ({
  browser,
  page,
}) => {
  await page.goto('/sk');
  await expect(page.getByRole('dialog', { name: 'Cookies a vaše súkromie' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Odmietnuť všetko' })).toBeVisible();
  await page.goto('/de');
  await expect(page.getByRole('dialog', { name: 'Cookies und Ihre Privatsphäre' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alle ablehnen' })).toBeVisible();

  const chosen = await browser.newContext({ storageState: acceptedConsent });
  const other = await chosen.newPage();
  await other.goto('/');
  await hydrated(other);
  await expect(dialog(other)).toHaveCount(0);
  await expect.poll(() => pageViews(other)).toHaveLength(1);
  await chosen.close();
});

test('without JavaScript no dialog, and the footer links to the page about cookies', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Nastavení cookies' }),
  ).toHaveAttribute('href', '/vse-o-nakupu/ochrana-osobnich-udaju');
  await context.close();
});

test('the server stores only a well-formed choice', async ({ request }) => {
  for (const body of ['', 'yes', '1.x.20261125', '999.pam.20261125', 'a'.repeat(5000)]) {
    const res = await request.post('/api/consent', { data: body, headers: { 'content-type': 'text/plain' } });
    expect(res.status(), body.slice(0, 20)).toBe(400);
    expect(res.headers()['set-cookie']).toBeUndefined();
  }
  const ok = await request.post('/api/consent', {
    data: acceptedConsent.cookies[0]!.value,
    headers: { 'content-type': 'text/plain' },
  });
  expect(ok.status()).toBe(204);
  expect(ok.headers()['set-cookie']).toMatch(/^consent=\d+\.pam\.\d{8};/);
});
