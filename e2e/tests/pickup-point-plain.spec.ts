// The pickup-point search without JavaScript: a plain page with a GET search form and a "Vybrat"
// form per point, nearest first. The choice travels to the checkout, which takes it over once its
// scripts run; a point that closed in between is refused with the reason.
import AxeBuilder from '@axe-core/playwright';
import { pickupPointsResponse, shippersResponse } from '@shop/contract';
import { test, expect } from './shop-test.ts';
import { apiUrl } from './backend.ts';
import { plainProduct } from './catalog-data.ts';
import { placedOrder } from './store-api.ts';

/** This file's own client address: the checkout's limits count per address. */
const headers = { 'x-forwarded-for': '192.0.2.71' };
test.use({ extraHTTPHeaders: headers });

async function pickupShipperId(): Promise<number> {
  const res = await fetch(`${apiUrl}/api/v1/shippers`, { headers: { 'x-locale': 'cs' } });
  const shipper = shippersResponse.parse(await res.json()).data.find((s) => s.type === 'PICKUP_POINT');
  expect(shipper, 'the demo data has a pickup-point shipper').toBeTruthy();
  return shipper!.id;
}

test('a pickup point found and chosen without JavaScript is the one the order goes to', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const noScripts = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: headers });
  const shopper = await noScripts.newPage();
  await shopper.goto(`/produkt/${(await plainProduct()).slug}`);
  await shopper.locator('#content').getByRole('button', { name: 'Do košíku', exact: true }).click();
  await expect(shopper).toHaveURL(/\/kosik$/);

  // The checkout's picker needs scripts; the shipping step links to the plain page instead.
  await shopper.goto('/kosik/doprava-a-platba');
  await shopper.getByRole('link', { name: 'Vyhledat výdejní místo na samostatné stránce' }).click();
  await expect(shopper).toHaveURL(/\/kosik\/vydejni-misto\?doprava=\d+$/);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText('Výběr výdejního místa');

  const search = shopper.getByRole('search', { name: 'Hledat výdejní místo' });
  await search.getByRole('searchbox', { name: 'Hledat výdejní místo' }).fill('Olomouc');
  await search.getByRole('button', { name: 'Hledat', exact: true }).click();
  await expect(shopper).toHaveURL(/hledat=Olomouc/);
  await expect(shopper.getByTestId('pickup-status')).toContainText(/^Nalezen/);
  const results = shopper.getByTestId('pickup-results').getByRole('listitem');
  // Nearest first, as in the picker: Olomouc itself on top, each with its distance.
  await expect(results.first()).toContainText('Olomouc');
  await expect(results.first()).toContainText(/\d+(,\d)? km/);
  const open = results
    .filter({ has: shopper.getByRole('button', { name: /^Vybrat/, disabled: false }) })
    .first();
  const name = (await open.locator('.font-semibold').first().textContent())!;
  await open.getByRole('button', { name: /^Vybrat/ }).click();

  // Back on the shipping step, the point is chosen (shown by the server, no scripts needed).
  await expect(shopper).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await expect(shopper.getByRole('radio', { name: /^Výdejní místo nebo box/ })).toBeChecked();
  // (Playwright's text matching skips <noscript>, whose content this browser shows.)
  await expect(shopper.getByTestId('pickup-selected')).toHaveText(
    new RegExp(`^Vybrané výdejní místo: ${name.replace(/[()]/g, '\\$&')},`),
  );

  // With scripts (the same cookies in a browser that runs them) the checkout takes the point over,
  // keeps it itself and drops the cookie that brought it.
  await page.context().addCookies(await noScripts.cookies());
  await noScripts.close();
  await page.goto('/kosik/doprava-a-platba');
  const picker = page.getByTestId('pickup-picker');
  await expect(picker.getByTestId('pickup-selected')).toContainText(name);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'pickup_choice'))
    .toBe(false);
  await page.reload();
  await expect(page.getByTestId('pickup-selected')).toContainText(name);

  // axe (WCAG 2.0–2.2 A and AA) finds nothing on the plain page with its results.
  const shipperId = await pickupShipperId();
  await page.goto(`/kosik/vydejni-misto?doprava=${shipperId}&hledat=Olomouc`);
  await expect(page.getByTestId('pickup-results').getByRole('listitem').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.goto('/kosik/doprava-a-platba');
  await expect(page.getByTestId('pickup-selected')).toContainText(name);

  await page.getByRole('radio', { name: /^Dobírka/ }).check();
  await page.getByRole('link', { name: 'Pokračovat na dodací údaje' }).click();
  await page.getByRole('textbox', { name: 'Jméno a příjmení', exact: true }).fill('Petr Bezskriptů');
  await page
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`bez.skriptu.${Date.now()}@example.cz`);
  await page.getByRole('textbox', { name: 'Telefon', exact: true }).fill('+420 777 222 333');
  await page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).check();
  await page.getByRole('button', { name: 'Objednávka zavazující k platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/dokonceni$/);
  expect((await placedOrder(page)).branch?.name).toBe(name);
});

test('a closed point cannot be chosen on the plain page, nor posted by hand', async ({ browser }) => {
  const shipperId = await pickupShipperId();
  const all = await fetch(`${apiUrl}/api/v1/branches?shipper_id=${shipperId}&perPage=500`, {
    headers: { 'x-locale': 'cs' },
  });
  const closed = pickupPointsResponse.parse(await all.json()).data.find((p) => p.closed);
  expect(closed, 'the network has a closed point').toBeTruthy();

  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await page.goto(
    `/kosik/vydejni-misto?doprava=${shipperId}&hledat=${encodeURIComponent(closed!.address.street)}&kraj=${encodeURIComponent(closed!.region)}`,
  );
  const item = page.getByTestId('pickup-results').getByRole('listitem').filter({ hasText: closed!.name });
  await expect(item).toContainText('Dočasně uzavřeno');
  await expect(item.getByRole('button', { name: /^Vybrat/ })).toBeDisabled();

  // A form posted for it anyway (it closed while the page was open) sends the shopper back to their
  // search, told why, and chooses nothing.
  const post = (remoteId: string) =>
    page.request.post('/api/checkout/pickup-point', {
      form: { locale: 'cs', shipperId: String(shipperId), remoteId, q: 'Brno', region: '' },
      maxRedirects: 0,
    });
  const refused = await post(closed!.remoteId);
  expect(refused.status()).toBe(303);
  expect(refused.headers()['location']).toBe(
    `/kosik/vydejni-misto?doprava=${shipperId}&hledat=Brno&stav=closed`,
  );
  await page.goto(refused.headers()['location']!);
  await expect(page.getByRole('alert')).toHaveText(
    'Zvolené výdejní místo je dočasně uzavřené, vyberte prosím jiné.',
  );
  expect((await context.cookies()).some((c) => c.name === 'pickup_choice')).toBe(false);

  // A point the network does not have, or a made-up id, is as gone.
  for (const remoteId of ['999999999', '../../admin']) {
    const gone = await post(remoteId);
    expect(gone.headers()['location']).toContain('stav=gone');
  }
  await page.goto(`/kosik/vydejni-misto?doprava=${shipperId}&stav=gone`);
  await expect(page.getByRole('alert')).toHaveText(
    'Vybrané výdejní místo už není v nabídce. Vyberte prosím jiné.',
  );
  await context.close();
});
