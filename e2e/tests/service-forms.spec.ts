// Complaint and withdrawal forms (/reklamace, /vraceni-zbozi) with a real order placed through the
// store API, with and without JavaScript: by order code and e-mail with the one-time code e-mailed
// to the order, and from the order's own page (its token, the customer's log-in) without one; the
// small routes of this part (403, /sitemapconfig, /pomucky-{product}, /aktivovat).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './shop-test.ts';
import { serviceCaseErrors } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { dataDirName, ports } from '../ports.mjs';
import { logInInBrowser } from './account-forms.ts';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { registerThroughApi } from './registration.ts';
import { placeGuestOrder, placeOrderAs } from './store-api.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Heslo-pro-reklamaci-1';

/** A new customer's order of two products (2 and 1 pieces), cash on delivery, as its e-mail and code. */
async function orderOfTwo(): Promise<{ email: string; id: number; code: string }> {
  const email = `reklamace.${unique()}@example.cz`;
  const token = await registerThroughApi({ email, password: PASSWORD });
  // Products whose stock nobody else's test reads: with one variant, plenty in stock.
  const products = (await allProducts())
    .filter((p) => p.variants.length === 1 && (p.variants[0]!.availability.stock ?? 99) >= 10)
    .slice(-2);
  // Cash on delivery: the operator may send it off before it is paid.
  const order = await placeOrderAs(
    token,
    email,
    [
      { id: products[0]!.variants[0]!.id, amount: 2 },
      { id: products[1]!.variants[0]!.id, amount: 1 },
    ],
    'cod',
  );
  return { email, ...order };
}

/** The operator moves the order on (shipped with its parcel's number, or delivered). */
async function moveOn(orderId: number, to: 'shipped' | 'delivered') {
  const res = await fetch(`${apiUrl}/api/admin/v1/orders/${orderId}/transitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to, ...(to === 'shipped' ? { trackingNumber: 'DR 1234567890' } : {}) }),
  });
  expect(res.status).toBe(200);
}

async function findOrder(page: Page, code: string, email: string) {
  await page.getByRole('textbox', { name: 'Číslo objednávky' }).fill(code);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Pokračovat' }).click();
}

const outbox = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', dataDirName, 'outbox');

/** The codes of the look-up e-mails to `email`, newest first. */
async function codesMailedTo(email: string): Promise<string[]> {
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(
    files.map(async (f) => {
      const raw = await readFile(path.join(outbox, f), 'latin1');
      // Quoted-printable: soft line breaks joined, bytes restored, read as UTF-8.
      const text = Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
      return { at: (await stat(path.join(outbox, f))).mtimeMs, text };
    }),
  );
  return mails
    .filter((m) => m.text.toLowerCase().includes(`<${email.toLowerCase()}>`))
    .sort((a, b) => b.at - a.at)
    .flatMap((m) => /Ověřovací kód: (\d{6})/.exec(m.text)?.[1] ?? []);
}

/** Waits for the job runner to mail the order's e-mail a look-up code that is not among `before`. */
async function newCodeMailedTo(email: string, before: string[] = []): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await codesMailedTo(email)).find((c) => !before.includes(c));
        return code !== undefined;
      },
      { message: `a look-up code to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return code!;
}

/** Step 2: the code e-mailed to the order, typed in. */
async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Ověřovací kód z e-mailu' }).fill(code);
  await page.getByRole('button', { name: 'Ověřit kód' }).click();
}

// Look-ups and filings are limited per address (20 in 15 minutes): each test comes from an address
// of its own, as a shopper would.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });
});

const CODE_SENT = 'Na e-mail objednávky jsme poslali ověřovací kód. Opište ho sem.';
/** The form's notice (the page has another, empty status region of its own). */
const formNotice = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('files a complaint for a real order and reads the case number', async ({ page }) => {
    const order = await orderOfTwo();
    await moveOn(order.id, 'shipped');
    await page.goto('/reklamace');
    await expect(page.getByRole('heading', { level: 1, name: 'Reklamace zboží' })).toBeVisible();

    // A wrong e-mail: the same answer as for the order's own, and nothing of the order shown.
    await findOrder(page, order.code, `jiny.${unique()}@example.cz`);
    await expect(formNotice(page)).toHaveText(CODE_SENT);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await page.getByRole('link', { name: 'Jiná objednávka' }).click();

    await findOrder(page, order.code, order.email);
    await expect(formNotice(page)).toHaveText(CODE_SENT);
    const code = await newCodeMailedTo(order.email);
    // A wrong code: refused, no order shown.
    await enterCode(page, code === '000000' ? '000001' : '000000');
    await expect(page.getByTestId('error-verificationCode')).toHaveText(serviceCaseErrors.codeInvalid);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
    await enterCode(page, code);
    await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();
    const amounts = page.getByRole('spinbutton');
    await expect(amounts).toHaveCount(2);
    // Too many pieces and a bad account: Czech messages, the reason kept.
    await amounts.first().fill('3');
    await page.getByRole('textbox', { name: 'Popis vady' }).fill('Obal byl při doručení roztržený.');
    await page
      .getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ })
      .fill('CZ65 0800 0000 1920 0014 5398');
    await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();
    await expect(page.locator('[data-testid^="error-amount-"]')).toHaveText('Objednali jste jen 2 ks');
    await expect(page.getByTestId('error-bankAccount')).toContainText('Číslo účtu není platné');
    await expect(page.getByRole('textbox', { name: 'Popis vady' })).toHaveValue(
      'Obal byl při doručení roztržený.',
    );

    await page.getByRole('spinbutton').first().fill('1');
    await page.getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ }).fill('19-2000145399/0800');
    await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();
    await expect(page.getByRole('heading', { name: 'Reklamaci jsme přijali' })).toBeVisible();
    await expect(page.getByTestId('case-number')).toHaveText(/^R-\d{4}-\d{6}$/);
  });

  test('reads the small routes', async ({ page }) => {
    for (const [path, heading] of [
      ['/udrzba', 'Právě obchod vylepšujeme'],
      ['/sitemapconfig', 'Mapa stránek'],
      ['/vraceni-zbozi', 'Vrácení zboží'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(page.getByTestId('sealed-hygiene-notice')).toContainText('§ 1837');

    const forbidden = await page.goto('/pristup-odepren');
    expect(forbidden?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'Přístup odepřen' })).toBeVisible();

    // A link without a token, and one the shop does not know: no success is claimed.
    await page.goto('/aktivovat');
    await expect(page.getByTestId('activation-result')).toContainText('chybí potvrzovací kód');
    await page.goto('/aktivovat?token=neplatny-odkaz-12345');
    await expect(page.getByTestId('activation-result')).toContainText('není platný nebo už vypršel');

    const product = (await allProducts()).find((p) => p.breadcrumb.length > 1)!;
    const aids = await page.goto(`/pomucky-${product.slug}`);
    expect(aids?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await expect(page.getByRole('link', { name: `Zpět na produkt ${product.name}` })).toBeVisible();
    expect((await page.goto('/pomucky-zadny-takovy-produkt'))?.status()).toBe(404);
  });
});

test('a withdrawal with JavaScript, with the sealed hygiene goods marked; axe clean @phone', async ({
  page,
}) => {
  const order = await orderOfTwo();
  await moveOn(order.id, 'delivered');
  await page.goto('/vraceni-zbozi');
  await expect(page.getByTestId('sealed-hygiene-notice')).toContainText('§ 1837 občanského zákoníku');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await findOrder(page, order.code, order.email.toUpperCase());
  const notice = formNotice(page);
  await expect(notice).toHaveText(CODE_SENT);
  await expect(notice).toBeFocused();
  const first = await newCodeMailedTo(order.email);
  // A new code instead: the first one opens nothing any more.
  await page.getByRole('button', { name: 'Poslat nový kód' }).click();
  await expect(formNotice(page)).toHaveText(
    'Na e-mail objednávky jsme poslali nový ověřovací kód. Opište ho sem.',
  );
  const code = await newCodeMailedTo(order.email, [first]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await enterCode(page, first);
  await expect(page.getByTestId('error-verificationCode')).toHaveText(serviceCaseErrors.codeInvalid);
  await expect(page.getByRole('textbox', { name: 'Ověřovací kód z e-mailu' })).toBeFocused();
  await enterCode(page, code);
  await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();
  // Nothing chosen, no account: messages, focus on the first.
  await page.getByRole('button', { name: 'Odstoupit od smlouvy' }).click();
  await expect(page.getByTestId('error-items')).toHaveText(serviceCaseErrors.noItems);
  await expect(page.getByTestId('error-bankAccount')).toHaveText(
    'Vyplňte číslo účtu, na který vám vrátíme peníze',
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('spinbutton').nth(1).fill('1');
  await page.getByRole('textbox', { name: 'Důvod vrácení' }).fill('Nesedí mi velikost.');
  await page
    .getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ })
    .fill('CZ65 0800 0000 1920 0014 5399');
  await page.getByRole('button', { name: 'Odstoupit od smlouvy' }).click();
  await expect(page.getByRole('heading', { name: 'Odstoupení od smlouvy jsme přijali' })).toBeVisible();
  await expect(page.getByTestId('case-number')).toHaveText(/^V-\d{4}-\d{6}$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test.describe("from the order's own page", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's finished order opens the withdrawal form filled in, with no code", async ({
    page,
    context,
  }) => {
    const product = (await allProducts()).filter(
      (p) => p.variants.length === 1 && (p.variants[0]!.availability.stock ?? 99) >= 10,
    )[0]!;
    const email = `odstoupeni.${unique()}@example.cz`;
    const { order, orderToken } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }], {
      payment: 'cod',
      email,
    });
    await moveOn(order.id, 'delivered');
    // The order's e-mailed link keeps its token in the order cookie, as this one does.
    await context.addCookies([
      { name: 'order_token', value: orderToken, url: `http://localhost:${ports.web}` },
    ]);
    await page.goto('/kosik/dokonceni');
    await page.getByRole('link', { name: 'formulářem pro vrácení zboží' }).click();
    await expect(page).toHaveURL(new RegExp(`/vraceni-zbozi\\?objednavka=${order.code}$`));
    await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();

    await page.getByRole('spinbutton').first().fill('1');
    await page.getByRole('textbox', { name: 'Důvod vrácení' }).fill('Nehodí se mi.');
    await page.getByRole('textbox', { name: /Číslo účtu pro vrácení peněz/ }).fill('19-2000145399/0800');
    await page.getByRole('button', { name: 'Odstoupit od smlouvy' }).click();
    await expect(page.getByRole('heading', { name: 'Odstoupení od smlouvy jsme přijali' })).toBeVisible();
    expect(await codesMailedTo(email)).toEqual([]);

    // Without the order's token the same link shows nothing of it: only its code, to be proved.
    await context.clearCookies({ name: 'order_token' });
    await page.goto(`/vraceni-zbozi?objednavka=${order.code}`);
    await expect(page.getByRole('textbox', { name: 'Číslo objednávky' })).toHaveValue(order.code);
    await expect(page.getByRole('spinbutton')).toHaveCount(0);
  });
});

test("a customer's order in the account opens the complaint form filled in, with no code", async ({
  page,
}) => {
  const order = await orderOfTwo();
  await moveOn(order.id, 'shipped');
  await logInInBrowser(page, order.email, PASSWORD);
  await page.goto(`/uzivatel/objednavky/${order.id}`);
  await page.getByRole('link', { name: 'Reklamujte ho' }).click();
  await expect(page).toHaveURL(new RegExp(`/reklamace\\?objednavka=${order.code}$`));
  await expect(page.getByText(`Objednávka č. ${order.code}`)).toBeVisible();
  await page.getByRole('spinbutton').first().fill('1');
  await page.getByRole('textbox', { name: 'Popis vady' }).fill('Šev se po týdnu rozpáral.');
  await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();
  await expect(page.getByRole('heading', { name: 'Reklamaci jsme přijali' })).toBeVisible();
  expect(await codesMailedTo(order.email)).toEqual([]);
});
