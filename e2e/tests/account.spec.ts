// The customer's account: registration through the mailed link (the same answer for an e-mail that
// has an account), log out, a new password through the e-mailed link, log in, personal details,
// saved addresses and a password change, with and without JavaScript.
import { readFile } from 'node:fs/promises';
import { adminOrderResponse } from '@shop/contract';
import { expect, test, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { allProducts } from './catalog-data.ts';
import { mailTo, mailsTo, outboxMark } from './outbox.ts';
import { logInApi, placeOrderAs } from './store-api.ts';
import { confirmRegistrationInBrowser, registerInBrowser } from './account-forms.ts';
import { accountExistsMail, ownAddress, REGISTRATION_SENT, registrationLink } from './registration.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Heslo-pro-ucet-1';
const LINK_INVALID = 'Odkaz k dokončení registrace je neplatný nebo vypršel. Zaregistrujte se prosím znovu.';

async function register(page: Page, email: string) {
  await registerInBrowser(page, email, PASSWORD);
  await expect(page.getByText('Dobrý den, Jana.')).toBeVisible();
}

/**
 * A product whose stock nobody counts, or else the last one in stock: the cart's tests read the
 * first product's stock while they run, and these tests must not change it under them.
 */
async function productNobodyCounts() {
  const candidates = (await allProducts()).filter(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 10,
  );
  return candidates.find((p) => !p.variants[0]!.availability.checkStock) ?? candidates.at(-1)!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/prihlasit');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test.describe('customer account', () => {
  test('register, log out, set a new password through the e-mailed link, log in @phone', async ({ page }) => {
    const email = `jana.${unique()}@example.cz`;
    await register(page, email);
    const menu = page.getByRole('navigation', { name: 'Můj účet' });
    await expect(menu.getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page.getByText('Byli jste odhlášeni.')).toBeVisible();

    await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click();
    await expect(page).toHaveURL(/\/zapomenute-heslo$/);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Pokud u nás má tento e-mail účet, poslali jsme na něj odkaz',
    );

    const mail = await mailTo(email, 'the new-password link', (m) => m.subject === 'Nastavení nového hesla');
    const link = /(https?:\/\/[^\s"<>]+\/resetovat-heslo\?[^\s"<>]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    // The link is its token alone: no e-mail address in a URL that browsers and logs keep.
    expect([...url.searchParams.keys()]).toEqual(['token']);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení nového hesla' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('Nove-heslo-22');
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill('Nove-heslo-22');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page).toHaveURL(/\/prihlasit\?heslo=zmeneno$/);
    await expect(page.getByText('Heslo bylo změněno. Přihlaste se prosím novým heslem.')).toBeVisible();

    // The link is spent.
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('Treti-heslo-33');
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill('Treti-heslo-33');
    await page.getByRole('button', { name: 'Nastavit heslo' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Odkaz pro nastavení nového hesla je neplatný nebo vypršel',
    );

    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Nesprávný e-mail nebo heslo.');
    await logIn(page, email, 'Nove-heslo-22');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/prihlasit');
    await expect(page.getByText(`Jste přihlášeni jako Jana Nováková (${email}).`)).toBeVisible();
  });

  test('"Můj účet" leads a visitor to log in and back to the account', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Můj účet' }).click();
    await expect(page).toHaveURL(/\/prihlasit\?redirect=%2Fuzivatel%2Fprehled$/);
    for (const path of ['/uzivatel/osobni-udaje', '/uzivatel/adresy', '/uzivatel/zmena-hesla']) {
      const res = await page.goto(path);
      expect(page.url()).toContain(`/prihlasit?redirect=${encodeURIComponent(path)}`);
      expect(res?.headers()['cache-control']).toMatch(/no-store|private/);
    }
  });

  test('details, addresses, the checkout filled in from them, and a password change', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `petr.${unique()}@example.cz`;
    await register(page, email);
    const menu = page.getByRole('navigation', { name: 'Můj účet' });

    await menu.getByRole('link', { name: 'Osobní údaje' }).click();
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('777');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByTestId('error-phone')).toHaveText('Nezadali jste správně telefonní číslo');
    await expect(page.getByRole('textbox', { name: 'Telefon', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 603 111 222');
    await page.getByRole('checkbox', { name: 'Nakupuji na firmu' }).check();
    await page.getByRole('textbox', { name: 'Název firmy', exact: true }).fill('Novák s.r.o.');
    await page.getByRole('textbox', { name: 'IČO', exact: true }).fill('27082440');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Údaje byly uloženy.');
    await menu.getByRole('link', { name: 'Přehled' }).click();
    await expect(page.getByText('Firma: Novák s.r.o.')).toBeVisible();
    await expect(page.getByText('+420 603 111 222')).toBeVisible();

    await menu.getByRole('link', { name: 'Adresy' }).click();
    await expect(page.getByText('Zatím nemáte uloženou žádnou adresu.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Jméno a příjmení', exact: true }).fill('Petr Novák');
    await page.getByRole('textbox', { name: 'Ulice a číslo popisné', exact: true }).fill('Dlouhá');
    await page.getByRole('textbox', { name: 'Obec', exact: true }).fill('Praha');
    await page.getByRole('textbox', { name: 'PSČ', exact: true }).fill('110 00');
    await page.getByRole('button', { name: 'Uložit adresu' }).click();
    await expect(page.getByText('Vyplňte ulici a za ní číslo popisné')).toBeVisible();
    // Nothing typed is lost.
    await expect(page.getByRole('textbox', { name: 'Obec', exact: true })).toHaveValue('Praha');
    await page.getByRole('textbox', { name: 'Ulice a číslo popisné', exact: true }).fill('Dlouhá 5');
    await page.getByRole('button', { name: 'Uložit adresu' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Adresa byla uložena.');
    await expect(page.getByTestId('address')).toHaveCount(1);
    await page.getByRole('link', { name: 'Upravit adresu Dlouhá 5' }).click();
    await page.getByRole('textbox', { name: 'Obec', exact: true }).fill('Brno');
    await page.getByRole('textbox', { name: 'PSČ', exact: true }).fill('602 00');
    await page.getByRole('button', { name: 'Uložit adresu' }).click();
    await expect(page.getByTestId('address')).toContainText('602 00 Brno');

    // The checkout is filled in from the account: details, company and the saved address.
    await page.goto(`/produkt/${(await productNobodyCounts()).slug}`);
    await addToCartAndOpenCart(page);
    await page.goto('/kosik/dodaci-udaje');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('Jméno a příjmení')).toHaveValue('Jana Nováková');
    await expect(field('E-mail')).toHaveValue(email);
    await expect(field('Telefon')).toHaveValue('+420 603 111 222');
    await expect(field('Ulice')).toHaveValue('Dlouhá');
    await expect(field('Číslo popisné')).toHaveValue('5');
    await expect(field('Město')).toHaveValue('Brno');
    await expect(field('PSČ')).toHaveValue('602 00');
    await expect(field('Název firmy')).toHaveValue('Novák s.r.o.');
    await expect(field('IČO')).toHaveValue('27082440');
    // Typed over, then the saved address picked again.
    await field('Město').fill('Ostrava');
    await page
      .getByRole('combobox', { name: 'Uložená adresa' })
      .selectOption({ label: 'Petr Novák, Dlouhá 5, 602 00 Brno' });
    await expect(field('Město')).toHaveValue('Brno');
    // A logged-in customer is not offered an account.
    await expect(
      page.getByRole('checkbox', { name: 'Chci si vytvořit účet a sledovat objednávky' }),
    ).toHaveCount(0);
    await page.goto('/uzivatel/prehled');

    // Another browser logged in as the same customer is logged out by the password change.
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await logIn(elsewhere, email, PASSWORD);
    await expect(elsewhere).toHaveURL(/\/$/);
    await elsewhere.goto('/uzivatel/prehled');
    await expect(elsewhere.getByText('Dobrý den, Jana.')).toBeVisible();

    await menu.getByRole('link', { name: 'Změna hesla' }).click();
    await page.getByRole('textbox', { name: 'Současné heslo', exact: true }).fill('spatne-heslo');
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('Nove-heslo-44');
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill('Nove-heslo-44');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByTestId('error-old_password')).toHaveText('Současné heslo nesouhlasí.');
    await page.getByRole('textbox', { name: 'Současné heslo', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('Nove-heslo-44');
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill('Nove-heslo-44');
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Heslo bylo změněno.');
    await menu.getByRole('link', { name: 'Přehled' }).click();
    await expect(page.getByText('Dobrý den, Jana.')).toBeVisible();

    await elsewhere.goto('/uzivatel/prehled');
    await expect(elsewhere).toHaveURL(/\/prihlasit\?redirect=/);
    await other.close();
  });

  test('registration works without JavaScript and keeps what was typed', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
    });
    const page = await context.newPage();
    const email = `bezjs.${unique()}@example.cz`;
    await page.goto('/registrovat');
    await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Eva');
    await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Malá');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 555 666');
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill('jine-heslo-99');
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByTestId('error-password_confirmation')).toHaveText(
      'Nepodařilo se vám heslo napsat 2× správně.',
    );
    await expect(page.getByTestId('error-terms')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Příjmení', exact: true })).toHaveValue('Malá');
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
    const mark = await outboxMark();
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(REGISTRATION_SENT);
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
    // The mailed link's button is a plain form too.
    await confirmRegistrationInBrowser(page, await registrationLink(email, mark));
    await expect(page.getByText('Dobrý den, Eva.')).toBeVisible();
    await context.close();
  });

  test('the mailed link creates the account once; an e-mail with an account gets the same answer and a mail saying so', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `odkaz.${unique()}@example.cz`;
    const form = async (password: string) => {
      await page.goto('/registrovat');
      await page.getByRole('textbox', { name: 'Jméno', exact: true }).fill('Jana');
      await page.getByRole('textbox', { name: 'Příjmení', exact: true }).fill('Nováková');
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 123 456');
      await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
      await page.getByRole('textbox', { name: 'Heslo znovu', exact: true }).fill(password);
      await page.getByRole('checkbox', { name: /Souhlasím s obchodními podmínkami/ }).check();
      const mark = await outboxMark();
      await page.getByRole('button', { name: 'Vytvořit účet' }).click();
      // The same answer for every e-mail; the form is gone.
      await expect(page.getByRole('main').getByRole('status')).toHaveText(REGISTRATION_SENT);
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText(/už má účet|už existuje|už máte/);
      return mark;
    };
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });

    const sent = await form(PASSWORD);
    // Asking opened no session and no account: the link does that.
    await page.goto('/uzivatel/prehled');
    await expect(page).toHaveURL(/\/prihlasit\?redirect=/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Nesprávný e-mail nebo heslo.');

    const link = await registrationLink(email, sent);
    const url = new URL(link);
    // The link is its token alone: no e-mail address in a URL that browsers and logs keep.
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(url.origin).toBe(new URL(page.url()).origin);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dokončení registrace' })).toBeVisible();
    // Opening the link creates nothing (mail scanners open links): its one button does.
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
    await page.getByRole('button', { name: 'Dokončit registraci' }).click();
    await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
    await expect(page.getByText('Dobrý den, Jana.')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);

    // The link is spent: pressed again in another browser, it says so and logs nobody in.
    const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } });
    const again = await other.newPage();
    await again.goto(`${url.pathname}${url.search}`);
    await again.getByRole('button', { name: 'Dokončit registraci' }).click();
    await expect(again.getByRole('main').getByRole('alert')).toHaveText(LINK_INVALID);
    await expect(again).toHaveURL(/\/registrovat\?token=/);
    await again.goto('/uzivatel/prehled');
    await expect(again).toHaveURL(/\/prihlasit\?redirect=/);
    await other.close();

    // The e-mail has an account now: registering it again answers the very same, opens nothing,
    // and the mailbox alone learns that it has an account (with a link to set a new password).
    await page
      .getByRole('navigation', { name: 'Můj účet' })
      .getByRole('button', { name: 'Odhlásit se' })
      .click();
    await expect(page.getByText('Byli jste odhlášeni.')).toBeVisible();
    const taken = await form('Jine-heslo-55');
    const existing = await accountExistsMail(email, taken);
    expect(existing.text).toMatch(/\/resetovat-heslo\?token=[A-Za-z0-9_-]+/);
    // No link that would make a second account.
    expect((await mailsTo(email, taken)).map((m) => m.subject)).not.toContain('Dokončení registrace');
    // The password of the second registration opens nothing; the account's own still does.
    await logIn(page, email, 'Jine-heslo-55');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Nesprávný e-mail nebo heslo.');
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test('orders in the account: the list, the detail, both exports, ordering again, and shipping by the operator', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `objednavky.${unique()}@example.cz`;
  await register(page, email);
  const product = await productNobodyCounts();
  const variant = product.variants[0]!;
  const order = await placeOrderAs(await logInApi(email, PASSWORD), email, [{ id: variant.id, amount: 2 }]);

  const menu = page.getByRole('navigation', { name: 'Můj účet' });
  await menu.getByRole('link', { name: 'Objednávky' }).click();
  const row = page.getByTestId('orders').getByRole('listitem').first();
  await expect(row).toContainText(`Objednávka č. ${order.code}`);
  await expect(row).toContainText('Přijatá · čeká na platbu');
  await row.getByRole('link', { name: `Detail objednávky ${order.code}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka č. ${order.code}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(product.name);

  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout položky (CSV)' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe(`objednavka-${order.code}.csv`);
  const text = await readFile((await csvFile.path())!, 'utf8');
  expect(text).toContain('Kód;Název;EAN;Množství;Cena za kus s DPH;Cena za kus bez DPH');
  expect(text).toContain(`${variant.catalogCode};`);
  const zip = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Stáhnout obrázky (ZIP)' }).click();
  const zipFile = await zip;
  expect(zipFile.suggestedFilename()).toBe(`objednavka-${order.code}-obrazky.zip`);
  expect((await readFile((await zipFile.path())!)).subarray(0, 2).toString()).toBe('PK');

  // The transfer arrives and the operator records it, then ships the order; the account shows it.
  const operator = { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' };
  const desk = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}`, { headers: operator });
  const { amountDue } = adminOrderResponse.parse(await desk.json()).data.totals;
  const paid = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}/payments`, {
    method: 'POST',
    headers: operator,
    // Today in Prague, the day the order was placed.
    body: JSON.stringify({
      amount: amountDue,
      paidOn: new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(new Date()),
    }),
  });
  expect(paid.status).toBeLessThan(300);
  const shipped = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}/transitions`, {
    method: 'POST',
    headers: operator,
    body: JSON.stringify({ to: 'shipped', trackingNumber: 'DR 1234567890' }),
  });
  expect(shipped.status).toBe(200);
  await page.reload();
  await expect(page.getByTestId('order-state')).toHaveText('Odeslaná');

  await page.getByRole('button', { name: 'Objednat znovu' }).click();
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(page.getByRole('main')).toContainText(product.name);
  const shippedMail = await mailTo(email, 'the shipped e-mail', (m) => m.subject.includes('je na cestě'));
  expect(shippedMail.subject).toContain(order.code);
});
