// The category tree in the back office: the demo owner creates a subcategory, moves it with the
// keyboard, renames it and finds it on the storefront; axe on the tree, screenshots at a laptop's
// and a phone's width.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { ports } from '../ports.mjs';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const owner = { email: 'provozovatel@intimfit.cz', password: 'Provozovatel-2026' };
// Screenshots for a person to look at, beside the other test results.
const shots = 'test-results/back-office-screens';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.77' } });

interface Category {
  id: number;
  parentId: number | null;
  slug: string;
  name: { cs: string };
  visible: boolean;
  position: number;
}

async function tree(): Promise<Category[]> {
  const res = await fetch(`${api}/api/admin/v1/categories`, {
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'x-forwarded-for': '192.0.2.78' },
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { data: Category[] }).data;
}

async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('the owner builds a subcategory, moves it by keyboard, renames it and sees it in the shop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = await tree();
  // A visible category whose children have none of their own: the new one goes last among them,
  // and one step up puts it above the last of them.
  const childrenOf = (id: number) => before.filter((x) => x.parentId === id);
  const parent = before.find(
    (c) =>
      c.visible &&
      childrenOf(c.id).length > 1 &&
      childrenOf(c.id).every((x) => !before.some((y) => y.parentId === x.id)),
  )!;
  const suffix = Date.now().toString(36);
  const name = `Testovací podkategorie ${suffix}`;

  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(owner.email);
  await page.getByLabel(/^Heslo/).fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Kategorie', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Strom kategorií' })).toBeVisible();

  // Create under the parent.
  await page.getByRole('button', { name: `Přidat podkategorii do ${parent.name.cs}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Název (Česky)').fill(name);
  await expect(dialog.getByLabel('Adresa (slug)')).toHaveValue(`testovaci-podkategorie-${suffix}`);
  await dialog.getByRole('button', { name: 'Vytvořit' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kategorie „${name}“ vytvořena.` })).toBeVisible();
  const created = (await tree()).find((c) => c.name.cs === name)!;
  expect(created.parentId).toBe(parent.id);

  // Move it one place up with the keyboard (space lifts, arrow moves, space drops).
  const handle = page.getByRole('button', { name: `Přesunout kategorii ${name}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  // The screen reader hears where it would land: above the last of its former siblings.
  await expect(
    page.getByText(
      `Kategorie „${name}“ je nad místem pod „${parent.name.cs}“, pozice ${childrenOf(parent.id).length}.`,
    ),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Kategorie „${name}“ přesunuta` })).toBeVisible();
  const afterMove = await tree();
  const siblings = afterMove.filter((c) => c.parentId === parent.id).sort((a, b) => a.position - b.position);
  expect(siblings.at(-2)?.id).toBe(created.id);

  // The explicit buttons work too: back down.
  await page.getByRole('button', { name: `Posunout níž: ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'přesunuta' })).toBeVisible();

  await page.getByRole('button', { name: `Upravit ${name}` }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/category-tree-1280.png`, fullPage: false });
  await expectNoAxeViolations(page, 'strom kategorií');

  // Rename.
  const renamed = `${name} nová`;
  await page.getByRole('button', { name: `Upravit ${name}` }).click();
  await page.getByRole('dialog').getByLabel('Název (Česky)').fill(renamed);
  await page.getByRole('dialog').getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kategorie „${renamed}“ uložena.` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/category-tree-390.png`, fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The storefront's category page shows the new name.
  const slug = (await tree()).find((c) => c.id === created.id)!.slug;
  await page.goto(`${web}/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
});

test('the owner opens the virtual and filtered categories, and axe finds nothing there', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(admin);
  await page.getByLabel(/^E-mail/).fill(owner.email);
  await page.getByLabel(/^Heslo/).fill(owner.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();

  for (const [item, one] of [
    ['Virtuální kategorie', 'virtuální kategorii'],
    ['Filtrované kategorie', 'filtrovanou kategorii'],
  ] as const) {
    await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    await expect(page.getByRole('button', { name: `Přidat ${one}` })).toBeVisible();
    await expectNoAxeViolations(page, item);
    const edit = page.getByRole('button', { name: /^Upravit / }).first();
    if ((await edit.count()) > 0) {
      await edit.click();
      await expect(page.getByLabel('Název (Česky)')).not.toHaveValue('');
      await expectNoAxeViolations(page, `${item}: úprava`);
      await page.screenshot({
        path: `${shots}/${item === 'Virtuální kategorie' ? 'virtual' : 'filtered'}-edit-1280.png`,
      });
    }
  }
});
