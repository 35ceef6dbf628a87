// A shop configured with third-party providers: a consent provider (CONSENT_ID) asks instead of the
// shop's own dialog, and a certification provider's script (SHOP_CERTIFICATION_WIDGET_URL) draws
// the footer's badge. Both scripts come from their own origin (providers/provider-scripts.mjs).
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { scrollThrough } from '../tests/scroll.ts';
import { badgeScriptUrl, consentScriptUrl, lane } from './lane.ts';

// Every test starts as a first visitor, with the welcome campaign's dialog closed for the tab.
test.use({ storageState: { cookies: [], origins: [] } });
test.beforeEach(({ context }) =>
  context.addInitScript(() => {
    // Frames of another origin (embedded players) have no storage of this page's.
    if (window === window.top) sessionStorage.setItem('welcomeClosed', '1');
  }),
);

const providerDialog = (page: Page) => page.getByRole('dialog', { name: 'Consent provider' });
const shopDialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies a vaše soukromí' });
const footerControl = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' });
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'consent')?.value;
const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'page_view',
    ),
  );

/**
 * Every script URL the page asked for, every Content-Security-Policy report in its console, and
 * every uncaught error (a provider's node met while React hydrates is one: React then renders the
 * page again, dropping what the provider drew).
 */
function watch(page: Page) {
  const scripts: string[] = [];
  const blocked: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) blocked.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { scripts, blocked, errors };
}

test("the consent provider asks instead of the shop's dialog, and its answers are the shop's choice", async ({
  page,
  context,
}) => {
  const seen = watch(page);
  await page.goto('/');
  // The provider's script, with the shop's id, and its dialog; the shop's own dialog is not there.
  await expect(page.locator('script#Cookiebot')).toHaveAttribute('data-cbid', lane.consentId);
  await expect(providerDialog(page)).toBeVisible();
  await expect(providerDialog(page)).toContainText(`account ${lane.consentId}`);
  await expect(footerControl(page)).toBeVisible();
  await expect(shopDialog(page)).toHaveCount(0);
  expect(seen.scripts.filter((u) => u === consentScriptUrl)).toHaveLength(1);
  // Nothing optional before the answer.
  expect(await consentCookie(context)).toBeUndefined();
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  // Accepted at the provider: stored as the shop's own choice, and analytics starts.
  await providerDialog(page).getByRole('button', { name: 'Allow all' }).click();
  await expect(providerDialog(page)).toHaveCount(0);
  await expect.poll(() => consentCookie(context)).toMatch(/^\d+\.pam\.\d{8}$/);
  await expect.poll(() => pageViews(page)).toEqual([expect.objectContaining({ page_path: '/' })]);

  // The footer's control opens the provider's settings; withdrawn there, withdrawn in the shop.
  await footerControl(page).click();
  await expect(providerDialog(page)).toBeVisible();
  await providerDialog(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect.poll(() => consentCookie(context)).toMatch(/^\d+\.-\.\d{8}$/);

  // Remembered: on the next page neither the provider nor the shop asks, and nothing is reported.
  await page.reload();
  await expect(footerControl(page)).toBeVisible();
  await expect(page.locator('script#Cookiebot')).toHaveAttribute('data-cbid', lane.consentId);
  await page.waitForLoadState('networkidle');
  await expect(providerDialog(page)).toHaveCount(0);
  await expect(shopDialog(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatch(/^\d+\.-\.\d{8}$/);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(seen.blocked).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("the certification provider's badge loads only with marketing consent, once scrolled to", async ({
  page,
}) => {
  const seen = watch(page);
  const ownBadge: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/shop-certification')) ownBadge.push(r.url());
  });
  const providerBadge = page.locator('#shop-certification-widget a[data-provider="certification"]');

  // Declined: scrolled all the way down, the provider's script is never asked for.
  await page.goto('/');
  await providerDialog(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(footerControl(page)).toBeVisible();
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  expect(seen.scripts).not.toContain(badgeScriptUrl);
  await expect(providerBadge).toHaveCount(0);

  // Accepted: the script comes on the way down and draws the provider's badge in its spot.
  await footerControl(page).click();
  await providerDialog(page).getByRole('button', { name: 'Allow all' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollThrough(page);
  await expect(providerBadge).toBeVisible();
  await expect(providerBadge).toHaveAttribute('href', 'https://certification.example/shops/intimfit');
  expect(seen.scripts.filter((u) => u === badgeScriptUrl)).toHaveLength(1);
  // The provider's badge instead of the shop's own, whose figures are never asked for.
  expect(ownBadge).toEqual([]);
  expect(seen.blocked).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test("the certification provider's script, still on its way when consent is withdrawn, never runs", async ({
  page,
}) => {
  const seen = watch(page);
  const providerBadge = page.locator('#shop-certification-widget a[data-provider="certification"]');
  // The provider's script is held on its way the first time, until the consent is withdrawn.
  let asked = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(badgeScriptUrl, async (route) => {
    asked += 1;
    if (asked === 1) await held;
    // The browser may have given up on it meanwhile: nothing left to answer then.
    await route.continue().catch(() => undefined);
  });

  await page.goto('/');
  await providerDialog(page).getByRole('button', { name: 'Allow all' }).click();
  await scrollThrough(page);
  await expect.poll(() => asked).toBe(1);
  const arrived = Promise.race([
    page.waitForEvent('requestfinished', (r) => r.url() === badgeScriptUrl),
    page.waitForEvent('requestfailed', (r) => r.url() === badgeScriptUrl),
  ]);

  // Withdrawn while the script is on its way: the spot goes, and the script, once it arrives, does
  // not run (it would look for its spot and fail, and it would run without consent).
  await footerControl(page).click();
  await providerDialog(page).getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.locator('#shop-certification-widget')).toHaveCount(0);
  release();
  await arrived;

  // Given again: the script comes afresh and draws the badge into the new spot, once.
  await footerControl(page).click();
  await providerDialog(page).getByRole('button', { name: 'Allow all' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollThrough(page);
  await expect(providerBadge).toHaveCount(1);
  await expect(providerBadge).toBeVisible();
  expect(asked).toBe(2);
  expect(seen.blocked).toEqual([]);
  expect(seen.errors).toEqual([]);
});
