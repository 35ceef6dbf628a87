import { test, expect } from './shop-test.ts';
import { CZK, formatMoney, lineTotal, toMinor } from '@shop/rules';
import { allProducts } from './catalog-data.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';

/** The demo's product sold by the metre: a variant with quantity decimals, available. */
async function metricProduct() {
  const product = (await allProducts()).find((p) =>
    p.variants.some((v) => v.availability.quantityDecimals > 0 && v.availability.isAvailable),
  );
  if (!product) throw new Error('the demo catalogue has no product sold by the metre');
  const variant = product.variants.find((v) => v.id === product.defaultVariantId)!;
  return { product, variant };
}

test.describe('metric goods', () => {
  test('a shopper types 1,5 m, the cart shows 1,5 bm and the price of one and a half metres', async ({
    page,
  }) => {
    const { product, variant } = await metricProduct();
    const decimals = variant.availability.quantityDecimals;
    await page.goto(`/produkt/${product.slug}`);
    const quantity = page.locator('#content').getByRole('spinbutton', { name: 'Množství', exact: true });
    await expect(quantity).toHaveValue('1');
    // Up and Down step by one metre; the minimum is one metre.
    await quantity.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await quantity.press('ArrowDown');
    await quantity.press('ArrowDown');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByText('Musíte zakoupit minimálně 1 bm tohoto produktu.')).toBeVisible();
    // A comma is a decimal separator; a second decimal is cut.
    await quantity.fill('1,55');
    await expect(quantity).toHaveValue('1.5');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1,5');

    await addToCartAndOpenCart(page);
    const line = page.getByTestId('cart-line').filter({ hasText: product.name });
    await expect(line.getByRole('textbox', { name: `Množství: ${product.name}` })).toHaveValue('1,5');
    await expect(line.getByTestId('line-unit')).toHaveText('bm');
    const total = lineTotal(toMinor(variant.prices.unitWithTax, 2), 15, decimals);
    await expect(line.getByTestId('line-total')).toHaveText(formatMoney(total, CZK));

    // Changing the line to 2,5 m in the cart.
    await line.getByRole('textbox', { name: `Množství: ${product.name}` }).fill('2,5');
    await line.getByRole('button', { name: 'Upravit' }).click();
    await expect(line.getByTestId('line-total')).toHaveText(
      formatMoney(lineTotal(toMinor(variant.prices.unitWithTax, 2), 25, decimals), CZK),
    );
  });
});
