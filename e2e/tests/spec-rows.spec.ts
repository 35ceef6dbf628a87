// Single statements of the specification a shopper can see, each checked where it shows: the trust
// claims, resetting a filtered catalogue, the no-script notice, the currency a Slovak customer gets,
// the delivery country in euros, the conditions page at checkout and the notice on a placed order.
import { test, expect, type Page } from './shop-test.ts';
import { addressResponse } from '@shop/contract';
import { ports } from '../ports.mjs';
import { allProducts } from './catalog-data.ts';
import { menuCategoryWithFacets } from './catalog-listing-data.ts';
import { logInInBrowser } from './account-forms.ts';
import { registerThroughApi } from './registration.ts';
import { placeGuestOrder, placeOrderAs, storeApi } from './store-api.ts';

expect.configure({ timeout: 15_000 });

const PASSWORD = 'Heslo-pro-ucet-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const webUrl = `http://localhost:${ports.web}`;

/** An available single-variant product with stock, above the minimum order on its own. */
async function orderableProduct() {
  return (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 5 &&
      p.variants[0]!.prices.unitWithTax >= 250,
  )!;
}

async function currencyCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'currency')?.value;
}

const changeNotice = (page: Page) => page.getByTestId('order-change-notice');

/** The notice, its link opening the withdrawal form with this order. */
async function expectChangeNotice(page: Page, orderCode: string) {
  await expect(changeNotice(page)).toContainText('automaticky zpracována, a proto ji nelze změnit');
  await expect(changeNotice(page)).toContainText('odstupte od smlouvy');
  await expect(
    changeNotice(page).getByRole('link', { name: 'formulářem pro vrácení zboží' }),
  ).toHaveAttribute('href', `/vraceni-zbozi?objednavka=${orderCode}`);
}

test('the header top states every trust claim, the complaint rate among them', async ({ page }) => {
  await page.goto('/');
  const claims = page.getByRole('list', { name: 'Kontakt a výhody nákupu' });
  await expect(claims).toContainText('Objednávky do 14:00 odesíláme ještě ten den');
  await expect(claims).toContainText('Doručení do 2 dnů');
  await expect(claims).toContainText('Vrácení do 30 dní');
  await expect(claims).toContainText('Reklamovanost jen kolem 0,8 %');
});

test('the page HTML tells a browser without scripts that JavaScript is needed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(
    /<noscript>.*Pro správné fungování obchodu je potřeba mít v prohlížeči zapnutý JavaScript\..*<\/noscript>/s,
  );
});

test("clicking the shown category's own menu link resets filters and sorting", async ({ page }) => {
  const { top, item, state: s } = await menuCategoryWithFacets();
  const facet = s.facets.parameters.find((p) => p.values.some((v) => v.count > 0 && v.count < s.total))!;
  const value = facet.values.find((v) => v.count > 0 && v.count < s.total)!;
  await page.goto(`${item.path}?razeni=nejlevnejsi&f=${facet.id}:${value.id}`);
  const checkbox = page
    .getByRole('group', { name: facet.name })
    .getByRole('checkbox', { name: new RegExp(`^${value.name}`) });
  await expect(checkbox).toBeChecked();
  const count = (n: number) => page.getByText(new RegExp(`^${n} produkt`)).filter({ visible: true });
  await expect(count(value.count)).toBeVisible();

  const nav = page.getByRole('navigation', { name: /hlavní menu/i });
  if (item !== top) await nav.getByRole('link', { name: top.title, exact: true }).hover();
  await nav.getByRole('link', { name: item.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${item.path}$`));
  await expect(count(s.total)).toBeVisible();
  await expect(checkbox.filter({ visible: true }).first()).not.toBeChecked();
  await expect(
    page.getByRole('link', { name: 'Od nejlevnějšího' }).filter({ visible: true }),
  ).not.toHaveAttribute('aria-current', 'true');
});

test('in euros the delivery details offer Slovakia and link the conditions page', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'currency', value: 'EUR', url: webUrl }]);
  const product = await orderableProduct();
  await page.goto(`/produkt/${product.slug}`);
  // On a busy machine the first click can land before the button answers: click again until it does.
  await expect(async () => {
    await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.goto('/kosik');
  await page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await page.getByRole('radio', { name: /^Kurýr na adresu/ }).check();
  await page.getByRole('radio', { name: /^Bankovní převod/ }).check();
  await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
  await expect(page.getByRole('combobox', { name: 'Země' })).toHaveValue('SVK');
  // The conditions page the consent names is the shop's terms page.
  const terms = page.locator('a[href="/vse-o-nakupu/obchodni-podminky"]').filter({ visible: true });
  await expect(terms.first()).toBeVisible();
  // That page exists.
  const res = await page.request.get('/vse-o-nakupu/obchodni-podminky');
  expect(res.status()).toBe(200);
});

test('a customer with a Slovak address shops in euros after log-in; a placed order says it cannot change', async ({
  page,
}) => {
  const email = `sk-${unique()}@example.sk`;
  const token = await registerThroughApi({
    email,
    password: PASSWORD,
    firstName: 'Zuzana',
    lastName: 'Kováčová',
    phone: '+421 905 123 456',
  });
  addressResponse.parse(
    await storeApi('POST', '/api/v1/user/addresses', token, {
      type: 'billing',
      name: 'Zuzana Kováčová',
      street: 'Hlavná 12',
      city: 'Bratislava',
      postcode: '811 01',
      country_code: 'SVK',
    }),
  );
  const product = await orderableProduct();
  const order = await placeOrderAs(token, email, [{ id: product.variants[0]!.id, amount: 1 }]);

  expect(await currencyCookie(page)).toBeUndefined();
  await logInInBrowser(page, email, PASSWORD);
  expect(await currencyCookie(page)).toBe('EUR');
  await page.goto(`/uzivatel/objednavky/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.code);
  await expectChangeNotice(page, order.code);
});

test('a customer with a Czech address keeps the currency of their choice after log-in', async ({ page }) => {
  const email = `cz-${unique()}@example.cz`;
  const token = await registerThroughApi({ email, password: PASSWORD });
  await storeApi('POST', '/api/v1/user/addresses', token, {
    type: 'billing',
    name: 'Jana Nováková',
    street: 'Dlouhá 5',
    city: 'Praha',
    postcode: '110 00',
    country_code: 'CZE',
  });
  await logInInBrowser(page, email, PASSWORD);
  expect(await currencyCookie(page)).toBeUndefined();
});

test("the finished order's page says a placed order is changed by withdrawing and ordering again", async ({
  page,
  context,
}) => {
  const product = await orderableProduct();
  const { order, orderToken } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }]);
  await context.addCookies([{ name: 'order_token', value: orderToken, url: webUrl }]);
  await page.goto('/kosik/dokonceni');
  await expectChangeNotice(page, order.code);
});
