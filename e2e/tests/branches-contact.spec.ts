// The branches (/pobocky and a branch page) and the contact page (/kontakt with its form), with
// and without JavaScript, on phone and desktop widths; the data is read from the backend.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './shop-test.ts';
import { branchesPageQuery, branchesPageResult, globals } from '@shop/contract';
import { contactFormMessages, messages } from '@shop/rules';
import { apiUrl } from './backend.ts';
import { holdScripts, releaseAndHydrate } from './held-scripts.ts';

async function branches() {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ query: branchesPageQuery, variables: { skip: 0, limit: 50 } }),
  });
  return branchesPageResult.parse(await res.json()).data.branches.items;
}

async function shopContact() {
  const res = await fetch(`${apiUrl}/api/v1/globals`, { headers: { 'x-locale': 'cs' } });
  return globals.parse(await res.json()).contact;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page is no wider than the screen. */
async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const form = (page: Page) => page.getByTestId('contact-form');

async function fillMessage(page: Page, values: { name: string; email: string; message: string }) {
  const f = form(page);
  await f.getByRole('textbox', { name: 'Jméno a příjmení' }).fill(values.name);
  await f.getByRole('textbox', { name: 'E-mail' }).fill(values.email);
  await f.getByRole('textbox', { name: 'Zpráva' }).fill(values.message);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/pobocky lists every branch with its address and hours, and draws them on a map @phone', async ({
    page,
  }) => {
    const expected = await branches();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const res = await page.goto('/pobocky');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Pobočky' })).toBeVisible();

    const cards = page.getByTestId('branch-summary');
    await expect(cards).toHaveCount(expected.length);
    for (const [i, b] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', { name: b.title })).toHaveAttribute(
        'href',
        `/pobocky/${b.page_meta.slug}`,
      );
      await expect(card.getByText(b.address.street)).toBeVisible();
      await expect(card.getByRole('table', { name: 'Otevírací doba' }).getByRole('row')).toHaveCount(7);
    }
    // The branch with a closure says so.
    const closed = expected.findIndex((b) => b.branch_closed_from !== null);
    await expect(cards.nth(closed).getByTestId('branch-closure')).toContainText('zavřená');

    // The map: one dot per branch, named by its town, drawn without any outside tiles.
    const map = page.getByRole('img', { name: /Mapa poboček/ });
    await expect(map).toBeVisible();
    await expect(map.locator('[data-branch]')).toHaveCount(expected.length);
    await expect(map.locator('text', { hasText: 'Košice' })).toHaveCount(1);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
    expect(ld['@graph']).toHaveLength(expected.length);
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'Store', name: expected[0]!.title });
    await fitsTheScreen(page);
  });

  test('a branch page shows everything of the branch @phone', async ({ page }) => {
    const brno = (await branches()).find((b) => b.page_meta.slug === 'brno-masarykova')!;
    const res = await page.goto('/pobocky/brno-masarykova');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: brno.title })).toBeVisible();
    await expect(page.getByTestId('branch-closure')).toContainText('Pobočka bude zavřená od 28. 12.');
    const detail = page.getByTestId('branch-detail');
    await expect(detail.getByRole('table', { name: 'Otevírací doba' }).getByRole('row')).toHaveCount(7);
    await expect(detail.getByRole('heading', { name: 'Jak se k nám dostanete' })).toBeVisible();
    await expect(detail.getByText(brno.public_transportation_accessibility!)).toBeVisible();
    await expect(detail.getByText(brno.car_accessibility!)).toBeVisible();
    await expect(detail.getByRole('heading', { name: 'Služby' })).toBeVisible();
    for (const e of brno.employees) {
      await expect(detail.getByRole('img', { name: e.title })).toBeVisible();
      await expect(detail.getByText(e.title, { exact: true })).toBeVisible();
    }
    await expect(detail.getByRole('link', { name: /Otevřít v mapě/ })).toHaveAttribute(
      'href',
      brno.google_map_link!,
    );
    await expect(detail.getByRole('link', { name: /Napište nám recenzi/ })).toHaveAttribute(
      'href',
      brno.review_link!,
    );
    await expect(page.getByRole('img', { name: /Poloha pobočky Prodejna Brno/ })).toBeVisible();

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
    expect(ld).toMatchObject({
      '@type': 'Store',
      name: 'Prodejna Brno',
      address: { '@type': 'PostalAddress', streetAddress: 'Masarykova 12', addressCountry: 'CZ' },
      geo: { '@type': 'GeoCoordinates', latitude: brno.gps_latitude, longitude: brno.gps_longitude },
      openingHours: ['Mo-Fr 09:00-18:30', 'Sa 09:00-13:00'],
    });
    await fitsTheScreen(page);
  });

  test('an unknown branch answers 404', async ({ page }) => {
    const res = await page.goto('/pobocky/neexistujici-pobocka');
    expect(res?.status()).toBe(404);
  });

  test('/kontakt shows the shop’s contact data and sends a message, keeping what was typed on a refusal @phone', async ({
    page,
  }) => {
    const contact = await shopContact();
    const res = await page.goto('/kontakt');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    const box = page.getByTestId('contact-box');
    await expect(box.getByRole('link', { name: contact.phone })).toBeVisible();
    await expect(box.getByRole('link', { name: contact.email })).toBeVisible();
    await expect(box.getByText(contact.hours)).toBeVisible();
    await expect(box.getByText(contact.name)).toBeVisible();

    // A one-word name and no consent: the form comes back with the messages and the text typed.
    const text = 'Dobrý den, dostanu k objednávce i návod k použití kalíšku?';
    await fillMessage(page, { name: 'Jana', email: 'jana.kontakt@example.cz', message: text });
    await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page).toHaveURL(/\/kontakt\/oprava$/);
    await expect(page.getByTestId('error-name')).toHaveText(messages.fullName);
    await expect(page.getByTestId('error-consent')).toHaveText(contactFormMessages.consent);
    await expect(form(page).getByRole('textbox', { name: 'Zpráva' })).toHaveValue(text);
    await expect(form(page).getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.kontakt@example.cz');

    await form(page).getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Jana Nováková');
    await form(page)
      .getByRole('checkbox', { name: /Souhlasím se zpracováním/ })
      .check();
    await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page).toHaveURL(/\/kontakt\/odeslano$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zpráva odeslána' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(contactFormMessages.sent);
  });

  test('the header and footer show the contact data of the shop settings', async ({ page }) => {
    const contact = await shopContact();
    await page.goto('/pobocky');
    await expect(page.locator('header').getByRole('link', { name: contact.phone })).toBeVisible();
    await expect(page.locator('header').getByText(`(${contact.hours})`)).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: contact.email })).toBeVisible();
    await expect(footer.getByRole('link', { name: contact.phone })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the contact form shows its messages in place and then the thank-you @phone', async ({ page }) => {
    await page.goto('/kontakt');
    const f = form(page);
    // Hydrated: the form's own check answers without leaving the page.
    await expect(async () => {
      await f.getByRole('button', { name: 'Odeslat zprávu' }).click();
      await expect(page.getByTestId('error-name')).toHaveText(contactFormMessages.required, { timeout: 500 });
    }).toPass();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByTestId('error-message')).toHaveText(contactFormMessages.required);
    await expect(page.getByTestId('error-consent')).toHaveText(contactFormMessages.consent);
    await expect(f.getByRole('textbox', { name: 'Jméno a příjmení' })).toBeFocused();

    await fillMessage(page, {
      name: 'Petr Svoboda',
      email: 'petr.svoboda@example',
      message: 'Prosím o zavolání kvůli velikosti trenažéru.',
    });
    // A field showing a message is checked again as it is corrected.
    await expect(page.getByTestId('error-name')).toHaveCount(0);
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await f.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page.getByTestId('error-email')).toHaveText(messages.email);

    await f.getByRole('textbox', { name: 'E-mail' }).fill('petr.svoboda@example.cz');
    await f.getByRole('textbox', { name: /Telefon/ }).fill('+420 603 123 456');
    await f.getByRole('checkbox', { name: /Souhlasím se zpracováním/ }).check();
    await f.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(f.getByRole('status')).toHaveText(contactFormMessages.sent);
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(f.getByRole('textbox', { name: 'Zpráva' })).toHaveValue('');
  });

  for (const path of ['/pobocky', '/pobocky/praha-vodickova', '/kontakt']) {
    test(`${path} has no serious accessibility faults @phone`, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a message typed while the answer to a post made before the scripts ran is loading is kept', async ({
    page,
  }) => {
    // The page's scripts are held back (a slow phone): the form is posted before they run, and the
    // answer is typed into before its own scripts run.
    const release = await holdScripts(page);
    await page.goto('/kontakt', { waitUntil: 'domcontentloaded' });
    await fillMessage(page, {
      name: 'Jana',
      email: 'jana.pomala@example.cz',
      message: 'První verze zprávy.',
    });
    await form(page).getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(page).toHaveURL(/\/kontakt\/oprava$/);
    await expect(page.getByTestId('error-name')).toHaveText(messages.fullName);
    const name = form(page).getByRole('textbox', { name: 'Jméno a příjmení' });
    await name.fill('Jana Pomalá');
    // The message came back filled: React would set a filled textarea back to its text on hydrating.
    const message = form(page).getByRole('textbox', { name: 'Zpráva' });
    await expect(message).toHaveValue('První verze zprávy.');
    await message.fill('Druhá verze zprávy.');
    const errors = await releaseAndHydrate(page, release, '[data-testid="contact-form"]');
    await expect(name).toHaveValue('Jana Pomalá');
    await expect(message).toHaveValue('Druhá verze zprávy.');
    expect(errors).toEqual([]);
  });
});
