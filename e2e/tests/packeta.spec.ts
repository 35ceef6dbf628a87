// A parcel through Packeta (Zásilkovna), end to end against the shop's doubles of Packeta's feed
// and API: the shopper finds a pickup point by typing a town (the nearest first) and orders cash on
// delivery; an operator packs the order in the back office, which creates the shipment (a barcode)
// and prints its label as a PDF; Packeta's page moves the parcel on, the shop reads its state, and
// the customer gets the shipped e-mail with the tracking link, then the delivered one.
import { readFile } from 'node:fs/promises';
import { test, expect } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { mailTo, outboxMark } from './outbox.ts';
import { placedOrder } from './store-api.ts';

const admin = `${apiUrl}/admin/`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The browser's address (the backend believes this host's X-Forwarded-For): limits of its own. */
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.61' } });

async function newOperator(email: string, password: string) {
  const res = await fetch(`${apiUrl}/api/admin/v1/operators`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${operatorApiKey()}`,
      'content-type': 'application/json',
      'x-forwarded-for': '192.0.2.62',
    },
    body: JSON.stringify({ email, password, name: 'Karel Expedice', role: 'owner' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

test('a parcel goes to a Packeta point found by its town: packed with a label, tracked to delivered, with e-mails', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `zasilka.${unique()}@example.cz`;
  const product = (await allProducts()).find(
    (p) =>
      p.variants.length === 1 &&
      p.variants[0]!.availability.isAvailable &&
      (p.variants[0]!.availability.stock ?? 99) >= 10 &&
      p.variants[0]!.prices.unitWithTax >= 300,
  );
  expect(product, 'the demo data has a product in stock').toBeTruthy();

  // --- The shopper -----------------------------------------------------------------------------
  await page.goto(`/produkt/${product!.slug}`);
  await page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' })).toBeVisible();
  await page.goto('/kosik/doprava-a-platba');
  await page.getByRole('radio', { name: /^Výdejní místo nebo box/ }).check();
  const picker = page.getByTestId('pickup-picker');
  await picker.getByRole('searchbox', { name: 'Hledat výdejní místo' }).fill('Olomouc');
  await expect(picker.getByTestId('pickup-status')).toContainText(/Nalezen/);
  const results = picker.getByTestId('pickup-results').getByRole('listitem');
  // The nearest first: the list starts in Olomouc itself, each with its distance.
  await expect(results.first()).toContainText('Olomouc');
  await expect(results.first()).toContainText(/\d+(,\d)? km/);
  // A point with a shop front shows its photo, which the page's security policy lets load.
  const photo = picker.getByTestId('pickup-photo').first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const open = results.filter({ has: page.getByRole('radio', { disabled: false }) }).first();
  await open.getByRole('radio').check();
  await expect(picker.getByTestId('pickup-selected')).toContainText('Olomouc');
  await page.getByRole('radio', { name: /^Dobírka/ }).check();
  await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
  await page.getByRole('textbox', { name: 'Jméno a příjmení', exact: true }).fill('Jana Zásilková');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 123 456');
  await page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/dokonceni$/);
  const order = await placedOrder(page);
  expect(order.shippingAddress.city).toContain('Olomouc');

  // --- The operator ----------------------------------------------------------------------------
  const operator = { email: `expedice.${unique()}@example.cz`, password: 'Heslo-expedice-1' };
  await newOperator(operator.email, operator.password);
  const office = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.63' } });
  const desk = await office.newPage();
  await desk.goto(admin);
  await desk.getByLabel(/^E-mail/).fill(operator.email);
  await desk.getByLabel(/^Heslo/).fill(operator.password);
  await desk.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
  await desk.goto(`${admin}#/orders/${order.id}/show`);
  await expect(desk.getByRole('heading', { level: 1, name: `Objednávka ${order.code}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Označit: Přijatá' }).click();
  await desk.getByRole('button', { name: 'Označit: Zabalená' }).click();
  await expect(desk.getByRole('button', { name: 'Označit: Odeslaná' })).toBeVisible();

  // Packing created the shipment with Packeta (a job, a moment later): its barcode, and the label.
  // A first try that fails (a busy machine) is tried again 30 s on, so the wait covers one retry.
  const barcode = desk.getByText(/^Z[\d ]{8,}$/);
  await expect(async () => {
    await desk.reload();
    await expect(barcode).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 75_000 });
  const code = (await barcode.textContent())!.replace(/\s/g, '');
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: 'Štítek (PDF)' }).click();
  const label = await download;
  expect(label.suggestedFilename()).toBe(`štítek-${order.code}.pdf`);
  const pdf = await readFile((await label.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // --- Packeta moves the parcel; the shop reads it -----------------------------------------------
  const packeta = await office.newPage();
  const mark = await outboxMark();
  const move = async (button: string) => {
    await packeta.goto(`${apiUrl}/test-packeta/packets/${code}`);
    await expect(packeta.getByRole('heading', { level: 1 })).toContainText('Zásilka');
    await packeta.getByRole('button', { name: button }).click();
    await desk.goto(`${admin}#/orders`);
    await desk.getByRole('button', { name: 'Zkontrolovat stav zásilek' }).click();
  };
  await move('Předáno dopravci');
  const shipped = await mailTo(email, 'the shipped e-mail', (m) => m.subject.includes('je na cestě'), mark);
  expect(shipped.text).toContain(`https://tracking.packeta.com/cs/?id=${code}`);
  await move('Doručeno');
  await mailTo(email, 'the delivered e-mail', (m) => m.subject.includes('byla doručena'), mark);
  await desk.goto(`${admin}#/orders/${order.id}/show`);
  await expect(desk.getByText('Doručená').first()).toBeVisible();
  await office.close();
});
