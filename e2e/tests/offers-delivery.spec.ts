// A category's limited offer, the product page's delivery date by the fastest shipper, and the
// banners only a customer group sees: shown to a logged-in business customer after load, while the
// category page every visitor shares stays one cached page.
import { expect, test } from './shop-test.ts';
import { shippersResponse } from '@shop/contract';
import { addDays, deliveryDate, zonedDateTime } from '@shop/rules';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { logInInBrowser } from './account-forms.ts';
import { state } from './catalog-listing-data.ts';

const BUSINESS = { email: 'firma@intimfit.cz', password: 'Firma-2026' };
/** The demo category with a running offer for every domain and a banner for the wholesale group. */
const GELS = '/lubrikacni-gely';

test.describe('limited offers and group banners on a category page', () => {
  test('a running limited offer shows its title, end, countdown and a button to its product', async ({
    page,
  }) => {
    await page.goto(GELS);
    const offer = page.getByTestId('limited-offer');
    await expect(offer).toHaveCount(1);
    await expect(offer).toContainText('Gel týdne za akční cenu');
    await expect(offer).toContainText(/Nabídka platí do \d{1,2}\. \d{1,2}\. \d{4}/);
    await expect(offer.getByTestId('offer-countdown')).toHaveText(/^Končí za (\d+ d )?\d\d:\d\d:\d\d$/);
    await offer.getByRole('link', { name: 'Chci ho' }).click();
    await expect(page).toHaveURL(/\/produkt\//);
  });

  test('an offer for the Slovak domain only is not on the Czech page', async ({ page }) => {
    await page.goto('/podlozky-na-cviceni');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByTestId('limited-offer')).toHaveCount(0);
  });

  test('the wholesale banner reaches a business customer, not a guest, and the page stays shared', async ({
    page,
    request,
  }) => {
    // The guest's page: cacheable for everyone, without the group's banner.
    const shared = await request.get(GELS);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(await shared.text()).not.toContain('Velkoobchodní balení pro ordinace');
    await page.goto(GELS);
    await expect(page.getByText('Nevíte, který gel vybrat?')).toBeVisible();
    await expect(page.getByTestId('group-banners')).toHaveCount(0);
    await expect(page.getByText('Velkoobchodní balení pro ordinace')).toHaveCount(0);

    await logInInBrowser(page, BUSINESS.email, BUSINESS.password);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/catalog/group-banners')),
      page.goto(GELS),
    ]);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByTestId('group-banners')).toContainText('Velkoobchodní balení pro ordinace');

    // The same page as served to the customer is still the shared one: the banner came after load.
    const again = await request.get(GELS);
    expect(again.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(await again.text()).not.toContain('Velkoobchodní balení pro ordinace');
  });

  test('the group banner request answers nothing to a guest and refuses a bad category', async ({
    request,
  }) => {
    const guest = await request.get('/api/catalog/group-banners?storeId=1');
    expect(guest.status()).toBe(200);
    expect(guest.headers()['cache-control']).toBe('private, no-store');
    expect(await guest.json()).toEqual({ banners: [] });
    for (const bad of ['storeId=abc', 'storeId=0', '', 'storeId=-3']) {
      expect((await request.get(`/api/catalog/group-banners?${bad}`)).status(), bad).toBe(400);
    }
  });
});

test('the product page dates delivery by the fastest shipper’s own closing time and days @phone', async ({
  page,
}) => {
  const product = (await allProducts()).find(
    (p) => p.variants.length === 1 && p.variants[0]!.availability.isAvailable,
  )!;
  const shippers = shippersResponse.parse(
    await (await fetch(`${apiUrl}/api/v1/shippers`, { headers: { 'x-locale': 'cs' } })).json(),
  );
  const fastest = shippers.data.find((s) => s.id === shippers.fastestShipperId)!;
  await page.goto(`/produkt/${product.slug}`);
  const now = new Date();
  const date = deliveryDate({
    now,
    nearestDeliveryDate: deliveryDate({ now, delayDays: fastest.delivery.deliveryDays!, country: 'CZ' }),
    delayDays: product.variants[0]!.availability.delayDays,
    closesAt: fastest.delivery.closesAt,
    country: 'CZ',
  });
  const today = zonedDateTime(now).date;
  const word =
    date === today
      ? 'dnes'
      : date === addDays(today, 1)
        ? 'zítra'
        : new Intl.DateTimeFormat('cs', {
            weekday: 'long',
            day: 'numeric',
            month: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${date}T00:00:00Z`));
  await expect(page.locator('#content').getByTestId('dispatch-date')).toHaveText(
    `Předpokládané doručení: ${word} (${fastest.name})`,
  );
});

test('the search page lists 10 products a page @phone', async ({ page }) => {
  const { total } = await state({ scope: 'search', q: 'gel' });
  expect(total).toBeGreaterThan(10);
  await page.goto('/hledat?q=gel');
  await expect(page.locator('#listing').getByRole('article')).toHaveCount(10);
});

test.describe('screenshots', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`offer, group banner and delivery date at ${w}x${h}`, async ({ page }, info) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(GELS);
      await expect(page.getByTestId('offer-countdown').first()).toHaveText(/Končí za/);
      await page.getByTestId('limited-offer').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`offer-${w}.png`) });
      await logInInBrowser(page, BUSINESS.email, BUSINESS.password);
      await page.goto(GELS);
      await expect(page.getByTestId('group-banners')).toBeVisible();
      await page.screenshot({ path: info.outputPath(`group-banner-${w}.png`), fullPage: true });
      const product = (await allProducts()).find(
        (p) => p.variants.length === 1 && p.variants[0]!.availability.isAvailable,
      )!;
      await page.goto(`/produkt/${product.slug}`);
      await expect(page.locator('#content').getByTestId('dispatch-date')).toHaveText(
        /Předpokládané doručení/,
      );
      await page.screenshot({ path: info.outputPath(`delivery-${w}.png`) });
    });
  }
});
