import { expect, type Page } from '@playwright/test';

/**
 * Adds the product page's variant to the cart and opens /kosik: "Do košíku" opens the item-added
 * dialog, whose "Přejít do košíku" link leads to the cart.
 */
export async function addToCartAndOpenCart(page: Page) {
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' });
  await dialog.getByRole('link', { name: 'Přejít do košíku' }).click();
  await expect(page).toHaveURL(/\/kosik$/);
}
