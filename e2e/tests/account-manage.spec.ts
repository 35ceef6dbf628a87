// The account's management in the browser: an operator's log-in-as-customer link, the data export,
// deleting the account (with and without JavaScript), paying an unpaid card order again from the
// account at the local test gateway, and the header's user menu by keyboard.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './shop-test.ts';
import { accountExport, globals, loginLinkResponse, orderResponse, userResponse } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { registerThroughApi } from './registration.ts';
import { placeOrderAs, storeApi } from './store-api.ts';

const PASSWORD = 'Heslo-pro-ucet-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const api = storeApi;

/** A customer registered through the store API: their id and session token. */
async function registered(email: string, firstName = 'Jana'): Promise<{ id: number; token: string }> {
  const token = await registerThroughApi({ email, password: PASSWORD, firstName });
  const me = userResponse.parse(await api('GET', '/api/v1/user', token)).data;
  return { id: me.id, token };
}

/** Logs in at /prihlasit; unless `refused`, waits until the browser has gone on to the home page. */
async function logIn(page: Page, email: string, { refused = false } = {}) {
  await page.goto('/prihlasit');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  if (!refused) await expect(page).toHaveURL(/:\d+\/$/);
}

async function loginLink(accountId: number): Promise<string> {
  const res = await fetch(`${apiUrl}/api/admin/v1/customers/${accountId}/login-link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}` },
  });
  expect(res.status).toBe(200);
  return loginLinkResponse.parse(await res.json()).data.url;
}

test.describe('log in as a customer', () => {
  test("the operator's link logs the browser in as the customer, ending whoever was logged in", async ({
    page,
  }) => {
    const someone = `nekdo.${unique()}@example.cz`;
    await registered(someone, 'Petr');
    await logIn(page, someone);

    const email = `zakaznik.${unique()}@example.cz`;
    const jana = await registered(email, 'Jana');
    await page.goto(await loginLink(jana.id));
    await expect(page).toHaveURL(/\/uzivatel\/prehled\?prihlaseni=zakaznik$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Přihlášení se na zákazníka bylo úspěšné',
    );
    await expect(page.getByText('Dobrý den, Jana.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
  });

  test('a prefetch spends nothing; a used or wrong link logs nobody in, ends no session, and says so', async ({
    page,
  }) => {
    const jana = await registered(`jednou.${unique()}@example.cz`);
    const link = await loginLink(jana.id);
    // A browser prefetching the link (speculation rules, a router) neither spends it nor logs in.
    const prefetched = await page.request.get(link, {
      headers: { 'sec-purpose': 'prefetch' },
      maxRedirects: 0,
    });
    expect(prefetched.status()).toBe(204);
    expect(prefetched.headers()['set-cookie']).toBeUndefined();
    await page.goto(link);
    await expect(page).toHaveURL(/\/uzivatel\/prehled/);
    // Used once already: refused; the session it opened stays, as a link from elsewhere ends no one's.
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Přihlášení se na zákazníka se nezdařilo',
    );
    await page.getByRole('link', { name: 'Na úvodní stránku', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/uzivatel/prehled');
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);

    await page.goto('/prihlasit-jako?token=neplatny');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Přihlášení se na zákazníka se nezdařilo',
    );
    await page.goto('/prihlasit-jako');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Přihlášení se na zákazníka se nezdařilo',
    );
  });
});

test('logging in again ends the session this browser held before, on the server too', async ({ page }) => {
  const email = `znovu.${unique()}@example.cz`;
  await registered(email);
  const sessionToken = async () =>
    (await page.context().cookies()).find((c) => c.name.endsWith('auth_token'))?.value;
  await logIn(page, email);
  const first = await sessionToken();
  expect(first).toBeTruthy();
  // A second log-in posted while this browser is logged in (the log-in page then shows who is
  // logged in instead of its form), with a form token another account page hands out.
  await page.goto('/zapomenute-heslo');
  const formToken = await page.locator('input[name="form_token"]').inputValue();
  const again = await page.request.post('/api/auth/login', {
    form: { email, password: PASSWORD, form_token: formToken, locale: 'cs' },
    headers: { accept: 'application/json' },
  });
  expect(again.status()).toBe(200);
  const second = await sessionToken();
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  const user = (token: string) =>
    fetch(`${apiUrl}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  expect((await user(first!)).status).toBe(401);
  expect((await user(second!)).status).toBe(200);
});

test('the password page lists the devices logged in and logs out all the others', async ({
  page,
  browser,
}) => {
  const email = `zarizeni.${unique()}@example.cz`;
  await registered(email);
  const phone = await browser.newContext({ storageState: await page.context().storageState() });
  const phonePage = await phone.newPage();
  await logIn(phonePage, email);
  await logIn(page, email);
  await page.goto('/uzivatel/zmena-hesla');
  const devices = page.getByRole('region', { name: 'Přihlášená zařízení' });
  // This browser, the phone, and the session the registration's link opened through the store API.
  await expect(devices.getByTestId('sessions').getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByRole('listitem').first()).toContainText('Toto zařízení');
  await expect(devices.getByRole('listitem').nth(1)).toContainText(/Jiné zařízení.*naposledy aktivní/);
  // The password again, as for any change of the account's security; a wrong one ends nothing.
  await devices.getByLabel('Heslo pro potvrzení').fill('spatne-heslo');
  await devices.getByRole('button', { name: 'Odhlásit všechna ostatní zařízení' }).click();
  await expect(devices.getByRole('alert')).toHaveText(
    'Heslo nesouhlasí. Ostatní zařízení zůstala přihlášená.',
  );
  await expect(devices.getByTestId('sessions').getByRole('listitem')).toHaveCount(3);
  await devices.getByLabel('Heslo pro potvrzení').fill(PASSWORD);
  await devices.getByRole('button', { name: 'Odhlásit všechna ostatní zařízení' }).click();
  await expect(devices.getByRole('status')).toHaveText('Na ostatních zařízeních jsme vás odhlásili.');
  await expect(devices.getByTestId('sessions').getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('Jinde přihlášeni nejste.');
  // The phone is logged out; this browser is not.
  await phonePage.goto('/uzivatel/prehled');
  await expect(phonePage).toHaveURL(/\/prihlasit\?redirect=/);
  await page.goto('/uzivatel/prehled');
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
  await phone.close();
});

test('logging out clears what the browser kept for the customer, such as the checkout details', async ({
  page,
}) => {
  const email = `odhlaseni.${unique()}@example.cz`;
  await registered(email);
  await logIn(page, email);
  await page.evaluate(() => localStorage.setItem('checkout', JSON.stringify({ email: 'jana@example.cz' })));
  await page.goto('/uzivatel/prehled');
  await page
    .getByRole('navigation', { name: 'Můj účet' })
    .getByRole('button', { name: 'Odhlásit se' })
    .click();
  await expect(page).toHaveURL(/\/prihlasit\?odhlaseno=1$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('checkout'))).toBeNull();
  // The device's own choices stay: a closed offer does not open again.
  expect(await page.evaluate(() => localStorage.getItem('welcomeClosed'))).toBe('1');
});

test.describe('personal data', () => {
  test('the customer downloads everything the shop holds about them', async ({ page }) => {
    const email = `export.${unique()}@example.cz`;
    await registered(email);
    await logIn(page, email);
    await page.goto('/uzivatel/osobni-udaje');
    await expect(page.getByRole('heading', { level: 2, name: 'Vaše data' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Stáhnout moje data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^osobni-udaje-\d{4}-\d{2}-\d{2}\.json$/);
    const data = accountExport.parse(JSON.parse(await readFile((await file.path())!, 'utf8')));
    expect(data.account).toMatchObject({ email, firstName: 'Jana', lastName: 'Nováková' });
    expect(data.orders).toEqual([]);
  });

  test('deleting the account asks for the password and a tick; afterwards log-in no longer works', async ({
    page,
  }) => {
    const email = `smazat.${unique()}@example.cz`;
    await registered(email);
    await logIn(page, email);
    await page.goto('/uzivatel/osobni-udaje');
    const section = page.getByRole('region', { name: 'Smazání účtu' });
    await section.getByRole('button', { name: 'Smazat účet' }).click();
    await expect(page.getByTestId('error-password')).toHaveText('Vyplňte prosím toto pole');
    await expect(page.getByTestId('error-confirm')).toHaveText('Potvrďte prosím, že chcete účet smazat.');
    await section.getByRole('textbox', { name: 'Heslo', exact: true }).fill('Spatne-heslo-1');
    await section.getByRole('checkbox', { name: 'Rozumím, že smazání účtu nelze vrátit.' }).check();
    await section.getByRole('button', { name: 'Smazat účet' }).click();
    await expect(page.getByTestId('error-password')).toHaveText('Heslo nesouhlasí.');
    await expect(section.getByRole('textbox', { name: 'Heslo', exact: true })).toBeFocused();

    await section.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
    await section.getByRole('button', { name: 'Smazat účet' }).click();
    await expect(page).toHaveURL(/\/prihlasit\?smazano=1$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Váš účet byl smazán. Děkujeme, že jste u nás nakupovali.',
    );
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('signed_in');
    await logIn(page, email, { refused: true });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
  });

  test('deleting the account works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = `bezjs.${unique()}@example.cz`;
    await registered(email);
    await logIn(page, email);
    await page.goto('/uzivatel/osobni-udaje');
    const section = page.getByRole('region', { name: 'Smazání účtu' });
    await section.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
    await section.getByRole('button', { name: 'Smazat účet' }).click();
    // Without the tick nothing goes, and the page says why.
    await expect(page.getByTestId('error-confirm')).toHaveText('Potvrďte prosím, že chcete účet smazat.');
    await section.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
    await section.getByRole('checkbox', { name: 'Rozumím, že smazání účtu nelze vrátit.' }).check();
    await section.getByRole('button', { name: 'Smazat účet' }).click();
    await expect(page).toHaveURL(/\/prihlasit\?smazano=1$/);
    await expect(page.getByRole('main')).toContainText('Váš účet byl smazán.');
    await context.close();
  });
});

test('an unpaid card order is paid again from the account at the test gateway', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `zaplatit.${unique()}@example.cz`;
  const { token } = await registered(email);
  const variant = (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      !p.variants[0]!.availability.checkStock,
  )!.variants[0]!;
  const order = await placeOrderAs(token, email, [{ id: variant.id, amount: 1 }], 'card');
  // The payment placing the order started is declined at the gateway: paying again from the account
  // starts another, which comes back to the account.
  const declined = await fetch(order.paymentRedirectUrl!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'decline' }).toString(),
    redirect: 'manual',
  });
  expect(declined.status).toBe(303);
  await expect
    .poll(
      async () =>
        orderResponse.parse(await api('POST', `/api/v1/user/orders/${order.id}/payment/refresh`, token)).data
          .paymentStatus,
    )
    .toBe('failed');

  await logIn(page, email);
  await page.goto(`/uzivatel/objednavky/${order.id}`);
  await expect(page.getByRole('main')).toContainText('čeká na platbu');
  await page.getByRole('button', { name: 'Zaplatit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${apiUrl}/test-gateway/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Zaplaťte objednávku' })).toBeVisible();
  await page.getByRole('button', { name: 'Zaplatit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/uzivatel/objednavky/${order.id}\\?platba=zpet$`));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Objednávka je zaplacená. Děkujeme.');
  await expect(page.getByTestId('order-state')).toHaveText('Zaplacená');
  await expect(page.getByRole('button', { name: 'Zaplatit', exact: true })).toHaveCount(0);
});

test('the user menu opens from the keyboard when logged in @phone', async ({ page }) => {
  // Logged out, 'Můj účet' is the way to log in.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Můj účet' })).toBeHidden();

  const email = `menu.${unique()}@example.cz`;
  await registered(email);
  await logIn(page, email);
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Můj účet' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Nabídka účtu' });
  // The conditional entries follow the shop's functions (the demo shop has the quick order on).
  const functions = globals.parse(await api('GET', '/api/v1/globals', null)).settings.functions;
  const conditional: [string, string][] = [
    ['favourites', 'Oblíbené'],
    ['shoppingLists', 'Nákupní seznamy'],
    ['addressList', 'Adresy'],
    ['bulkOrder', 'Rychlá objednávka'],
    ['documentsList', 'Doklady'],
  ];
  await expect(menu.getByRole('link')).toHaveText([
    'Přehled',
    'Osobní údaje',
    'Objednávky',
    'Změna hesla',
    ...conditional.filter(([fn]) => functions[fn]).map(([, label]) => label),
  ]);
  expect(functions).toMatchObject({ shoppingLists: true, addressList: true, documentsList: true });
  // The menu follows its button in the keyboard order.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Přehled' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Osobní údaje' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/uzivatel\/osobni-udaje$/);
});
