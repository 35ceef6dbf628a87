// The cart's notices go through the notification stack: a failed add says the generic texts, and
// an item that can no longer be bought leaves the cart with a notice that stays 30 seconds.
import { expect, test } from './shop-test.ts';
import { plainProduct } from './catalog-data.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { notifications } from './notifications.ts';
import { sellOut, setStock, variantsToSellOut } from './stock-admin.ts';

test('an add that cannot reach the shop is a danger notification with the generic texts @phone', async ({
  page,
  context,
}) => {
  const product = await plainProduct();
  await page.goto(`/produkt/${product.slug}`);
  const add = page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true });
  await expect(add).toBeVisible();

  await context.setOffline(true);
  await add.click();
  const failed = notifications(page).filter({ hasText: 'Něco se porouchalo' });
  await expect(failed).toHaveAttribute('data-kind', 'danger');
  await expect(failed).toHaveRole('alert');
  await expect(failed).toContainText('Omlouváme se, pokud se problém opakuje, kontaktujte nás.');
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeHidden();

  // Back online, the same button adds.
  await context.setOffline(false);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
});

test('an item that can no longer be bought leaves the cart, named in a notice for 30 seconds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A product no other test takes (see stock-admin.ts), sold out after it went into the cart.
  const { product, variant } = (await variantsToSellOut()).alone[2]!;
  await page.clock.install();
  await page.goto(`/produkt/${product.slug}`);
  await addToCartAndOpenCart(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await sellOut(variant.id);
  try {
    await page.reload();
    await page.mouse.move(0, 400);
    const gone = notifications(page).filter({ hasText: 'Některé zboží už nelze koupit' });
    await expect(gone).toContainText(product.name);
    await expect(gone).toHaveAttribute('data-kind', 'danger');
    // Said once, in the stack only: not again in the page.
    await expect(page.getByRole('main').getByText('Některé zboží už nelze koupit')).toHaveCount(0);
    await expect(page.getByText('Váš košík je prázdný.')).toBeVisible();

    // Still there after 10 s (other notices leave after 3 s), gone after 30 s.
    await page.clock.runFor(10_000);
    await expect(gone).toBeVisible();
    await page.clock.runFor(21_000);
    await expect(gone).toHaveCount(0);
  } finally {
    await setStock(variant.id, 'praha', 5);
  }
});
