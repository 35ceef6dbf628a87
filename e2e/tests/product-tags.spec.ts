// The tags the shop sets itself from the server's judgement: 'Dárek zdarma' on a product one piece
// of which earns a free order gift, 'Akce skončila' on a product whose promotion is over, both on
// the product box and on the product page.
import { test, expect, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { allProducts } from './catalog-data.ts';

const handTagged = (p: Product, text: string) => p.tags.some((t) => t.text === text);

async function giftProduct(): Promise<Product> {
  const found = (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.gifts.some((g) => g.isAvailable) &&
      !handTagged(p, 'Dárek zdarma') &&
      p.discounts.every((d) => d.active),
  );
  if (!found) throw new Error('the demo data has no product that earns a free gift');
  return found;
}

async function endedPromotionProduct(): Promise<Product> {
  const found = (await allProducts()).find((p) => p.discounts.some((d) => !d.active) && p.gifts.length === 0);
  if (!found) throw new Error('the demo data has no product whose promotion has ended');
  return found;
}

/** The product's box on the search page for its name. */
async function boxOf(page: Page, p: Product) {
  await page.goto(`/hledat?q=${encodeURIComponent(p.name)}`);
  return page
    .locator('#listing')
    .getByRole('article')
    .filter({ has: page.locator(`a[href$="/produkt/${p.slug}"]`) })
    .first();
}

const pageTags = (page: Page) => page.locator('#content').getByRole('list', { name: 'Štítky' });

test("a product that earns a free gift is tagged 'Dárek zdarma' in its box and on its page @phone", async ({
  page,
}) => {
  const p = await giftProduct();
  const box = await boxOf(page, p);
  await expect(box).toBeVisible();
  await expect(box.getByRole('listitem').filter({ hasText: /^Dárek zdarma$/ })).toHaveCount(1);
  await expect(box).not.toContainText('Akce skončila');

  await page.goto(`/produkt/${p.slug}`);
  await expect(
    pageTags(page)
      .getByRole('listitem')
      .filter({ hasText: /^Dárek zdarma$/ }),
  ).toHaveCount(1);
});

test("a product whose promotion has ended is tagged 'Akce skončila', without the promotion @phone", async ({
  page,
}) => {
  const p = await endedPromotionProduct();
  const ended = p.discounts.find((d) => !d.active)!;
  const box = await boxOf(page, p);
  await expect(box).toBeVisible();
  await expect(box.getByRole('listitem').filter({ hasText: /^Akce skončila$/ })).toHaveCount(1);
  await expect(box).not.toContainText(ended.name);
  await expect(box).not.toContainText('Dárek zdarma');

  await page.goto(`/produkt/${p.slug}`);
  await expect(
    pageTags(page)
      .getByRole('listitem')
      .filter({ hasText: /^Akce skončila$/ }),
  ).toHaveCount(1);
});

test.describe('screenshots', () => {
  for (const [w, h] of [
    [412, 915],
    [1280, 900],
  ] as const) {
    test(`shop tags at ${w}x${h}`, async ({ page }, info) => {
      await page.setViewportSize({ width: w, height: h });
      for (const [name, p] of [
        ['gift', await giftProduct()],
        ['ended', await endedPromotionProduct()],
      ] as const) {
        const box = await boxOf(page, p);
        await box.scrollIntoViewIfNeeded();
        await box.screenshot({ path: info.outputPath(`box-${name}-${w}.png`) });
        await page.goto(`/produkt/${p.slug}`);
        await expect(pageTags(page)).toBeVisible();
        await page.screenshot({ path: info.outputPath(`page-${name}-${w}.png`) });
      }
    });
  }
});
