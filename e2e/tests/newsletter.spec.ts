// The newsletter: signing up in the footer and in the content block, the activation link from the
// e-mail, unsubscribing from the e-mail's link, with and without JavaScript.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from './shop-test.ts';
import { dataDirName } from '../ports.mjs';
import { notifications } from './notifications.ts';

const outbox = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', dataDirName, 'outbox');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A mail's text: quoted-printable soft breaks joined and its UTF-8 bytes read. */
const decode = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The newest e-mail to `email`, waiting for the job runner to send it. */
async function mailTo(email: string): Promise<{ raw: string; text: string }> {
  let found: { raw: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
        const mails = await Promise.all(
          files.map(async (f) => {
            const raw = await readFile(path.join(outbox, f), 'utf8');
            return { at: (await stat(path.join(outbox, f))).mtimeMs, raw, text: decode(raw) };
          }),
        );
        found = mails
          .filter((m) => new RegExp(`^To: ${email.replaceAll('.', '\\.')}`, 'm').test(m.raw))
          .sort((a, b) => b.at - a.at)[0];
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** A link of the mail's plain-text part, as a path on the storefront under test. */
function linkIn(text: string, pattern: RegExp): string {
  const url = new URL(pattern.exec(text)?.[1] ?? 'about:blank');
  expect(url.protocol).toBe('http:');
  return `${url.pathname}${url.search}`;
}
const activationLink = (text: string) => linkIn(text, /: (http:\/\/localhost:\d+\/\S*aktivovat\?\S+)/);
const unsubscribeLink = (text: string) =>
  linkIn(text, /: (http:\/\/localhost:\d+\/\S*odhlaseni-novinek\?\S+)/);

const footerForm = (page: Page) => page.getByTestId('newsletter-footer');
const emailField = (form: Locator) => form.getByRole('textbox', { name: 'Váš e-mail' });

async function signUp(form: Locator, email: string) {
  await emailField(form).fill(email);
  await form.getByRole('button', { name: 'Odebírat novinky' }).click();
}

test('signing up in the footer, confirming from the e-mail and unsubscribing from it @phone', async ({
  page,
}) => {
  const email = `novinky.${unique()}@example.cz`;
  await page.goto('/');
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('link', { name: 'zpracováním osobních údajů pro marketing' })).toHaveAttribute(
    'href',
    '/vse-o-nakupu/ochrana-osobnich-udaju-marketing',
  );
  await signUp(form, email);
  await expect(form.getByText('Přihlášení bylo úspěšné')).toBeVisible();
  await expect(emailField(form)).toHaveValue('');

  const mail = await mailTo(email);
  expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail.text).toContain('Potvrdit odběr novinek');
  await page.goto(activationLink(mail.text));
  await expect(page.getByTestId('activation-result')).toHaveText('Děkujeme, odběr novinek je potvrzený.');
  // The link works once.
  await page.goto(activationLink(mail.text));
  await expect(page.getByTestId('activation-result')).toContainText('není platný nebo už vypršel');

  // Opening the unsubscribe link only asks; the button unsubscribes.
  const unsubscribe = unsubscribeLink(mail.text);
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Odhlášení odběru novinek' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Odhlásit odběr novinek' }).click();
  await expect(page.getByTestId('unsubscribe-result')).toHaveText(
    'Odběr novinek jsme zrušili. Další e-maily s novinkami vám už posílat nebudeme.',
  );
  await expect(page).not.toHaveURL(/token=/);
});

test('an empty e-mail gets its own message, a malformed one another', async ({ page }) => {
  await page.goto('/kontakt');
  const form = footerForm(page);
  await form.getByRole('button', { name: 'Odebírat novinky' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pokud chcete dostávat novinky, musíte vyplnit e-mail.');
  await expect(emailField(form)).toHaveAttribute('aria-invalid', 'true');
  await signUp(form, 'jana@');
  await expect(form.getByRole('alert')).toHaveText('E-mail není ve správném formátu');
  await expect(emailField(form)).toHaveValue('jana@');
});

test('a refusal of the whole form is a danger notification; the e-mail stays typed', async ({ page }) => {
  // A client address of its own: the sign-ups counted here count against no other test's.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });
  const email = `opakovane.${unique()}@example.cz`;
  await page.goto('/kontakt');
  const form = footerForm(page);
  // Three sign-ups of one address an hour are allowed; the fourth is refused.
  for (let i = 0; i < 3; i++) {
    await signUp(form, email);
    await expect(form.getByText('Přihlášení bylo úspěšné')).toBeVisible();
    await expect(emailField(form)).toHaveValue('');
  }
  await signUp(form, email);
  const notice = notifications(page).filter({ hasText: 'Přihlásit k odběru jste se zkoušeli příliš často' });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-kind', 'danger');
  await expect(emailField(form)).toHaveValue(email);
  await expect(form.getByText('Přihlášení bylo úspěšné')).toBeHidden();
  await expect(form.getByText('příliš často')).toHaveCount(0);
});

test('the content block signs up too', async ({ page }) => {
  const email = `blok.${unique()}@example.cz`;
  await page.goto('/poradna/strana/2');
  const form = page.getByTestId('newsletter-block');
  await expect(page.getByRole('heading', { name: 'Novinky z poradny e-mailem' })).toBeVisible();
  await signUp(form, email);
  await expect(form.getByText('Přihlášení bylo úspěšné')).toBeVisible();
  const mail = await mailTo(email);
  await page.goto(activationLink(mail.text));
  await expect(page.getByTestId('activation-result')).toHaveText('Děkujeme, odběr novinek je potvrzený.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer form signs up, and shows a refusal with what was typed @phone', async ({ page }) => {
    await page.goto('/kontakt');
    await signUp(footerForm(page), '  ');
    await expect(page).toHaveURL(/\/odber-novinek$/);
    const form = page.getByRole('main').getByTestId('newsletter-footer');
    await expect(form.getByRole('alert')).toHaveText('Pokud chcete dostávat novinky, musíte vyplnit e-mail.');
    await signUp(form, 'jana@');
    await expect(form.getByRole('alert')).toHaveText('E-mail není ve správném formátu');
    await expect(emailField(form)).toHaveValue('jana@');

    const email = `bezjs.${unique()}@example.cz`;
    await signUp(form, email);
    await expect(page).toHaveURL(/\/odber-novinek\/prihlaseno$/);
    await expect(page.getByTestId('newsletter-done')).toHaveText('Přihlášení bylo úspěšné');
    const mail = await mailTo(email);
    await page.goto(activationLink(mail.text));
    await expect(page.getByTestId('activation-result')).toHaveText('Děkujeme, odběr novinek je potvrzený.');

    await page.goto(unsubscribeLink(mail.text));
    await page.getByRole('button', { name: 'Odhlásit odběr novinek' }).click();
    await expect(page.getByTestId('unsubscribe-result')).toContainText('Odběr novinek jsme zrušili.');
  });

  test('a refusal of the whole form stays in the page, with the e-mail typed', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });
    const email = `bezjs.opakovane.${unique()}@example.cz`;
    for (let i = 0; i < 3; i++) {
      await page.goto('/kontakt');
      await signUp(footerForm(page), email);
      await expect(page.getByTestId('newsletter-done')).toHaveText('Přihlášení bylo úspěšné');
    }
    await page.goto('/kontakt');
    await signUp(footerForm(page), email);
    await expect(page).toHaveURL(/\/odber-novinek$/);
    const form = page.getByRole('main').getByTestId('newsletter-footer');
    await expect(form.getByText('Přihlásit k odběru jste se zkoušeli příliš často')).toBeVisible();
    await expect(emailField(form)).toHaveValue(email);
  });

  test('an unsubscribe link without its token or with an unknown one says so', async ({ page }) => {
    await page.goto('/odhlaseni-novinek');
    await expect(page.getByTestId('unsubscribe-result')).toContainText('chybí kód pro odhlášení');
    await page.goto(`/odhlaseni-novinek?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Odhlásit odběr novinek' }).click();
    await expect(page.getByTestId('unsubscribe-result')).toContainText('není platný');
  });
});
