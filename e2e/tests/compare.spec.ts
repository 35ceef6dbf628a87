// Product comparison: chosen from product boxes, kept in the browser, shown side by side.
import { test, expect, type Locator, type Page } from './shop-test.ts';
import { menuCategoryWithFacets } from './catalog-listing-data.ts';

/** Boxes of the listing that add at once (one variant, in stock): their names, in page order. */
async function singleVariantBoxes(page: Page, count: number): Promise<{ box: Locator; name: string }[]> {
  const boxes = page.locator('#listing').getByRole('article');
  await expect(boxes.first()).toBeVisible();
  const found: { box: Locator; name: string }[] = [];
  for (let i = 0; i < (await boxes.count()) && found.length < count; i++) {
    const box = boxes.nth(i);
    const add = box.getByRole('button', { name: /^Vložit .+ do košíku$/ });
    if ((await add.count()) === 0 || (await add.getAttribute('aria-haspopup')) !== null) continue;
    if ((await add.getAttribute('aria-disabled')) === 'true') continue;
    found.push({ box, name: (await box.getByRole('heading').innerText()).trim() });
  }
  expect(found, 'single-variant boxes on the listing').toHaveLength(count);
  return found;
}

/** The first boxes of the listing, whatever they offer, with their names. */
async function firstBoxes(page: Page, count: number): Promise<{ box: Locator; name: string }[]> {
  const boxes = page.locator('#listing').getByRole('article');
  await expect(boxes.nth(count - 1)).toBeVisible();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      box: boxes.nth(i),
      name: (await boxes.nth(i).getByRole('heading').innerText()).trim(),
    })),
  );
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Porovnání produktů' });

test('two products compared from a listing side by side, one put into the cart from there @phone', async ({
  page,
}) => {
  const { item } = await menuCategoryWithFacets();
  await page.goto(item.path);
  const [a, b] = await singleVariantBoxes(page, 2);

  const addA = a!.box.getByRole('button', { name: `Přidat do porovnání: ${a!.name}` });
  await addA.click();
  await expect(dialog(page)).toContainText(`${a!.name} jsme přidali do porovnání.`);
  await dialog(page).getByRole('button', { name: 'Pokračovat v nákupu' }).click();
  await expect(dialog(page)).toBeHidden();
  // Closed, the dialog gives focus back to the button, which now says it takes the product out.
  const removeA = a!.box.getByRole('button', { name: `Odebrat z porovnání: ${a!.name}` });
  await expect(removeA).toHaveAttribute('aria-pressed', 'true');
  await expect(removeA).toBeFocused();

  await b!.box.getByRole('button', { name: `Přidat do porovnání: ${b!.name}` }).click();
  await dialog(page).getByRole('link', { name: 'Porovnat produkty (2)' }).click();
  await expect(page).toHaveURL(/\/porovnani\/\d+-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Porovnání produktů');

  const table = page.getByRole('table', { name: 'Porovnání parametrů produktů' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('columnheader').nth(0)).toContainText(a!.name);
  await expect(table.getByRole('columnheader').nth(1)).toContainText(b!.name);
  for (const label of ['Cena', 'Dostupnost', 'Kategorie'])
    await expect(table.getByRole('rowheader', { name: new RegExp(`^${label}`) })).toBeVisible();
  // Rows where the two differ say so in words, not only in colour.
  const differing = table.locator('tr[data-differs]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(differing.first().getByRole('rowheader')).toContainText('(liší se)');
  // A row where they agree is not marked.
  const rows = table.locator('tbody tr:has(th)');
  expect(await rows.count()).toBeGreaterThan(await differing.count());

  // Into the cart from the comparison.
  await table.getByRole('button', { name: `Vložit ${a!.name} do košíku` }).click();
  const added = page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' });
  await expect(added).toContainText(a!.name);
  await added.getByRole('button', { name: 'Pokračovat v nákupu' }).click();

  // One removed: the comparison of the other.
  await table.getByRole('link', { name: `Odebrat z porovnání: ${a!.name}` }).click();
  await expect(page).toHaveURL(/\/porovnani\/\d+$/);
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  await expect(table.getByRole('columnheader')).toContainText(b!.name);

  // The comparison page without ids goes on to what the browser keeps.
  await page.goto('/porovnani');
  await expect(page).toHaveURL(/\/porovnani\/\d+$/);
  await expect(table.getByRole('columnheader')).toContainText(b!.name);
});

test('at most four products are compared; the fifth is refused with a reason', async ({ page }) => {
  const { item } = await menuCategoryWithFacets();
  await page.goto(item.path);
  const boxes = await firstBoxes(page, 5);
  for (const { box, name } of boxes.slice(0, 4)) {
    await box.getByRole('button', { name: `Přidat do porovnání: ${name}` }).click();
    await expect(dialog(page)).toContainText('jsme přidali do porovnání.');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  }
  const fifth = boxes[4]!;
  await fifth.box.getByRole('button', { name: `Přidat do porovnání: ${fifth.name}` }).click();
  await expect(dialog(page)).toContainText(
    'Porovnat lze nejvýše 4 produkty. Nejdřív některý z porovnání odeberte.',
  );
  await expect(dialog(page).getByRole('link', { name: 'Porovnat produkty (4)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(fifth.box.getByRole('button', { name: `Přidat do porovnání: ${fifth.name}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('an unknown comparison address answers 404', async ({ page }) => {
  for (const path of ['/porovnani/abc', '/porovnani/1-1', '/porovnani/1-2-3-4-5']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
});
