// The welcome campaign: a new visitor (who has answered the cookie dialog) is offered the
// newsletter once, in an entry dialog; a sign-up from it also goes to the marketing-contact
// service, whose local outbox the backend writes when no service is configured.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './shop-test.ts';
import { acceptedConsent } from '../consent-state.ts';
import { dataDirName } from '../ports.mjs';

const contacts = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  dataDirName,
  'outbox',
  'marketing-contacts.jsonl',
);
async function contactEmails(): Promise<string[]> {
  const text = await readFile(contacts, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { email: { email: string } }).email.email);
}

// Consent answered on an earlier visit, the campaign never closed.
test.use({ storageState: { cookies: acceptedConsent.cookies, origins: [] } });

const welcome = (page: Page) => page.getByRole('dialog', { name: 'Vítejte v Intimfitu' });
/** The page has run its scripts: the footer's cookie control has become a button. */
const hydrated = (page: Page) =>
  expect(page.getByRole('contentinfo').getByRole('button', { name: 'Nastavení cookies' })).toBeVisible();

test('a new visitor is offered the newsletter once; the sign-up reaches the marketing-contact service @phone', async ({
  page,
}) => {
  const email = `vitejte.${Date.now()}.${test.info().project.name}@example.cz`;
  await page.goto('/');
  await expect(welcome(page)).toBeVisible();
  const field = welcome(page).getByRole('textbox', { name: 'Váš e-mail' });
  await field.fill(email);
  await welcome(page).getByRole('button', { name: 'Odebírat novinky' }).click();
  await expect(welcome(page)).toContainText('Přihlášení bylo úspěšné');
  await expect.poll(contactEmails, { timeout: 15_000 }).toContain(email);

  await welcome(page).getByRole('button', { name: 'Zavřít nabídku odběru novinek' }).click();
  await expect(welcome(page)).toBeHidden();
  // Closed: not offered again on the next pages.
  await page.goto('/nakupni-radce');
  await hydrated(page);
  await expect(welcome(page)).toBeHidden();
});

test('axe finds nothing with it open; Escape closes it, and the offer stays closed @phone', async ({
  page,
}) => {
  await page.goto('/');
  await expect(welcome(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(welcome(page)).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(welcome(page)).toBeHidden();
});

test('it waits for an answer to the cookie dialog: never on top of it', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Cookies a vaše soukromí' })).toBeVisible();
  await hydrated(page);
  await expect(welcome(page)).toBeHidden();
  await context.close();
});
