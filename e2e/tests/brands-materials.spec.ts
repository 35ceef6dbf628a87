import {
  brandsQuery,
  brandsResult,
  materialQuery,
  materialResult,
  type Material,
  type Product,
} from '@shop/contract';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './shop-test.ts';
import { apiUrl } from './backend.ts';
import { allProducts, currentProduct } from './catalog-data.ts';

async function graphql(query: string, variables: object = {}): Promise<unknown> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a CMS HTML field shows (tags dropped, white space collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** WCAG 2.2 AA violations of the page as it is now (with its toggles open). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The first product that has materials with care texts, with those materials. */
async function productWithMaterials(): Promise<{ product: Product; materials: Material[] }> {
  for (const product of await allProducts()) {
    const ids = [...new Set(product.parameters.flatMap((p) => p.values.map((v) => v.id)))];
    const { data } = materialResult.parse(await graphql(materialQuery, { ids }));
    const materials = data.material.filter((m) => m.material_hygiene && m.material_lubricants);
    if (materials.length > 0) return { product, materials };
  }
  throw new Error('the demo data has a product made of a material with care texts');
}

/**
 * A product whose picker lists more than 4 choices: the values of a variant-defining parameter
 * that its variants use or, without such parameters, the variants themselves.
 */
async function productWithManyChoices() {
  for (const product of await allProducts()) {
    const pickers = product.parameters
      .filter((p) => p.variantDefining)
      .map((p) => {
        const used = new Set(
          product.variants.flatMap(
            (v) => v.content.parameters.find((x) => x.entityId === p.id)?.values ?? [],
          ),
        );
        return { name: p.name, choices: p.values.filter((v) => used.has(v.id)).map((v) => v.name) };
      })
      .filter((p) => p.choices.length > 1);
    const long = pickers.find((p) => p.choices.length > 4);
    if (long) return { product, group: long.name, choices: long.choices };
    if (pickers.length === 0 && product.variants.length > 4)
      return { product, group: 'Varianty', choices: product.variants.map((v) => v.name) };
  }
  throw new Error('the demo data has a product with more than 4 variants');
}

test.describe('brands, materials and variants', () => {
  test('the brand list shows 16 brands heaviest first, the rest behind a keyboard toggle @phone', async ({
    page,
  }) => {
    const brands = brandsResult.parse(await graphql(brandsQuery)).data.brands;
    expect(brands.length, 'the demo data has more than 16 brands').toBeGreaterThan(16);
    const res = await page.goto('/znacky');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Značky');

    const first = page.getByTestId('brand-list').getByRole('heading', { level: 2 });
    await expect(first).toHaveText(brands.slice(0, 16).map((b) => b.title));
    const more = page.getByTestId('more-brands');
    const rest = brands.slice(16).map((b) => b.title);
    for (const title of rest) await expect(more.getByRole('link', { name: title })).toBeHidden();

    // The toggle is reached with the keyboard and opened with Enter.
    const toggle = more.locator('summary');
    // Its arrow is hidden from screen readers: the name is the text alone.
    await expect(toggle).toHaveAccessibleName(`Zobrazit další značky (${rest.length})`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    for (const title of rest) await expect(more.getByRole('link', { name: title })).toBeVisible();
    await expect(toggle).toBeFocused();
    expect(await violations(page)).toEqual([]);

    // A brand leads to its products, and only to them (each box's product asked of the backend).
    const brand = brands[0]!;
    await page.getByTestId('brand-list').getByRole('link', { name: brand.title, exact: true }).click();
    await expect(page).toHaveURL(/\/hledat/);
    const boxes = page.locator('#listing').getByRole('article');
    await expect(boxes.first()).toBeVisible();
    const slugs = await boxes.evaluateAll((els) =>
      els.map(
        (e) => e.querySelector('a[href*="/produkt/"]')?.getAttribute('href')?.split('/produkt/')[1] ?? '',
      ),
    );
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const product = await currentProduct(slug.split('?')[0]!);
      expect(product.brand?.id, `${product.name} is a ${brand.title} product`).toBe(brand._id);
    }
    // On a phone the filters are folded away: the box is ticked all the same.
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${brand.title}`), includeHidden: true }),
    ).toBeChecked();
  });

  test("the product page shows its materials' care and lubricant texts", async ({ page }) => {
    const { product, materials } = await productWithMaterials();
    await page.goto(`/produkt/${product.slug}`);
    // The brand's name leads to the brand's products.
    if (product.brand) {
      const query = new URLSearchParams({ q: product.brand.name, znacka: String(product.brand.id) });
      await expect(
        page.locator('#content').getByRole('link', { name: product.brand.name, exact: true }),
      ).toHaveAttribute('href', `/hledat?${query}`);
    }
    const section = page.getByRole('region', { name: 'Materiál a péče' });
    await expect(section).toBeVisible();
    for (const m of materials) {
      const item = section
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: m.title }) });
      await expect(item.getByRole('term')).toHaveText(['Čištění a hygiena', 'Vhodné lubrikanty']);
      const [hygiene, lubricants] = [
        item.getByRole('definition').nth(0),
        item.getByRole('definition').nth(1),
      ];
      await expect(hygiene).toContainText(textOf(m.material_hygiene!).slice(0, 40));
      await expect(lubricants).toContainText(textOf(m.material_lubricants!).slice(0, 40));
      if (m.description) await expect(item).toContainText(textOf(m.description).slice(0, 40));
    }
  });

  test('the detail shows 4 variant choices, the rest behind "Další varianty" @phone', async ({ page }) => {
    const { product, group, choices } = await productWithManyChoices();
    await page.goto(`/produkt/${product.slug}`);
    const picker = page.locator('#content').getByRole('group', { name: group });
    const toggle = picker.getByText(`Další varianty (${choices.length - 4})`);
    await expect(toggle).toBeVisible();
    const visible = picker.getByRole('link').filter({ visible: true });
    await expect(visible).toHaveCount(4);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(visible).toHaveCount(choices.length);
    expect(await violations(page)).toEqual([]);
    // A choice from the rest is chosen like any other and stays shown, marked as the current one.
    const last = choices.at(-1)!;
    const chip = picker.getByRole('link', { name: new RegExp(`^${escape(last)}( \\(vybráno\\))?$`) });
    await chip.click();
    await expect(page).toHaveURL(/variant_id=\d+/);
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('aria-current', 'true');
  });
});
