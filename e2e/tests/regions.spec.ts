// The regions (kraje) on the pages: the branches page's region filter, a plain GET form that also
// works without JavaScript and by keyboard, and the checkout's pickup-point picker narrowed to a
// region of the countries the shop lists pickup points in.
import { expect, test, type Page } from './shop-test.ts';
import {
  branchesPageQuery,
  branchesPageResult,
  pickupPointsResponse,
  REGIONS,
  type Product,
} from '@shop/contract';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';

async function branches() {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ query: branchesPageQuery, variables: { skip: 0, limit: 50 } }),
  });
  return branchesPageResult.parse(await res.json()).data.branches.items;
}

const regionSelect = (page: Page) =>
  page.getByTestId('branch-region-filter').getByRole('combobox', { name: 'Kraj' });

test.describe('the branches page by region', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a region shows its branches only, an empty one says so, and all come back @phone', async ({
      page,
    }) => {
      const all = await branches();
      const brno = all.filter((b) => b.region === 'Jihomoravský kraj');
      expect(brno.length).toBeGreaterThan(0);
      await page.goto('/pobocky');

      // Every Czech region is offered (the Slovak ones too, as there are Slovak branches), each with
      // its number of branches.
      const select = regionSelect(page);
      await expect(select.locator('optgroup')).toHaveCount(2);
      await expect(select.locator('optgroup[label="Česko"] option')).toHaveCount(14);
      await expect(select.locator('optgroup[label="Slovensko"] option')).toHaveCount(8);
      await expect(select.locator('option[value="jihomoravsky-kraj"]')).toHaveText(
        `Jihomoravský kraj (${brno.length})`,
      );

      await select.selectOption('jihomoravsky-kraj');
      await page.getByRole('button', { name: 'Zobrazit' }).click();
      await expect(page).toHaveURL(/\/pobocky\?kraj=jihomoravsky-kraj$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pobočky: Jihomoravský kraj' })).toBeVisible();
      const cards = page.getByTestId('branch-summary');
      await expect(cards).toHaveCount(brno.length);
      for (const [i, b] of brno.entries()) await expect(cards.nth(i)).toContainText(b.title);
      await expect(regionSelect(page)).toHaveValue('jihomoravsky-kraj');
      await expect(page.getByRole('img', { name: /Mapa poboček/ }).locator('[data-branch]')).toHaveCount(
        brno.length,
      );

      const empty = REGIONS.CZE.find((r) => !all.some((b) => b.region === r))!;
      await regionSelect(page).selectOption({ label: `${empty} (0)` });
      await page.getByRole('button', { name: 'Zobrazit' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Pobočky: ${empty}` })).toBeVisible();
      await expect(page.getByText('V tomto kraji zatím pobočku nemáme.')).toBeVisible();
      await expect(page.getByTestId('branch-summary')).toHaveCount(0);

      await regionSelect(page).selectOption('');
      await page.getByRole('button', { name: 'Zobrazit' }).click();
      await expect(page).toHaveURL(/\/pobocky\?kraj=$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Pobočky', exact: true })).toBeVisible();
      await expect(page.getByTestId('branch-summary')).toHaveCount(all.length);
    });

    test('a word that names no region is a 404', async ({ page }) => {
      const res = await page.goto('/pobocky?kraj=bavorsko');
      expect(res?.status()).toBe(404);
    });
  });

  test('the filter form is reached and sent by keyboard', async ({ page }) => {
    const slovak = (await branches()).filter((b) => b.region === 'Košický kraj');
    await page.goto('/pobocky');
    await regionSelect(page).focus();
    await regionSelect(page).selectOption('kosicky-kraj');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zobrazit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pobocky\?kraj=kosicky-kraj$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pobočky: Košický kraj' })).toBeVisible();
    await expect(page.getByTestId('branch-summary')).toHaveCount(slovak.length);
  });
});

/** An available single-variant product with stock, above the demo shop's minimum order. */
async function orderable(): Promise<Product> {
  const products = await allProducts();
  const found = products
    .slice(1, -1)
    .find(
      (p) =>
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 5 &&
        p.variants[0]!.prices.unitWithTax >= 250,
    );
  expect(found, 'an orderable product').toBeTruthy();
  return found!;
}

test('the pickup-point picker narrows the points to a region of the listed countries', async ({ page }) => {
  const product = await orderable();
  await page.goto(`/produkt/${product.slug}`);
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  await page.goto('/kosik/doprava-a-platba');

  const first = page.waitForResponse((r) => r.url().includes('/api/checkout/pickup-points?'));
  await page.getByRole('radio', { name: /^Výdejní místo nebo box/ }).check();
  const offered = pickupPointsResponse.parse(await (await first).json());
  const picker = page.getByTestId('pickup-picker');
  const select = picker.getByRole('combobox', { name: 'Kraj' });
  // The regions of the countries the shop lists points in (the setting), and only their points.
  const countries = [...new Set(offered.regions.map((r) => r.countryCode))];
  expect(countries[0]).toBe('CZE');
  await expect(select.locator('option')).toHaveCount(offered.regions.length + 1);
  await expect(select.locator('option').first()).toHaveText('Všechny kraje');
  for (const p of offered.data) expect(countries).toContain(p.address.countryCode);

  const narrowed = page.waitForResponse((r) => r.url().includes('region='));
  await select.selectOption('Kraj Vysočina');
  const vysocina = pickupPointsResponse.parse(await (await narrowed).json());
  expect(vysocina.total).toBeGreaterThan(0);
  for (const p of vysocina.data) expect(p.region).toBe('Kraj Vysočina');
  const results = picker.getByTestId('pickup-results').getByRole('listitem');
  await expect(results).toHaveCount(vysocina.data.length);
  await expect(results.first()).toContainText(vysocina.data[0]!.name);
  await expect(picker.getByTestId('pickup-status')).toContainText(/Nalezen/);

  // A search inside the region: a town of another region finds nothing there.
  await picker.getByRole('searchbox', { name: 'Hledat výdejní místo' }).fill('Brno');
  await expect(picker.getByTestId('pickup-status')).toHaveText(
    'Hledání „Brno“ ve zvoleném kraji neodpovídá žádné výdejní místo.',
  );
  await select.selectOption('Jihomoravský kraj');
  await expect(results.first()).toContainText('Brno');
  await results.first().getByRole('radio').check();
  await expect(picker.getByTestId('pickup-selected')).toContainText('Brno');
});
