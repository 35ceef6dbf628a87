// A customer's second factor in the browser: turned on from the password page (scan, keep the
// recovery codes, confirm with a code), asked at the next log-in, answered by a recovery code
// without JavaScript, and turned off again.
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, test, type Page } from './shop-test.ts';
import { registerThroughApi } from './registration.ts';

const PASSWORD = 'Dvoufazove-prihlaseni-9';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function register(email: string): Promise<void> {
  await registerThroughApi({ email, password: PASSWORD, firstName: 'Dana', lastName: 'Dvořáková' });
}

/** The password step of /prihlasit. */
async function enterPassword(page: Page, email: string) {
  await page.goto('/prihlasit');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

/** A code of the app for the time step `steps` ahead: each step's code is taken once. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** An address of the test's own: password confirmations and log-ins are limited per address. */
const ownAddress = () => ({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });

test('a customer turns the second factor on, logs in with a code, then with a recovery code, and turns it off', async ({
  page,
  browser,
}) => {
  const email = `dvoufazove.${unique()}@example.cz`;
  await page.setExtraHTTPHeaders(ownAddress());
  await register(email);
  await enterPassword(page, email);
  await expect(page).toHaveURL(/:\d+\/$/);

  await page.goto('/uzivatel/zmena-hesla');
  const section = page.getByRole('region', { name: 'Dvoufázové ověření' });
  await expect(section).toContainText('Dvoufázové ověření máte vypnuté.');
  await section.getByLabel('Heslo pro potvrzení').fill(PASSWORD);
  await section.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click();
  await expect(section.getByRole('img', { name: 'QR kód pro aplikaci s ověřovacími kódy' })).toBeVisible();
  const secret = (await section.getByTestId('second-factor-secret').textContent())!.trim();
  const recoveryCodes = await section.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  const { violations } = await new AxeBuilder({ page })
    .include('#dvoufazove')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A wrong code turns nothing on; the set-up stays to try again.
  await section.getByLabel('3. Opište kód, který aplikace ukazuje').fill('000000');
  await section.getByRole('button', { name: 'Zapnout', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Kód neplatí. Opište kód, který aplikace ukazuje právě teď.',
  );
  await section.getByLabel('3. Opište kód, který aplikace ukazuje').fill(await codeAt(secret, 0));
  await section.getByRole('button', { name: 'Zapnout', exact: true }).click();
  await expect(section.getByRole('status')).toHaveText(
    'Dvoufázové ověření je zapnuté. Na ostatních zařízeních jsme vás odhlásili.',
  );
  await expect(section.getByTestId('second-factor-state')).toHaveText(
    'Dvoufázové ověření máte zapnuté. Zbývá záchranných kódů: 10.',
  );
  // The recovery codes are not shown again.
  await expect(section.getByTestId('recovery-codes')).toHaveCount(0);

  // The next log-in asks for a code after the password.
  await page.context().clearCookies();
  await enterPassword(page, email);
  const codeStep = page.getByRole('region', { name: 'Ověření přihlášení' });
  await expect(codeStep).toBeVisible();
  const codeField = page.getByRole('textbox', { name: 'Kód z aplikace' });
  await expect(codeField).toBeFocused();
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Ověřit a přihlásit' }).click();
  await expect(codeStep.getByRole('alert')).toHaveText(
    'Kód neplatí. Opište aktuální kód z aplikace, nebo jeden ze záchranných kódů.',
  );
  await page.getByRole('textbox', { name: 'Kód z aplikace' }).fill(await codeAt(secret, 1));
  await page.getByRole('button', { name: 'Ověřit a přihlásit' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await page.goto('/uzivatel/zmena-hesla');
  await expect(page).toHaveURL(/\/uzivatel\/zmena-hesla$/);

  // Without JavaScript, with a recovery code typed in capitals.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownAddress() });
  const plainPage = await plain.newPage();
  await enterPassword(plainPage, email);
  await expect(plainPage).toHaveURL(/\/prihlasit\?krok=kod/);
  await plainPage.getByRole('textbox', { name: 'Kód z aplikace' }).fill(recoveryCodes[0]!.toUpperCase());
  await plainPage.getByRole('button', { name: 'Ověřit a přihlásit' }).click();
  await expect(plainPage).toHaveURL(/:\d+\/$/);
  await plainPage.goto('/uzivatel/zmena-hesla');
  await expect(plainPage.getByTestId('second-factor-state')).toHaveText(
    'Dvoufázové ověření máte zapnuté. Zbývá záchranných kódů: 9.',
  );
  await plain.close();

  // Turned off with the password; the log-in asks for no code then.
  const again = page.getByRole('region', { name: 'Dvoufázové ověření' });
  await again.getByLabel('Heslo pro potvrzení').fill(PASSWORD);
  await again.getByRole('button', { name: 'Vypnout dvoufázové ověření' }).click();
  await expect(again.getByRole('status')).toHaveText('Dvoufázové ověření je vypnuté.');
  await page.context().clearCookies();
  await enterPassword(page, email);
  await expect(page).toHaveURL(/:\d+\/$/);
});
