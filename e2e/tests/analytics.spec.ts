// The analytics data layer and the campaign cookies: what the shopper sees and does reaches
// `window.dataLayer` only under analytics consent; a landing campaign is kept only under marketing
// consent.
import { test, expect, type BrowserContext, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { allProducts } from './catalog-data.ts';

type LayerEntry = Record<string, unknown> & { event?: string; ecommerce?: Record<string, unknown> };

const layer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as LayerEntry[]);

/** The first event of that name, once the page has pushed it. */
async function event(page: Page, name: string): Promise<LayerEntry> {
  await expect
    .poll(async () => (await layer(page)).some((e) => e.event === name), { message: name })
    .toBe(true);
  return (await layer(page)).find((e) => e.event === name)!;
}

async function singleVariantProduct(): Promise<Product> {
  const p = (await allProducts()).find(
    (x) =>
      x.visibility.saleable &&
      x.variants.length === 1 &&
      x.variants[0]!.availability.isAvailable &&
      (x.variants[0]!.availability.stock ?? 99) >= 5,
  );
  if (!p) throw new Error('the demo data has no single-variant product in stock');
  return p;
}

test('the data layer hears the list, the product, the add and the checkout steps, in one session @phone', async ({
  page,
}) => {
  const product = await singleVariantProduct();
  const price = product.variants[0]!.prices.unitWithTax;

  await page.goto(`/${product.breadcrumb.at(-1)!.slug}`);
  const list = await event(page, 'view_item_list');
  const boxes = await page.locator('#listing').getByRole('article').count();
  expect(list.ecommerce!.item_list_id).toBe(`category:${product.breadcrumb.at(-1)!.id}`);
  expect(list.ecommerce!.items).toHaveLength(boxes);
  const session = list.session_id as string;
  expect(session).toMatch(/^[0-9a-f]{24}$/);

  await page.goto(`/produkt/${product.slug}`);
  const seen = await event(page, 'view_item');
  expect(seen.session_id).toBe(session);
  expect(seen.ecommerce).toMatchObject({
    currency: 'CZK',
    value: price,
    items: [{ item_name: product.name, item_id: product.variants[0]!.catalogCode, price, quantity: 1 }],
  });

  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  const added = await event(page, 'add_to_cart');
  expect(added.ecommerce).toMatchObject({
    currency: 'CZK',
    value: price,
    items: [{ item_name: product.name, price, quantity: 1 }],
  });
  // Each e-commerce event clears the one before, as tag managers expect.
  const entries = await layer(page);
  expect(entries[entries.findIndex((e) => e.event === 'add_to_cart') - 1]).toEqual({ ecommerce: null });

  await page.goto('/kosik');
  expect((await event(page, 'begin_checkout')).ecommerce).toMatchObject({ value: price });
  const cartStep = await event(page, 'checkout_progress');
  expect(cartStep.ecommerce).toMatchObject({ checkout_step: 1, items: [{ item_name: product.name }] });

  await page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  const methodsStep = await event(page, 'checkout_progress');
  expect(methodsStep.ecommerce).toMatchObject({ checkout_step: 2 });
  expect(methodsStep.session_id).toBe(session);
});

test('a line taken out of the cart is reported as its form is sent, before the page is replaced', async ({
  page,
}) => {
  const product = await singleVariantProduct();
  const price = product.variants[0]!.prices.unitWithTax;
  await page.goto(`/produkt/${product.slug}`);
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  await page.goto('/kosik');
  await event(page, 'begin_checkout');

  // The data layer goes with the page: what is pushed to it is copied out as it happens.
  const pushed: LayerEntry[] = [];
  await page.exposeFunction('copyLayerEntry', (entry: LayerEntry) => pushed.push(entry));
  await page.evaluate(() => {
    const w = window as unknown as { dataLayer: unknown[]; copyLayerEntry: (e: unknown) => void };
    const push = w.dataLayer.push.bind(w.dataLayer);
    w.dataLayer.push = (...entries: unknown[]) => {
      for (const entry of entries) w.copyLayerEntry(entry);
      return push(...entries);
    };
  });
  await page.getByRole('button', { name: `Odebrat ${product.name} z košíku` }).click();
  await expect(page.getByText('Váš košík je prázdný.')).toBeVisible();
  await expect
    .poll(() => pushed.find((e) => e.event === 'remove_from_cart')?.ecommerce)
    .toMatchObject({
      currency: 'CZK',
      value: price,
      items: [{ item_name: product.name, item_id: product.variants[0]!.catalogCode, price, quantity: 1 }],
    });
});

test('a search is reported from four characters on', async ({ page }) => {
  await page.goto('/hledat?q=lubrikační');
  expect(await event(page, 'search')).toMatchObject({ search_term: 'lubrikační' });
  await page.goto('/hledat?q=gel');
  await event(page, 'view_item_list');
  expect((await layer(page)).some((e) => e.event === 'search')).toBe(false);
});

/** A visitor who allowed only the necessary cookies. */
async function necessaryOnly(context: BrowserContext, baseURL: string) {
  await context.clearCookies();
  await context.addCookies([{ name: 'consent', value: '1.-.20261125', url: baseURL }]);
}

test('without consent nothing reaches the data layer and no campaign is kept', async ({
  page,
  context,
  baseURL,
}) => {
  await necessaryOnly(context, baseURL!);
  const product = await singleVariantProduct();
  await page.goto(`/produkt/${product.slug}?utm_source=newsletter&utm_medium=email&cjevent=abc123`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  expect((await layer(page)).filter((e) => e.event)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain('utm');
  expect(names).not.toContain('cjevent');
});

test('under marketing consent a landing campaign is kept 30 days, the affiliate id written only when new', async ({
  page,
  context,
}) => {
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name);
  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=jaro&cjevent=abc123');
  await expect.poll(async () => (await cookie('cjevent'))?.value).toBe('abc123');
  const utm = (await cookie('utm'))!;
  expect(JSON.parse(decodeURIComponent(utm.value))).toEqual({
    campaign: 'jaro',
    medium: 'email',
    source: 'newsletter',
  });
  const days = (utm.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  const affiliate = (await cookie('cjevent'))!;
  expect(affiliate.secure).toBe(true);

  // The same id again: the cookie is left as it was (its expiry does not move). A second passes
  // first, so that a cookie written again would expire a second later.
  await page.waitForTimeout(1100);
  await page.goto('/?cjevent=abc123');
  // The page's effects have run once its page view is in the data layer (the campaign is kept by
  // the same component right after).
  await event(page, 'page_view');
  expect((await cookie('cjevent'))!.expires).toBe(affiliate.expires);
  // Another id replaces it.
  await page.goto('/?cjevent=xyz789');
  await expect.poll(async () => (await cookie('cjevent'))?.value).toBe('xyz789');
});
