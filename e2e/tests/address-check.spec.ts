// The address check while typing at checkout: a town typed is completed from the list of towns
// with its postcode, a postcode that does not fit the town is warned of in the specification's
// words, and the shopper keeps it and places the order.
import { test, expect, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { allProducts } from './catalog-data.ts';

/** An available single-variant product above the demo shop's minimum order on its own. */
async function plainProduct(): Promise<Product> {
  const found = (await allProducts())
    .filter(
      (p) =>
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 5 &&
        p.variants[0]!.prices.unitWithTax >= 250,
    )
    .sort((a, b) => a.variants[0]!.prices.unitWithTax - b.variants[0]!.prices.unitWithTax);
  return found[0]!;
}

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('the checkout completes the town with its postcode, warns of a postcode that does not fit, and still places the order', async ({
  page,
}) => {
  await page.goto(`/produkt/${(await plainProduct()).slug}`);
  await addToCartAndOpenCart(page);
  await page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }).click();
  await page.getByRole('radio', { name: /^Kurýr na adresu/ }).check();
  await page.getByRole('radio', { name: /^Dobírka/ }).check();
  await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);

  await field(page, 'Jméno a příjmení').fill('Jana Nováková');
  await field(page, 'E-mail').fill('jana.novakova@example.cz');
  await field(page, 'Telefon').fill('+420 777 123 456');
  await field(page, 'Ulice').fill('Palackého');
  await field(page, 'Číslo popisné').fill('12');

  // The town typed without its diacritics: the list offers Kuřim with its postcode.
  const city = field(page, 'Město');
  await city.pressSequentially('kuri', { delay: 30 });
  const towns = page.getByRole('listbox', { name: 'Obce' });
  await expect(towns).toBeVisible();
  await expect(city).toHaveAttribute('aria-controls', (await towns.getAttribute('id'))!);
  const kurim = towns.getByRole('option').filter({ has: page.getByText('Kuřim', { exact: true }) });
  await expect(kurim).toContainText('664 34');
  await kurim.click();
  await expect(city).toHaveValue('Kuřim');
  await expect(field(page, 'PSČ')).toHaveValue('664 34');
  await expect(towns).toBeHidden();
  await expect(page.getByTestId('checkout-postcode-notice')).toHaveCount(0);

  // A postcode of Praha for Kuřim: a warning, in the specification's words, which does not stop the order.
  await field(page, 'PSČ').fill('110 00');
  await expect(page.getByTestId('checkout-postcode-notice')).toHaveText(
    /Ujistěte se, že pole PSČ je vyplněno správně/,
  );
  await expect(field(page, 'PSČ')).toHaveAttribute('aria-describedby', /checkout-postcode-notice/);
  await expect(field(page, 'PSČ')).not.toHaveAttribute('aria-invalid', 'true');

  // The keyboard: arrows move through the list, Enter chooses.
  await city.fill('');
  await city.pressSequentially('Brn', { delay: 30 });
  await expect(towns.getByRole('option').first()).toContainText('Brno');
  await city.press('ArrowDown');
  await expect(towns.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await city.press('Enter');
  await expect(city).toHaveValue('Brno');
  // The postcode the shopper typed stays: choosing a town fills only an empty one.
  await expect(field(page, 'PSČ')).toHaveValue('110 00');
  await expect(page.getByTestId('checkout-postcode-notice')).toHaveText(
    /Ujistěte se, že pole PSČ je vyplněno správně/,
  );

  await page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/dokonceni$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Děkujeme za objednávku/ })).toBeVisible();
});
