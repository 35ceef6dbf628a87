// The back office's acceptance journey, as one operator's working day in the real app at /admin/:
// a new owner logs in with password and a code of their authenticator app, finds a bank-transfer
// order by the customer's e-mail, pays it with a bank statement (the customer gets the invoice as a
// PDF), ships it with a tracking number (the customer gets it by e-mail), refunds part of a card
// order through the test gateway (a credit note follows), resolves a withdrawal with a credit note,
// grants a customer credits, and finds every one of these steps in the audit log under their name.
import { generate } from 'otplib';
import {
  serviceCaseResponse,
  serviceOrderLookupResponse,
  userResponse,
  type PlaceOrderResponse,
} from '@shop/contract';
import { test, expect, untilHydrated, type Browser, type Page } from './shop-test.ts';
import { operatorApiKey } from '../operator-key.mjs';
import { acceptedConsent } from '../consent-state.ts';
import { ports } from '../ports.mjs';
import { allProducts } from './catalog-data.ts';
import { mailTo } from './outbox.ts';
import { registerThroughApi } from './registration.ts';
import { placeGuestOrder, storeApi } from './store-api.ts';

const api = `http://localhost:${ports.api}`;
const admin = `${api}/admin/`;
const web = `http://localhost:${ports.web}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The browser's address (the backend believes this host's X-Forwarded-For): log-in limits of its own. */
const BROWSER_ADDRESS = '192.0.2.41';
/** The address of the set-up's own calls as the operator, apart from the browser's log-in. */
const SETUP_ADDRESS = '192.0.2.42';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': BROWSER_ADDRESS } });

// --- The set-up through the APIs ---------------------------------------------------------------

/** The operator API with the browser tests' key (made by serve.mjs for the demo owner). */
async function withApiKey(method: string, apiPath: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${api}/api/admin/v1${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${operatorApiKey()}`,
      'x-forwarded-for': SETUP_ADDRESS,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A fresh owner who has set up the second factor: created with the tests' key, logged in with
 * the password alone, enrolled with the first code of their app. Answers the TOTP secret.
 */
async function ownerWithSecondFactor(who: { email: string; name: string; password: string }) {
  await withApiKey('POST', '/operators', { ...who, role: 'owner' });
  const login = await fetch(`${api}/api/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': SETUP_ADDRESS },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const asOperator = { cookie, origin: api, 'x-forwarded-for': SETUP_ADDRESS };
  const started = await fetch(`${api}/api/admin/v1/me/totp`, { method: 'POST', headers: asOperator });
  expect(started.status, await started.clone().text()).toBe(200);
  const { secret } = ((await started.json()) as { data: { secret: string } }).data;
  const confirmed = await fetch(`${api}/api/admin/v1/me/totp`, {
    method: 'PUT',
    headers: { ...asOperator, 'content-type': 'application/json' },
    body: JSON.stringify({ code: await generate({ secret }) }),
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return secret;
}

/**
 * One piece of a product in good stock from the middle of the price list, as the order desk's
 * tests take it (other tests count the first, the cheapest and the dearest products' pieces).
 */
async function orderOfOnePiece(
  payment: 'bank_transfer' | 'card',
  email: string,
): Promise<{ order: PlaceOrderResponse['data']; orderToken: string }> {
  const inStock = (await allProducts())
    .filter(
      (p) =>
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 30 &&
        p.variants[0]!.prices.unitWithTax >= 300,
    )
    .sort((a, b) => a.variants[0]!.prices.unitWithTax - b.variants[0]!.prices.unitWithTax);
  const product = inStock[Math.floor(inStock.length / 2)];
  if (!product) throw new Error('the demo data has no product in good stock');
  return placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }], { payment, email });
}

/** A customer account of its own (the demo customer's credits belong to the checkout's test). */
async function registeredCustomer(email: string, password: string): Promise<number> {
  const token = await registerThroughApi({ email, password, firstName: 'Věra', lastName: 'Kreditová' });
  return userResponse.parse(await storeApi('GET', '/api/v1/user', token)).data.id;
}

/** The shopper pays their card order on the local test gateway's page, from the finished order. */
async function payOnTestGateway(browser: Browser, orderToken: string) {
  const shopper = await browser.newContext({ storageState: acceptedConsent, locale: 'cs-CZ' });
  try {
    await shopper.addCookies([{ name: 'order_token', value: orderToken, url: web }]);
    const shop = await shopper.newPage();
    await shop.goto(`${web}/kosik/dokonceni`);
    await untilHydrated(shop);
    const state = shop.getByTestId('payment-state');
    await expect(state.getByRole('heading', { name: 'Objednávka čeká na zaplacení' })).toBeVisible();
    await state.getByRole('button', { name: 'Zaplatit', exact: true }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Zaplaťte objednávku' })).toBeVisible();
    await shop.getByRole('button', { name: 'Zaplatit', exact: true }).click();
    await expect(shop.getByRole('heading', { name: 'Zaplaceno' })).toBeVisible();
  } finally {
    await shopper.close();
  }
}

// --- A bank statement in GPC (ABO), as apps/backend/src/integrations/bank/gpc.ts reads it --------

const ddmmyy = (d: Date) => {
  const [y, m, day] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' }).format(d).split('-');
  return `${day}${m}${y!.slice(2)}`;
};
const digitsOf = (value: number | string, width: number) => {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width) throw new Error(`${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
};
const textOf = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');

/**
 * A statement of today with one incoming payment: `amount` haléře with the variable symbol, under
 * the bank's movement id. Lines of 128 characters, CRLF; ASCII only (windows-1250 alike).
 */
function gpcStatement(p: { variableSymbol: string; amount: number; movementId: string; payer: string }) {
  const account = '0000192000145399';
  const today = ddmmyy(new Date());
  const yesterday = ddmmyy(new Date(Date.now() - 86_400_000));
  const header = [
    '074',
    account,
    textOf('Intimfit s.r.o.', 20),
    yesterday, // the previous balance's day
    digitsOf(0, 14) + '+', // previous balance
    digitsOf(p.amount, 14) + '+', // new balance
    digitsOf(0, 14) + '+', // debit turnover
    digitsOf(p.amount, 14) + '+', // credit turnover
    digitsOf(1 + Math.floor(Math.random() * 998), 3), // statement number
    today,
    ' '.repeat(14),
  ].join('');
  const movement = [
    '075',
    account,
    '0000190000123457', // counter-account
    digitsOf(p.movementId, 13),
    digitsOf(p.amount, 12),
    '2', // credit
    digitsOf(p.variableSymbol, 10),
    '00' + '0100' + '0308', // the payer's bank code and the constant symbol
    digitsOf(0, 10), // specific symbol
    today, // value date
    textOf(p.payer, 20),
    '0', // change code
    '0203', // CZK
    today, // booked on
  ].join('');
  for (const line of [header, movement]) expect(line).toHaveLength(128);
  return Buffer.from(`${header}\r\n${movement}\r\n`, 'latin1');
}

// --- The back office -----------------------------------------------------------------------------

/** The menu of the layout (on a laptop beside the page). */
const menu = (page: Page) => page.getByRole('menu');

/**
 * Types into a list's search box and waits until the list has taken it (its address carries the
 * filter): the search is debounced, and a row clicked before then is left again when it applies.
 */
async function search(page: Page, box: string, value: string) {
  await page.getByRole('textbox', { name: box }).fill(value);
  await expect.poll(() => decodeURIComponent(page.url())).toContain(`"q":"${value}"`);
}

/** Opens an order from the order list, found by the customer's e-mail. */
async function openOrderByEmail(page: Page, email: string, code: string) {
  await menu(page).getByRole('menuitem', { name: 'Objednávky' }).click();
  await search(page, 'Hledat: kód, jméno, e-mail nebo telefon', email);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText(email);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${code}` })).toBeVisible();
}

/** The order page's history entry of this title (`date: title (who)`). */
const history = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: `: ${title} (` });

/** The rows of the audit list with this action's label (and this object). */
const auditRows = (page: Page, action: string, object?: string) => {
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: action, exact: true }) });
  return object ? rows.filter({ has: page.getByRole('cell', { name: object, exact: true }) }) : rows;
};

test('an owner with a second factor pays, ships, refunds, resolves a withdrawal, grants credits and finds it all in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const run = unique();
  const operator = {
    email: `provoz.${run}@example.cz`,
    name: `Petra Směnová ${run}`,
    password: 'Heslo-pro-provoz-1',
  };
  const bankCustomer = `prevod.${run}@example.cz`;
  const cardCustomer = `karta.${run}@example.cz`;
  const creditsCustomer = `kredity.${run}@example.cz`;
  const tracking = `DR${Date.now()}`;

  // The day's data: a new owner with the second factor, two guests' orders, a customer account.
  const secret = await ownerWithSecondFactor(operator);
  const { order: bankOrder, orderToken: bankToken } = await orderOfOnePiece('bank_transfer', bankCustomer);
  const { order: cardOrder, orderToken: cardToken } = await orderOfOnePiece('card', cardCustomer);
  const customerId = await registeredCustomer(creditsCustomer, 'Heslo-pro-kredity-1');

  await test.step('1. the owner logs in with e-mail, password and the code of the app', async () => {
    await page.goto(admin);
    await expect(page.getByRole('heading', { name: 'Správa obchodu' })).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(operator.email);
    await page.getByLabel(/^Heslo/).fill(operator.password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('alert')).toHaveText('Zadejte kód z ověřovací aplikace.');
    await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toHaveCount(0);
    // The enrolment's code is spent: the next time step's (the server allows one step of drift).
    await page
      .getByLabel(/^Kód z ověřovací aplikace/)
      .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Dobrý den/ })).toBeVisible();
  });

  await test.step('2. finds the bank-transfer order by the customer’s e-mail', async () => {
    await menu(page).getByRole('menuitem', { name: 'Objednávky' }).click();
    await search(page, 'Hledat: kód, jméno, e-mail nebo telefon', bankCustomer);
    const row = page.getByRole('row', { name: new RegExp(bankOrder.code) });
    await expect(row).toContainText('Čeká na převod');
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${bankOrder.code}` })).toBeVisible();
    await expect(page.getByText('Zatím žádná platba.')).toBeVisible();
    await expect(page.getByText('Zatím žádný doklad: faktura vznikne se zaplacením.')).toBeVisible();
  });

  let invoiceNumber = '';
  await test.step('3. a bank statement pays it, and the customer gets the invoice as a PDF', async () => {
    await menu(page).getByRole('menuitem', { name: 'Bankovní výpisy' }).click();
    await expect(page.getByRole('heading', { name: 'Načíst výpis ze souboru' })).toBeVisible();
    await page.getByLabel(/^Soubor výpisu/).setInputFiles({
      name: `vypis-${run}.gpc`,
      mimeType: 'application/octet-stream',
      buffer: gpcStatement({
        variableSymbol: bankOrder.code,
        amount: Math.round(bankOrder.prices.totalWithTax * 100),
        movementId: `${Date.now()}`.slice(-10) + `${Math.floor(Math.random() * 1000)}`.padStart(3, '0'),
        payer: 'Jana Novakova',
      }),
    });
    await page.getByRole('button', { name: 'Načíst výpis' }).click();
    const summary = page.getByRole('status').filter({ hasText: 'Zaplacené objednávky' });
    await expect(summary).toContainText('Pohybů ve výpisu: 1, nových: 1. Zaplacené objednávky: 1');
    await expect(summary).toContainText('přesných plateb 1');
    await summary.getByRole('link', { name: bankOrder.code }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${bankOrder.code}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Platby objednávky' })).toContainText('Převod, z výpisu');
    const invoice = page.getByRole('link', { name: /^Faktura \d+ \(PDF\)$/ });
    await expect(invoice).toBeVisible();
    invoiceNumber = /Faktura (\d+)/.exec((await invoice.textContent())!)![1]!;

    const paid = await mailTo(bankCustomer, 'the paid e-mail with the invoice', (m) =>
      m.attachments.some((a) => a.filename === `faktura-${invoiceNumber}.pdf`),
    );
    expect(paid.subject).toBe(`Platba přijata – objednávka č. ${bankOrder.code}`);
    expect(paid.attachments).toContainEqual({
      filename: `faktura-${invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(paid.text).toContain(`daňový doklad č. ${invoiceNumber}`);
  });

  await test.step('4. ships it with a tracking number, which the customer gets by e-mail', async () => {
    await page.getByRole('button', { name: 'Označit: Přijatá' }).click();
    await page.getByRole('button', { name: 'Označit: Zabalená' }).click();
    await page.getByRole('button', { name: 'Označit: Odeslaná' }).click();
    const dialog = page.getByRole('dialog', { name: 'Odeslat objednávku' });
    await dialog.getByLabel('Číslo zásilky').fill(tracking);
    await dialog.getByRole('button', { name: 'Odeslat' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(tracking)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Označit: Doručená' })).toBeVisible();
    await expect(history(page, 'Stav změněn na „Odeslaná“')).toContainText(operator.email);

    const shipped = await mailTo(bankCustomer, 'the shipped e-mail', (m) => m.text.includes(tracking));
    expect(shipped.subject).toBe(`Objednávka č. ${bankOrder.code} je na cestě`);
    expect(shipped.text).toContain(`Číslo zásilky: ${tracking}.`);
  });

  let refundNote = '';
  await test.step('5. refunds part of a card order through the gateway, with a credit note', async () => {
    await payOnTestGateway(browser, cardToken);
    await openOrderByEmail(page, cardCustomer, cardOrder.code);
    const payments = page.getByRole('region', { name: 'Platby objednávky' });
    await expect(payments).toContainText('Karta, platební brána');
    await expect(page.getByRole('link', { name: /^Faktura \d+ \(PDF\)$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Vrátit peníze na kartu' }).click();
    const dialog = page.getByRole('dialog', { name: `Vrátit peníze za ${cardOrder.code}` });
    await dialog.getByLabel(/^Částka/).fill('100');
    await dialog.getByLabel(/^Důvod/).fill('Sleva za poškozený obal');
    await dialog.getByRole('button', { name: 'Vrátit peníze' }).click();
    await expect(dialog).toHaveCount(0);

    const refund = payments.getByRole('row').filter({ hasText: 'Sleva za poškozený obal' });
    await expect(refund).toContainText(/−\s?100\sKč|-\s?100\sKč/);
    await expect(refund).toContainText(operator.email);
    const creditNote = page.getByRole('link', { name: /^Opravný daňový doklad \d+ \(PDF\)$/ });
    await expect(creditNote).toBeVisible();
    refundNote = /doklad (\d+)/.exec((await creditNote.textContent())!)![1]!;
    await expect(creditNote.locator('xpath=..')).toContainText(/100\sKč/);
    await expect(history(page, 'Vyžádáno vrácení peněz na kartu')).toContainText(operator.email);
    await expect(history(page, 'Peníze vráceny na kartu')).toContainText(operator.email);
    await mailTo(cardCustomer, 'the credit note of the refund', (m) =>
      m.attachments.some((a) => a.filename === `opravny-doklad-${refundNote}.pdf`),
    );
  });

  let caseId = '';
  await test.step('6. resolves a withdrawal of the shipped order with a credit note', async () => {
    // The order's token (its secret link) opens it to the forms.
    const { order: opened } = serviceOrderLookupResponse.parse(
      await storeApi('POST', '/api/v1/service-cases/order', null, {
        orderCode: bankOrder.code,
        orderToken: bankToken,
      }),
    ).data;
    const items = opened!.items;
    const { caseNumber } = serviceCaseResponse.parse(
      await storeApi('POST', '/api/v1/withdrawals', null, {
        orderCode: bankOrder.code,
        orderToken: bankToken,
        items: items.map((i) => ({ orderItemId: i.id, amount: i.amount })),
        reason: 'Nevyhovuje mi velikost.',
        bankAccount: 'CZ65 0800 0000 1920 0014 5399',
      }),
    ).data;

    await menu(page).getByRole('menuitem', { name: 'Reklamace a vrácení' }).click();
    await search(page, 'Hledat: číslo případu, objednávka nebo e-mail', caseNumber);
    const row = page.getByRole('row', { name: new RegExp(caseNumber) });
    await expect(row).toContainText('Odstoupení od smlouvy');
    await expect(row).toContainText('Přijatý');
    await row.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Odstoupení od smlouvy ${caseNumber}` }),
    ).toBeVisible();
    caseId = /#\/service-cases\/(\d+)\/show/.exec(page.url())![1]!;

    await page.getByRole('button', { name: 'V řešení' }).click();
    await expect(page.getByRole('button', { name: 'Vyřízený' })).toBeVisible();
    await page.getByLabel('Zpráva zákazníkovi ke změně (nepovinná)').fill('Peníze vám vrátíme do 14 dnů.');
    await page.getByRole('button', { name: 'Vyřízený' }).click();
    await expect(page.getByText('Případ je uzavřený.')).toBeVisible();
    await page.getByRole('button', { name: 'Vystavit opravný doklad' }).click();
    const done = page.getByRole('status').filter({ hasText: /Opravný doklad \d+ na / });
    await expect(done).toContainText('je vystavený a odeslaný zákazníkovi.');
    const number = /doklad (\d+)/.exec((await done.textContent())!)![1]!;
    expect(number).not.toBe(refundNote);

    // The order lists it beside its invoice, and the customer gets it.
    await page.getByRole('link', { name: bankOrder.code, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Objednávka ${bankOrder.code}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Opravný daňový doklad ${number} (PDF)` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Faktura ${invoiceNumber} (PDF)` })).toBeVisible();
    await mailTo(bankCustomer, 'the credit note of the withdrawal', (m) =>
      m.attachments.some((a) => a.filename === `opravny-doklad-${number}.pdf`),
    );
  });

  await test.step('7. grants a customer credits', async () => {
    await menu(page).getByRole('menuitem', { name: 'Zákazníci' }).click();
    await search(page, 'Hledat: e-mail, jméno, telefon, firma nebo IČO', creditsCustomer);
    await page.getByRole('row', { name: new RegExp(creditsCustomer.replace(/\./g, '\\.')) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Věra Kreditová' })).toBeVisible();
    await expect(page.getByText(/^Zůstatek: 0\sKč$/)).toBeVisible();
    await page.getByLabel(/^Kč \(záporné odebere\)/).fill('150');
    await page.getByLabel(/^Poznámka/).fill(`Omluva za zpoždění ${run}`);
    await page.getByRole('button', { name: 'Zapsat kredity' }).click();
    await expect(page.getByText(/^Zůstatek: 150\sKč$/)).toBeVisible();
    const movement = page
      .getByRole('region', { name: 'Pohyby kreditů' })
      .getByRole('row')
      .filter({ hasText: `Omluva za zpoždění ${run}` });
    await expect(movement).toContainText('+150');
    await expect(movement).toContainText(operator.name);
  });

  await test.step('8. finds all of it in the audit log under the operator’s name', async () => {
    await menu(page).getByRole('menuitem', { name: 'Auditní záznam' }).click();
    await search(page, 'Hledat: kdo, akce, adresa nebo ID', operator.email);
    // Only this operator's rows are left (and the header's).
    await expect(auditRows(page, 'Přihlášení').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasNotText: operator.email })).toHaveCount(1);

    await expect(auditRows(page, 'Zapnutí ověření kódem')).toHaveCount(1);
    // The set-up's log-in and the browser's, from its own address.
    await expect(auditRows(page, 'Přihlášení')).toHaveCount(2);
    await expect(auditRows(page, 'Přihlášení').filter({ hasText: BROWSER_ADDRESS })).toHaveCount(1);
    await expect(auditRows(page, 'Načtení výpisu')).toHaveCount(1);
    await expect(auditRows(page, 'Změna stavu objednávky', `Objednávka ${bankOrder.id}`)).toHaveCount(3);
    // Asked of the gateway, then done.
    await expect(auditRows(page, 'Vrácení peněz', `Objednávka ${cardOrder.id}`)).toHaveCount(2);
    await expect(
      auditRows(page, 'Změna stavu reklamace či vrácení', `Reklamace či vrácení ${caseId}`),
    ).toHaveCount(2);
    await expect(auditRows(page, 'Opravný doklad k vrácení', `Reklamace či vrácení ${caseId}`)).toHaveCount(
      1,
    );
    const credits = auditRows(page, 'Kredity zákazníka', `Zákazník ${customerId}`);
    await expect(credits).toHaveCount(1);
    await expect(credits).toContainText(BROWSER_ADDRESS);

    // An entry shows what changed.
    await credits.click();
    await expect(page.getByLabel('Po změně')).toContainText('150');
    await expect(page.getByText(operator.email)).toBeVisible();
  });
});
