// Slovak and German shoppers see the shop in their own language: every kind of page and every
// form's refusal, in `sk` and in `de`, shows no Czech text outside the product and content data
// (the containers marked `data-content`, whose language is the data's, not the shop's).
import { test, expect, type Page } from './shop-test.ts';
import { paymentsResponse, shippersResponse, type Product } from '@shop/contract';
import { ports } from '../ports.mjs';
import { apiUrl, newestArticlePath, topCategories } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { registerThroughApi, UNKNOWN_REGISTRATION_TOKEN } from './registration.ts';
import { placeGuestOrder, storeApi } from './store-api.ts';

const LOCALES = ['sk', 'de'] as const;

/** Letters of Czech that neither Slovak nor German has. */
const CZECH_LETTERS = /[ěřůĚŘŮ]/;
/** Czech words that are not Slovak (nor German), written without the letters above. */
const CZECH_WORDS = [
  'zboží',
  'nebo',
  'jsme',
  'jste',
  'jsou',
  'není',
  'hledat',
  'omlouváme',
  'porouchalo',
  'nenalezena',
  'zkuste',
  'zadejte',
  'hodnocení',
  'recenze',
  'náhled',
  'dodací',
  'doručení',
  'pokračovat',
  'zobrazit',
  'odhlásit',
  'nákupní',
  'výdejní',
  'dostupnost',
  'nepovinné pole',
  'alespoň',
  'pouze',
  'zatím',
  'byl',
  'byla',
  'bylo',
  'byly',
  'nebyl',
  'být',
  'jen',
  'nelze',
  'zdarma',
  'množství',
  'dopravce',
  'nesouhlasí',
  'současné',
  'oblíbené',
  'název',
  'neprodáváme',
  'narození',
  'slevový',
  'slevového',
  'nalezen',
  'volba',
  'čísel',
  'vyplnit',
  'smazat',
  'vloženy',
];
// Not a name: Zboží.cz is a price comparison site's.
const CZECH_WORD = new RegExp(`(?<!\\p{L})(?:${CZECH_WORDS.join('|')})(?!\\p{L}|\\.cz)`, 'iu');

const PASSWORD = 'Heslo-pro-ucet-1';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The page's visible texts, and its accessible names and titles, outside `[data-content]`
 * containers, that are Czech: a Czech-only letter or word.
 */
async function czechTexts(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [document.title];
    const skipped = 'script, style, noscript, template, [data-content]';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest(skipped)) continue;
      // An icon's <title> is its accessible name, though never painted.
      if (parent.closest('svg title') || parent.checkVisibility({ visibilityProperty: true })) {
        found.push(text);
      }
    }
    const named = 'aria-label, title, placeholder, alt, aria-description, aria-valuetext';
    for (const element of document.body.querySelectorAll(`[${named.split(', ').join('], [')}]`)) {
      if (element.closest(skipped)) continue;
      const shown =
        element.checkVisibility({ visibilityProperty: true }) ||
        // A hidden input's title is never shown; a visually hidden label or button is.
        element.closest('svg') !== null;
      if (!shown) continue;
      for (const name of named.split(', ')) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    for (const input of document.body.querySelectorAll<HTMLInputElement>(
      'input[type="submit"], input[type="button"]',
    )) {
      if (!input.closest(skipped) && input.value) found.push(input.value);
    }
    return found;
  });
  return [...new Set(texts.filter((t) => CZECH_LETTERS.test(t) || CZECH_WORD.test(t)))].map((t) =>
    t.length > 160 ? `${t.slice(0, 160)}…` : t,
  );
}

/** Soft: every page's findings are reported, not only the first page's. */
async function expectNoCzech(page: Page, what: string) {
  expect.soft(await czechTexts(page), `${what} (${new URL(page.url()).pathname})`).toEqual([]);
}

async function visit(page: Page, path: string, what: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(sk|de)$/);
  await expectNoCzech(page, what);
}

/** Submits the main content's form as it is and waits for its refusal to show. */
async function refusalOf(page: Page, form: ReturnType<Page['locator']>, what: string) {
  await form.locator('button[type="submit"], input[type="submit"]').first().click();
  await expect(
    page.locator('main').locator('[role="alert"], [aria-invalid="true"]').first(),
    `${what}: a refusal`,
  ).toBeVisible();
  await expectNoCzech(page, `${what}, refused`);
}

/** Each browser of these tests comes from an address of its own (attempts are counted per address). */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` });
}

/** An available single-variant product with stock, not the first nor the last (other specs price those). */
async function buyable(): Promise<Product> {
  const all = await allProducts();
  return all
    .slice(1, -1)
    .find(
      (p) =>
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 5 &&
        p.variants[0]!.prices.unitWithTax >= 250,
    )!;
}

for (const locale of LOCALES) {
  const at = (path: string) => (path === '/' ? `/${locale}` : `/${locale}${path}`);

  test.describe(`the shop in ${locale}`, () => {
    test('every kind of page', async ({ page }) => {
      test.slow();
      const product = await buyable();
      const [top] = await topCategories();
      const category = top!.top_categories[0]!;
      await visit(page, at('/'), 'home');
      await visit(page, at(`/${category.slug}`), 'category');
      await visit(page, at(`/produkt/${product.slug}`), 'product');
      await visit(page, at(`/hledat?q=${encodeURIComponent(product.name.split(' ')[0]!)}`), 'search');
      await visit(page, at('/hledat?q=zzzzqqq'), 'search without results');
      await visit(page, at('/kosik'), 'empty cart');
      await visit(page, at('/prihlasit'), 'log-in');
      await visit(page, at('/registrovat'), 'registration');
      await visit(page, at(`/registrovat?token=${UNKNOWN_REGISTRATION_TOKEN}`), 'registration link');
      await visit(page, at('/zapomenute-heslo'), 'forgotten password');
      await visit(page, at('/kontakt'), 'contact');
      await visit(page, at('/reklamace'), 'complaint');
      await visit(page, at('/vraceni-zbozi'), 'return');
      await visit(page, at('/nejcastejsi-dotazy'), 'FAQ');
      await visit(page, at('/vykladovy-slovnik-pojmu'), 'glossary');
      await visit(page, at('/nakupni-radce'), 'articles');
      await visit(page, at(await newestArticlePath()), 'article');
      await visit(page, at('/pobocky'), 'branches');
      await visit(page, at('/vse-o-nakupu'), 'shopping info');
      await visit(page, at('/vse-o-nakupu/doprava'), 'content page');
      await visit(page, at('/rychla-objednavka'), 'quick order');
      await visit(page, at('/porovnani'), 'comparison');
      await visit(page, at('/kosik/dokonceni'), 'finished order without an order');
      const res = await page.goto(at('/tato-stranka-neexistuje'));
      expect(res?.status()).toBe(404);
      await expectNoCzech(page, '404');
      await visit(page, at('/nahled/clanek/1?token=neplatny'), 'preview refused');
    });

    test('the forms refuse in the shop language', async ({ page }) => {
      test.slow();
      await ownAddress(page);
      await page.goto(at('/prihlasit'));
      const login = page.locator('main form[action="/api/auth/login"]');
      await login.locator('input[name="email"]').fill(`nikdo.${unique()}@example.cz`);
      await login.locator('input[name="password"]').fill('spatne-heslo');
      await refusalOf(page, login, 'log-in');

      for (const [path, what] of [
        ['/registrovat', 'registration'],
        ['/zapomenute-heslo', 'forgotten password'],
        ['/kontakt', 'contact'],
        ['/reklamace', 'complaint'],
        ['/vraceni-zbozi', 'return'],
      ] as const) {
        await page.goto(at(path));
        await refusalOf(page, page.locator('main form').first(), what);
      }
      // A registration link that is spent, expired or unknown.
      await page.goto(at(`/registrovat?token=${UNKNOWN_REGISTRATION_TOKEN}`));
      await refusalOf(page, page.locator('main form').first(), 'registration link');
      // A bad e-mail, not an empty one.
      await page.goto(at('/zapomenute-heslo'));
      const forgotten = page.locator('main form').first();
      await forgotten.locator('input[type="email"], input[name="email"]').first().fill('jana@nekde');
      await refusalOf(page, forgotten, 'forgotten password, bad e-mail');
      // The newsletter's sign-up in the footer.
      await page.goto(at('/'));
      const newsletter = page.locator('footer form, [data-testid="newsletter"] form').first();
      if ((await newsletter.count()) > 0) {
        await newsletter.locator('button[type="submit"]').first().click();
        await expect(page.locator('[role="alert"], [role="status"]').first()).toBeAttached();
        await expectNoCzech(page, 'newsletter, refused');
      }
    });

    test('the cart and each checkout step', async ({ page, context }) => {
      test.slow();
      await ownAddress(page);
      const product = await buyable();
      await page.goto(at(`/produkt/${product.slug}`));
      await page.locator('#content form[action="/api/cart/add"] button[type="submit"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoCzech(page, 'item added');
      await visit(page, at('/kosik'), 'cart with a line');

      // The courier and bank transfer, by their names in this language.
      const headers = { 'x-locale': locale };
      const shippers = shippersResponse.parse(
        await (await fetch(`${apiUrl}/api/v1/cart/shippers`, { headers })).json(),
      ).data;
      const payments = paymentsResponse.parse(
        await (await fetch(`${apiUrl}/api/v1/cart/payments`, { headers })).json(),
      ).data;
      const courier = shippers.find((s) => s.code === 'courier')!;
      const transfer = payments.find((p) => p.code === 'bank_transfer')!;
      await visit(page, at('/kosik/doprava-a-platba'), 'shipping and payment');
      await page.getByRole('radio', { name: new RegExp(`^${escaped(courier.name)}`) }).check();
      await page.getByRole('radio', { name: new RegExp(`^${escaped(transfer.name)}`) }).check();
      await expectNoCzech(page, 'shipping and payment, chosen');
      await page.locator(`main a[href$="/kosik/dodaci-udaje"]`).first().click();
      await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);
      await expectNoCzech(page, 'delivery details');
      const details = page.locator('main form').first();
      await refusalOf(page, details, 'delivery details');
      // Bad values, told on blur.
      await details.locator('input[type="email"]').first().fill('jana@');
      await details.locator('input[type="tel"]').first().fill('12');
      await details.locator('input[type="email"]').first().blur();
      await expectNoCzech(page, 'delivery details, bad values');

      // The finished order's page, for an order of this browser.
      const { orderToken } = await placeGuestOrder([{ id: product.variants[0]!.id, amount: 1 }]);
      await context.addCookies([
        { name: 'order_token', value: orderToken, url: `http://localhost:${ports.web}` },
      ]);
      await visit(page, at('/kosik/dokonceni'), 'finished order');
    });

    test("the customer's own pages", async ({ page }) => {
      test.slow();
      await ownAddress(page);
      const email = `jazyk.${unique()}@example.cz`;
      const token = await registerThroughApi({ email, password: PASSWORD });
      const product = await buyable();
      await storeApi('POST', '/api/v1/cart/items', token, { id: product.variants[0]!.id, amount: 1 });

      await page.goto(at('/prihlasit'));
      const login = page.locator('main form[action="/api/auth/login"]');
      await login.locator('input[name="email"]').fill(email);
      await login.locator('input[name="password"]').fill(PASSWORD);
      await login.locator('button[type="submit"]').click();
      await expect(page).not.toHaveURL(/\/prihlasit/, { timeout: 20_000 });

      for (const [path, what] of [
        ['/uzivatel/prehled', 'account overview'],
        ['/uzivatel/objednavky', 'orders'],
        ['/uzivatel/doklady', 'documents'],
        ['/uzivatel/adresy', 'addresses'],
        ['/uzivatel/oblibene', 'favourites'],
        ['/uzivatel/nakupni-seznamy', 'shopping lists'],
        ['/uzivatel/osobni-udaje', 'personal details'],
        ['/uzivatel/zmena-hesla', 'password change'],
      ] as const) {
        await visit(page, at(path), what);
      }
      // The password change and the personal details refuse bad input.
      // (The account's menu beside them has the log-out form: each form is found by its fields.)
      await page.goto(at('/uzivatel/zmena-hesla'));
      await refusalOf(page, page.locator('main form:has(input[type="password"])').first(), 'password change');
      await page.goto(at('/uzivatel/osobni-udaje'));
      const profile = page.locator('main form:has(input[type="tel"])').first();
      await profile.locator('input[type="tel"]').first().fill('12');
      await refusalOf(page, profile, 'personal details');
      await page.goto(at('/uzivatel/adresy'));
      const address = page.locator('main form:has(input[name="street"])').first();
      if ((await address.count()) > 0) await refusalOf(page, address, 'address');
    });
  });
}
