// The account's forms as a shopper fills them in, for the journeys that need a customer first.
import { expect, type Page } from '@playwright/test';
import { outboxMark } from './outbox.ts';
import { ownAddress, REGISTRATION_SENT, registrationLink } from './registration.ts';

/**
 * Registers Jana Nováková at /registrovat: the form says the link is on its way, the mailed link
 * opens in the same page, and its button creates the account; she lands on her account's overview.
 */
export async function registerInBrowser(page: Page, email: string, password: string) {
  // The shop takes 10 registrations an hour from one address, and the whole suite runs from one
  // (a retried test registers again): each browser registration comes from an address of its own.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
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
  await expect(page.getByRole('main').getByRole('status')).toHaveText(REGISTRATION_SENT);
  await confirmRegistrationInBrowser(page, await registrationLink(email, mark));
}

/** Opens the mailed registration link in `page` and presses its button: the account's overview. */
export async function confirmRegistrationInBrowser(page: Page, link: string) {
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení registrace' })).toBeVisible();
  await page.getByRole('button', { name: 'Dokončit registraci' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/prehled$/);
}

/** Logs in at /prihlasit and waits until the shop has moved on from the log-in page. */
export async function logInInBrowser(page: Page, email: string, password: string) {
  await page.goto('/prihlasit');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page).not.toHaveURL(/\/prihlasit/, { timeout: 20_000 });
}
