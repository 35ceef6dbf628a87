// "Log in as the customer", marked: the operator's link opens the customer's account with a banner
// naming the operator on every account page, and the customer's overview lists the visit, also
// when the customer logs in themselves.
import { expect, test, type Page } from './shop-test.ts';
import { loginLinkResponse, userResponse } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { registerThroughApi } from './registration.ts';
import { storeApi } from './store-api.ts';

const PASSWORD = 'Heslo-pro-ucet-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The tests' key (operator-key.mjs) is named "Browser tests"; the customer sees its label. */
const OPERATOR = 'API klíč Browser tests';

async function registered(email: string): Promise<number> {
  const token = await registerThroughApi({
    email,
    password: PASSWORD,
    firstName: 'Marta',
    lastName: 'Procházková',
  });
  return userResponse.parse(await storeApi('GET', '/api/v1/user', token)).data.id;
}

async function loginLink(accountId: number): Promise<string> {
  const res = await fetch(`${apiUrl}/api/admin/v1/customers/${accountId}/login-link`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}` },
  });
  expect(res.status).toBe(200);
  return loginLinkResponse.parse(await res.json()).data.url;
}

const banner = (page: Page) => page.getByTestId('assisted-session');
const visits = (page: Page) => page.getByRole('region', { name: 'Obchod jednal vaším jménem' });

test("the operator's session is marked on every account page, and the customer sees the visit", async ({
  page,
}) => {
  const email = `obsluha.${unique()}@example.cz`;
  const accountId = await registered(email);

  await page.goto(await loginLink(accountId));
  await expect(page).toHaveURL(/\/uzivatel\/prehled\?prihlaseni=zakaznik$/);
  await expect(banner(page)).toHaveText(`Přihlášeno za vás obsluhou obchodu: ${OPERATOR}`);
  await expect(page.getByText('Dobrý den, Marta.')).toBeVisible();
  const today = new Intl.DateTimeFormat('cs', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'Europe/Prague',
  }).format(new Date());
  await expect(visits(page).getByRole('listitem')).toHaveCount(1);
  await expect(visits(page).getByRole('listitem')).toHaveText(
    new RegExp(`^${today.replace(/\./g, '\\.')} v \\d{1,2}:\\d{2} – ${OPERATOR}$`),
  );

  // Every account page says whose session this is.
  await page.goto('/uzivatel/osobni-udaje');
  await expect(banner(page)).toBeVisible();
  await page.goto('/uzivatel/objednavky');
  await expect(banner(page)).toContainText(OPERATOR);

  // The customer's own session: no banner, the visit listed.
  await page.getByRole('button', { name: 'Odhlásit se' }).first().click();
  await expect(page).toHaveURL(/\/prihlasit\?odhlaseno=1$/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/uzivatel/prehled');
  await expect(page.getByText('Dobrý den, Marta.')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(visits(page).getByRole('listitem')).toContainText([OPERATOR]);
});

test('a customer the shop never acted for sees no such section', async ({ page }) => {
  const email = `bez-obsluhy.${unique()}@example.cz`;
  await registered(email);
  await page.goto('/prihlasit');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/uzivatel/prehled');
  await expect(page.getByText('Dobrý den, Marta.')).toBeVisible();
  await expect(visits(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
});
