// Accessibility beyond what axe sees: where keyboard focus goes, reflow on a narrow screen and with
// large text, focus-ring contrast, and the language of parts.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from './shop-test.ts';
import type { Product } from '@shop/contract';
import { menu } from './backend.ts';
import { registerInBrowser } from './account-forms.ts';
import { UNKNOWN_REGISTRATION_TOKEN } from './registration.ts';
import { addToCartAndOpenCart } from './cart-helpers.ts';
import { allProducts } from './catalog-data.ts';
import { menuCategoryWithFacets } from './catalog-listing-data.ts';

async function buyableProduct(): Promise<Product> {
  const p = (await allProducts()).find(
    (x) =>
      x.variants.length === 1 &&
      x.variants[0]!.availability.isAvailable &&
      (x.variants[0]!.availability.stock ?? 99) >= 5,
  );
  if (!p) throw new Error('the demo data has no single-variant product in stock');
  return p;
}

/**
 * The product the keyboard purchase buys: the dearest one in good stock, so that its order takes
 * no piece another test counts (they take the first or the cheapest products).
 */
async function productToBuy(): Promise<Product> {
  const p = (await allProducts())
    .filter(
      (x) =>
        x.variants.length === 1 &&
        x.variants[0]!.availability.isAvailable &&
        (x.variants[0]!.availability.stock ?? 99) >= 20 &&
        x.variants[0]!.prices.unitWithTax >= 250,
    )
    .sort((a, b) => b.variants[0]!.prices.unitWithTax - a.variants[0]!.prices.unitWithTax)[0];
  if (!p) throw new Error('the demo data has no product in good stock above the minimum order');
  return p;
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, `${what}: page width ${scroll} px in a ${width} px window`).toBeLessThanOrEqual(width);
}

/** The header's cart link lies inside the window. */
async function expectCartLinkVisible(page: Page, what: string) {
  const link = page.locator('header').getByRole('link', { name: /Košík/ }).first();
  await expect(link).toBeVisible();
  const box = (await link.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x, `${what}: cart link starts off-screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: cart link ends off-screen`).toBeLessThanOrEqual(width);
}

/** Home, a category, a product, the cart with one line and both checkout steps. */
async function shopPages(page: Page, visit: (what: string) => Promise<void>) {
  const [category] = await menu('main');
  const product = await buyableProduct();
  await page.goto('/');
  await visit('home');
  await page.goto(category!.path);
  await visit(`category ${category!.path}`);
  await page.goto(`/produkt/${product.slug}`);
  await visit('product');
  await addToCartAndOpenCart(page);
  await visit('cart');
  await page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }).click();
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);
  await visit('shipping and payment');
  await page.goto('/kosik/dodaci-udaje');
  await visit('delivery details');
}

test.describe('reflow', () => {
  test('at 320 px nothing scrolls sideways and the cart link stays in view', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await shopPages(page, async (what) => {
      await expectNoSidewaysScroll(page, what);
      await expectCartLinkVisible(page, what);
    });
  });

  test('with text at 200 % nothing scrolls sideways and the header wraps', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // The browser's text size setting: rem-based sizes double, as they do with a 32 px default font.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.documentElement.style.fontSize = '200%';
      });
    });
    await shopPages(page, async (what) => {
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe('32px');
      await expectNoSidewaysScroll(page, what);
      await expectCartLinkVisible(page, what);
    });
  });
});

/** WCAG relative luminance contrast of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The focus ring's colours (outline and the ring drawn by box-shadow) and the background behind it. */
async function focusRing(page: Page, selector: string) {
  await page.locator(selector).first().focus();
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      let bg = 'rgba(0, 0, 0, 0)';
      for (let node = el.parentElement; node; node = node.parentElement) {
        const c = getComputedStyle(node).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') {
          bg = c;
          break;
        }
      }
      return {
        visible: el.matches(':focus-visible'),
        outline: style.outlineColor,
        outlineWidth: parseFloat(style.outlineWidth),
        ring: style.boxShadow.match(/rgba?\([^)]+\)/)?.[0] ?? null,
        background: bg === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : bg,
      };
    });
}

test.describe('with a Slovak browser on the Czech shop', () => {
  // The language banner offers the Slovak shop only to browsers that ask for Slovak.
  test.use({ locale: 'sk-SK' });

  test('the focus ring keeps 3:1 against light and dark backgrounds', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#language-offer')).toBeVisible();
    await page.keyboard.press('Tab'); // keyboard modality, so :focus-visible applies to what gets focus
    for (const [where, selector] of [
      ['dark language bar', '#language-offer a'],
      ['white header', 'header input[type="search"]'],
      ['tinted footer', 'footer a'],
    ] as const) {
      const ring = await focusRing(page, selector);
      expect(ring.visible, where).toBe(true);
      expect(ring.outlineWidth, where).toBeGreaterThanOrEqual(2);
      const best = Math.max(
        contrast(ring.outline, ring.background),
        ring.ring ? contrast(ring.ring, ring.background) : 0,
      );
      expect(
        best,
        `${where}: ring ${ring.outline} / ${ring.ring} on ${ring.background}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  test('the language bar marks no part in a language its text is not in', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('#language-offer a');
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('hreflang', 'sk');
    await expect(link).not.toHaveAttribute('lang', /.*/);
  });

  test('the language banner is offered, closes, and stays closed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Jazyk a země' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Zavřít nabídku jiného jazyka' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('#content')).toBeFocused();
    await page.reload();
    await expect(page.locator('#content')).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test('a Czech browser on the Czech shop is offered no other language', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#content')).toBeVisible();
  await expect(page.locator('#language-offer')).toBeHidden();
});

test.describe('focus is never lost', () => {
  test('after "Do košíku" and closing its dialog, focus is back on the button @phone', async ({ page }) => {
    const product = await buyableProduct();
    await page.goto(`/produkt/${product.slug}`);
    const button = page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Pokračovat v nákupu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("the variant choice gives focus back to the box's button, closed or after adding @phone", async ({
    page,
  }) => {
    const { item } = await menuCategoryWithFacets();
    await page.goto(item.path);
    const opener = page
      .getByRole('button', { name: /^Vložit .+ do košíku$/ })
      .and(page.locator('[aria-haspopup="dialog"]'))
      .first();
    const name = (await opener.getAttribute('aria-label'))!.replace(/^Vložit (.+) do košíku$/, '$1');
    await opener.focus();
    await page.keyboard.press('Enter');
    const choice = page.getByRole('dialog', { name: `Vyberte variantu ${name}` });
    await expect(choice.getByRole('radio').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(choice).toBeHidden();
    await expect(opener).toBeFocused();

    // Opened again, a variant chosen and added by keyboard: the item-added dialog takes focus and,
    // closed, gives it back to the box's button (the choice it was added from is gone).
    await page.keyboard.press('Enter');
    const variant = choice.getByRole('radio', { disabled: false }).first();
    await variant.focus();
    await page.keyboard.press('Space');
    await expect(variant).toBeChecked();
    await choice.getByRole('button', { name: 'Do košíku', exact: true }).focus();
    await page.keyboard.press('Enter');
    const added = page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' });
    await expect(added.getByRole('button', { name: 'Pokračovat v nákupu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(added).toBeHidden();
    await expect(choice).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a listing's filters can be skipped: the link leads past them to the products", async ({ page }) => {
    const { item } = await menuCategoryWithFacets();
    await page.goto(item.path);
    const skip = page.getByRole('link', { name: 'Přeskočit filtry' });
    await tabTo(page, skip);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    const products = page.locator('section[aria-labelledby="products-heading"]');
    await expect(products.getByRole('heading', { name: 'Produkty' })).toBeFocused();
    // From there the first product box is a few presses away, not behind every facet.
    const firstBox = products.getByRole('list', { name: 'Produkty' }).getByRole('link').first();
    await tabTo(page, firstBox, 12);
  });

  test('a category chosen in the menu puts focus on its heading', async ({ page }) => {
    const [category] = await menu('main');
    await page.goto('/');
    const link = page
      .getByRole('navigation', { name: 'Hlavní menu' })
      .getByRole('link', { name: category!.title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${category!.path}$`));
    await expect(page.locator('#content').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test('a product chosen in the search suggestions puts focus on its heading', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /Hledat/ });
    await box.fill('gel');
    const first = page.getByRole('listbox').getByRole('option').first();
    await expect(first).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/produkt\//);
    await expect(page.locator('#content').getByRole('heading', { level: 1 })).toBeFocused();
  });
});

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached by ${max} presses of Tab: ${String(target)}`);
}

/** Tabs into the radio group of `target`, moves to it with the arrow keys and checks it. */
async function chooseRadio(page: Page, target: Locator) {
  const name = await target.getAttribute('name');
  const inGroup = () =>
    page.evaluate((n) => {
      const a = document.activeElement;
      return a instanceof HTMLInputElement && a.type === 'radio' && a.name === n;
    }, name);
  for (let i = 0; i < 150 && !(await inGroup()); i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 12; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toBeFocused();
  if (!(await target.isChecked())) await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

/** After a full page load focus is at the start: the first Tab reaches the skip link. */
async function expectFocusAtStart(page: Page) {
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Přeskočit na obsah' })).toBeFocused();
}

test('the whole purchase by keyboard alone, with focus where the shopper continues @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = await productToBuy();
  await page.goto(`/produkt/${product.slug}`);
  await expectFocusAtStart(page);
  const add = page.locator('#content').getByRole('button', { name: 'Do košíku', exact: true });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zboží jsme přidali do košíku' });
  await expect(dialog.getByRole('button', { name: 'Pokračovat v nákupu' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Přejít do košíku' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kosik$/);

  await expectFocusAtStart(page);
  await tabTo(page, page.getByRole('link', { name: 'Pokračovat k dopravě a platbě' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kosik\/doprava-a-platba$/);

  await expectFocusAtStart(page);
  await chooseRadio(page, page.getByRole('radio', { name: /^Kurýr na adresu/ }));
  await chooseRadio(page, page.getByRole('radio', { name: /^Bankovní převod/ }));
  // Forward from the choices, the next stop to continue is the step's main button, not "back".
  const toDetails = page.getByRole('link', { name: 'Pokračovat na dodací údaje' });
  await tabTo(page, toDetails);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kosik\/dodaci-udaje$/);

  await expectFocusAtStart(page);
  for (const [label, text] of [
    ['Jméno a příjmení', 'Klára Dvořáková'],
    ['E-mail', 'klara.dvorakova@example.cz'],
    ['Telefon', '+420 777 123 456'],
    ['Ulice', 'Palackého'],
    ['Číslo popisné', '12'],
    ['Město', 'Olomouc'],
    ['PSČ', '779 00'],
  ] as const) {
    const input = page.getByRole('textbox', { name: label, exact: true }).first();
    await tabTo(page, input);
    await page.keyboard.type(text);
    await expect(input).toHaveValue(text);
  }
  const terms = page.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Objednávka zavazující k platbě' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/kosik\/dokonceni$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Děkujeme za objednávku/ })).toBeVisible();
});

/** axe (WCAG 2.0–2.2 A and AA rules) finds nothing on the page. */
async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

// Each page, or a few that need the same state, in a test of its own, so that a slow machine gives
// each its own time.
test.describe("axe finds nothing on the shopper's pages", () => {
  test('on the cart and the checkout steps', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/produkt/${(await buyableProduct()).slug}`);
    await addToCartAndOpenCart(page);
    await expectNoAxeViolations(page, '/kosik');
    for (const path of ['/kosik/doprava-a-platba', '/kosik/dodaci-udaje']) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });

  for (const [label, paths] of [
    ['profile', ['/uzivatel/prehled', '/uzivatel/osobni-udaje', '/uzivatel/objednavky', '/uzivatel/adresy']],
    ['lists', ['/uzivatel/oblibene', '/uzivatel/nakupni-seznamy', '/uzivatel/zmena-hesla']],
  ] as const) {
    test(`on ${paths.join(', ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      await registerInBrowser(page, `axe-${label}-${Date.now()}@example.cz`, 'Heslo-pro-axe-2026');
      for (const path of paths) {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expectNoAxeViolations(page, path);
      }
    });
  }
});

test('a submenu is a disclosure: closed and out of the Tab order until its button opens it @phone', async ({
  page,
  isMobile,
}) => {
  const item = (await menu('main')).find((i) => i.children.length > 0)!;
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  if (isMobile) await nav.getByText('Menu', { exact: true }).click();
  const link = nav.getByRole('link', { name: item.title, exact: true });
  const toggle = nav.getByRole('button', { name: `Podkategorie: ${item.title}` });
  const submenu = nav.getByRole('list', { name: `Podkategorie: ${item.title}` });
  const firstChild = submenu.getByRole('link', { name: item.children[0]!.title, exact: true });
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(submenu).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(firstChild).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test.describe('axe finds nothing', () => {
  // A page each, so that a slow machine gives every page its own time.
  for (const path of [
    '/',
    '/nakupni-radce',
    '/pobocky',
    '/kontakt',
    '/nejcastejsi-dotazy',
    '/vykladovy-slovnik-pojmu',
    '/infomail',
    '/vse-o-nakupu',
    '/vse-o-nakupu/doprava',
    '/poradna',
    '/reklamace',
    '/vraceni-zbozi',
    '/hledat?q=gel',
    '/prihlasit',
    // The log-in's second step, for an account with a second factor.
    '/prihlasit?krok=kod&chyba=kod',
    '/registrovat',
    // The mailed link's page, with its button.
    `/registrovat?token=${UNKNOWN_REGISTRATION_TOKEN}`,
    '/zapomenute-heslo',
  ]) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    });
  }

  test('on a category and a product page, and on a comparison of two products', async ({ page }) => {
    const [category] = await menu('main');
    const product = await buyableProduct();
    const other = (await allProducts()).find((p) => p.id !== product.id)!;
    for (const path of [category!.path, `/produkt/${product.slug}`, `/porovnani/${product.id}-${other.id}`]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });

  test('on an article and a branch page', async ({ page }) => {
    /** The first link in the page's main part under `prefix` that is not paging, a tag or an author. */
    const firstLink = async (prefix: string) =>
      page
        .locator(`#content a[href^="${prefix}"]`)
        .evaluateAll(
          (links) =>
            links.map((a) => a.getAttribute('href')!).find((h) => !/\/(strana|stitek|autor)\//.test(h)) ??
            null,
        );
    await page.goto('/nakupni-radce');
    const article = await firstLink('/nakupni-radce/');
    await page.goto('/pobocky');
    const branch = await firstLink('/pobocky/');
    expect(article && branch, 'an article and a branch are linked').toBeTruthy();
    for (const path of [article!, branch!]) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });

  test("on product pages showing each of the tags' colours", async ({ page }) => {
    test.setTimeout(120_000);
    // The tag colours are the operator's: one product page per colour shows each on the page.
    const byTagColour = new Map<string, string>();
    for (const p of await allProducts())
      for (const tag of p.tags)
        if (tag.visibility.content && !byTagColour.has(tag.color))
          byTagColour.set(tag.color, `/produkt/${p.slug}`);
    expect(byTagColour.size, 'demo products carry tags').toBeGreaterThan(1);
    for (const path of byTagColour.values()) {
      await page.goto(path);
      await expectNoAxeViolations(page, path);
    }
  });
});
