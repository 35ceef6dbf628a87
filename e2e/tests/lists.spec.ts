// The wish list and shopping lists: hearts on a category page and a product page, the wish list in
// the account, a shopping list made, filled, renamed and put into the cart, and a guest's heart.
import { expect, test, type Page } from './shop-test.ts';
import { shoppingListResponse } from '@shop/contract';
import { allProducts } from './catalog-data.ts';
import { registerThroughApi } from './registration.ts';
import { storeApi } from './store-api.ts';
import { logInInBrowser } from './account-forms.ts';
import { notifications } from './notifications.ts';
import { holdScripts, releaseAndHydrate } from './held-scripts.ts';

const PASSWORD = 'Heslo-pro-seznamy-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new customer, registered through the store API (from an address of this test file's own). */
async function registerCustomer(): Promise<string> {
  const email = `seznamy-${unique()}@example.cz`;
  await registerThroughApi(
    { email, password: PASSWORD, firstName: 'Lenka', lastName: 'Seznamová', newsletter: false },
    { address: '198.51.100.61' },
  );
  return email;
}

const logIn = (page: Page, email: string) => logInInBrowser(page, email, PASSWORD);

/** The first box of a category page whose product can be put into the cart, with its name. */
async function buyableBox(page: Page) {
  const product = (await allProducts()).find((p) => p.visibility.saleable && p.availability.isAvailable)!;
  await page.goto(`/${product.breadcrumb.at(-1)!.slug}`);
  const boxes = page.locator('#listing').getByRole('article');
  await expect(boxes.first()).toBeVisible();
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    const add = box.getByRole('button', { name: /do košíku$/i });
    if ((await add.count()) === 0 || (await add.getAttribute('aria-disabled')) === 'true') continue;
    return { box, name: (await box.getByRole('heading').innerText()).trim() };
  }
  throw new Error('no box of the category can be put into the cart');
}

test.describe('wish list and shopping lists', () => {
  test('a guest clicking the heart is asked to log in first @phone', async ({ page }) => {
    const { box, name } = await buyableBox(page);
    const heart = box.getByRole('button', { name: `Přidat do oblíbených: ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const message = notifications(page).filter({ hasText: 'Musíte se nejdříve přihlásit' });
    await expect(message).toBeVisible();
    await message.getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/prihlasit\?redirect=/);
  });

  test('notifications: four at once, the fifth waits its turn, each closable and gone in time @phone', async ({
    page,
  }) => {
    // The page's clock stands still while the hearts are clicked, so that none leaves on its own.
    await page.clock.install();
    const { box } = await buyableBox(page);
    const hearts = page.locator('#content').getByRole('button', { name: /^Přidat do oblíbených: / });
    expect(await hearts.count()).toBeGreaterThanOrEqual(5);
    await expect(box).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    // By keyboard: the stack may cover the hearts on a phone.
    for (let i = 0; i < 5; i++) await hearts.nth(i).press('Enter');
    const shown = notifications(page);
    await expect(shown).toHaveCount(4);
    await expect(shown.first()).toContainText('Musíte se nejdříve přihlásit');

    // One closed: the fifth takes its place; another closed: three remain.
    await shown.first().getByRole('button', { name: 'Zavřít oznámení' }).click();
    await expect(shown).toHaveCount(4);
    await shown.first().getByRole('button', { name: 'Zavřít oznámení' }).click();
    await expect(shown).toHaveCount(3);

    // While focus is on the stack they stay, however long; once it leaves, they go by themselves.
    await shown.first().getByRole('button', { name: 'Zavřít oznámení' }).focus();
    await page.clock.runFor(8000);
    await expect(shown).toHaveCount(3);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 400);
    await page.clock.runFor(6000);
    await expect(shown).toHaveCount(0);
  });

  test('hearts fill the wish list; a shopping list is made, filled, renamed and put into the cart', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, await registerCustomer());

    // A heart on a category page.
    const { box, name: fromCategory } = await buyableBox(page);
    await box.getByRole('button', { name: `Přidat do oblíbených: ${fromCategory}` }).click();
    await expect(notifications(page).filter({ hasText: 'Produkt byl přidán do oblíbených' })).toBeVisible();
    await expect(box.getByRole('button', { name: `Odebrat z oblíbených: ${fromCategory}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A heart on a product page.
    const product = (await allProducts()).find(
      (p) =>
        p.name !== fromCategory &&
        p.visibility.saleable &&
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 10,
    )!;
    await page.goto(`/produkt/${product.slug}`);
    const heart = page
      .locator('#content')
      .getByRole('button', { name: `Přidat do oblíbených: ${product.name}` });
    await heart.click();
    await expect(notifications(page).filter({ hasText: 'Produkt byl přidán do oblíbených' })).toBeVisible();
    await expect(
      page.locator('#content').getByRole('button', { name: `Odebrat z oblíbených: ${product.name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    // Back on the page later, the heart knows.
    await page.reload();
    await expect(
      page.locator('#content').getByRole('button', { name: `Odebrat z oblíbených: ${product.name}` }),
    ).toBeVisible();

    // Both on the wish list, reached through the account's menu.
    await page.goto('/uzivatel/prehled');
    await page.getByRole('navigation', { name: 'Můj účet' }).getByRole('link', { name: 'Oblíbené' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/oblibene$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oblíbené' })).toBeVisible();
    const wished = page.getByTestId('list-item');
    await expect(wished).toHaveCount(2);
    await expect(wished.filter({ hasText: fromCategory })).toBeVisible();
    await expect(wished.filter({ hasText: product.name })).toBeVisible();

    // A shopping list: an empty name is refused, then it is made.
    await page
      .getByRole('navigation', { name: 'Můj účet' })
      .getByRole('link', { name: 'Nákupní seznamy' })
      .click();
    await expect(page.getByText('Zatím nemáte žádný nákupní seznam.')).toBeVisible();
    await page.getByRole('button', { name: 'Vytvořit seznam' }).click();
    await expect(page.getByTestId('error-name')).toHaveText('Vyplňte prosím název seznamu');
    await page.getByRole('textbox', { name: 'Název seznamu', exact: true }).fill('Na víkend');
    await page.getByRole('button', { name: 'Vytvořit seznam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Na víkend' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Seznam byl vytvořen.');

    // Both wished-for products onto the list.
    for (const name of [fromCategory, product.name]) {
      await page.goto('/uzivatel/oblibene');
      const item = page.getByTestId('list-item').filter({ hasText: name });
      await item
        .getByRole('combobox', { name: `Nákupní seznam: ${name}` })
        .selectOption({ label: 'Na víkend' });
      await item.getByRole('button', { name: `Přidat na seznam: ${name}` }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Produkt byl přidán na nákupní seznam.',
      );
    }

    // Renamed.
    await page.goto('/uzivatel/nakupni-seznamy');
    const row = page.getByTestId('shopping-list').filter({ hasText: 'Na víkend' });
    await expect(row).toContainText('2 produkty');
    await row.getByRole('link', { name: 'Na víkend', exact: true }).click();
    await expect(page.getByTestId('list-item')).toHaveCount(2);
    const nameField = page.getByRole('textbox', { name: 'Název seznamu', exact: true });
    await nameField.fill('Na chatu');
    await page.getByRole('button', { name: 'Uložit název' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Na chatu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Seznam byl přejmenován.');

    // The whole list into the cart.
    await page.getByRole('button', { name: 'Vložit celý seznam do košíku' }).click();
    await expect(page.getByTestId('batch-result')).toContainText('Produkty byly vloženy do košíku');
    await page.getByTestId('batch-result').getByRole('link', { name: 'Přejít do košíku' }).click();
    await expect(page).toHaveURL(/\/kosik$/);
    const main = page.getByRole('main');
    await expect(main.getByText(fromCategory, { exact: false }).first()).toBeVisible();
    await expect(main.getByText(product.name, { exact: false }).first()).toBeVisible();

    // Deleting asks first.
    await page.goto('/uzivatel/nakupni-seznamy');
    await page.getByRole('link', { name: 'Smazat seznam Na chatu' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Opravdu smazat seznam Na chatu?' });
    await confirm.getByRole('button', { name: 'Ano, smazat seznam' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Seznam byl smazán.');
    await expect(page.getByText('Zatím nemáte žádný nákupní seznam.')).toBeVisible();
  });

  test('without JavaScript the heart posts and the wish list page says so', async ({ browser }) => {
    const email = await registerCustomer();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logIn(page, email);
    const { box, name } = await buyableBox(page);
    await box.getByRole('button', { name: `Přidat do oblíbených: ${name}` }).click();
    await expect(page).toHaveURL(/\/uzivatel\/oblibene\?zprava=pridano$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Produkt byl přidán do oblíbených');
    await expect(page.getByTestId('list-item').filter({ hasText: name })).toBeVisible();
    // Removing one works as a plain form too.
    await page.getByRole('button', { name: `Odebrat ze seznamu: ${name}` }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Produkt byl odebrán ze seznamu.');
    await expect(page.getByTestId('list-item')).toHaveCount(0);
    await context.close();
  });

  test('a name typed while the answer to a post made before the scripts ran is loading is kept', async ({
    page,
  }) => {
    const email = await registerCustomer();
    await logIn(page, email);
    await page.goto('/uzivatel/oblibene');
    // The page's scripts are held back (a slow phone): the form is posted before they run, and the
    // name is typed on the page that answers before its scripts run. (Failing them instead would
    // make the shop reload the page to fetch them again.)
    const release = await holdScripts(page);
    await page.goto('/uzivatel/nakupni-seznamy', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Vytvořit seznam' }).click();
    await expect(page.getByTestId('error-name')).toHaveText('Vyplňte prosím název seznamu');
    const field = page.getByRole('textbox', { name: 'Název seznamu', exact: true });
    await field.fill('Na víkend');
    const errors = await releaseAndHydrate(page, release, 'main form:has(input[name="name"])');
    await expect(field).toHaveValue('Na víkend');
    expect(errors).toEqual([]);
    await page.getByRole('button', { name: 'Vytvořit seznam' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Na víkend' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Seznam byl vytvořen.');
  });
});

test('a logged-in customer puts a product onto a shopping list from the product page', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `seznam-z-produktu-${unique()}@example.cz`;
  const token = await registerThroughApi({
    email,
    password: PASSWORD,
    firstName: 'Lenka',
    lastName: 'Seznamová',
  });
  const list = shoppingListResponse.parse(
    await storeApi('POST', '/api/v1/user/shopping-lists', token, { name: 'Do posilovny' }),
  ).data;
  const product = (await allProducts()).findLast(
    (p) => p.visibility.saleable && p.variants.length === 1 && p.availability.isAvailable,
  )!;

  // A guest has the heart only.
  await page.goto(`/produkt/${product.slug}`);
  const content = page.locator('#content');
  await expect(content.getByText('Přidat do nákupního seznamu')).toHaveCount(0);

  await logIn(page, email);
  await page.goto(`/produkt/${product.slug}`);
  await content.getByText('Přidat do nákupního seznamu').click();
  await content.getByRole('combobox', { name: 'Nákupní seznam' }).selectOption({ label: 'Do posilovny' });
  await content.getByRole('button', { name: 'Přidat do seznamu' }).click();
  await expect(content.getByText('Produkt byl přidán do seznamu Do posilovny.')).toBeVisible();

  await page.goto(`/uzivatel/nakupni-seznamy/${list.id}`);
  await expect(page.getByRole('main')).toContainText(product.name);
});
