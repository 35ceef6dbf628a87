// Product reviews and comments on the product page: a customer reviews a product only once its
// order was shipped, a guest is asked to log in, the review list pages and reorders, and the shop's
// answers to questions show below it.
import { expect, test, type Page } from './shop-test.ts';
import { productCommentsResponse, productReviewsResponse, type Product } from '@shop/contract';
import { operatorApiKey } from '../operator-key.mjs';
import { apiUrl } from './backend.ts';
import { allProducts } from './catalog-data.ts';
import { logInApi, placeOrderAs, storeApi } from './store-api.ts';
import { registerInBrowser } from './account-forms.ts';

const PASSWORD = 'Heslo-pro-recenze-1';
const NOT_BOUGHT = 'Recenzovaný produkt jste dosud nezakoupili nebo nebyl ještě odeslán';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const api = storeApi;

/**
 * The customer's order of the product: enough pieces for the shop's minimum order value, cash on
 * delivery (the operator may send it off before it is paid).
 */
const orderOf = async (email: string, product: Product) =>
  placeOrderAs(
    await logInApi(email, PASSWORD),
    email,
    [
      {
        id: product.variants[0]!.id,
        amount: Math.max(1, Math.ceil(500 / product.variants[0]!.prices.unitWithTax)),
      },
    ],
    'cod',
  );

const reviewsOf = async (id: number, query = '') =>
  productReviewsResponse.parse(await api('GET', `/api/v1/products/${id}/reviews${query}`, null));

/**
 * A product with more reviews than one page shows and, where there is one, questions with answers:
 * one of the last products, whose stock the cart's tests do not read.
 */
async function reviewedProduct(): Promise<Product> {
  const candidates = (await allProducts())
    .filter(
      (p) =>
        p.ratingCount > 5 &&
        p.variants.length === 1 &&
        p.variants[0]!.availability.isAvailable &&
        (p.variants[0]!.availability.stock ?? 99) >= 10,
    )
    .reverse();
  for (const p of candidates) {
    const comments = productCommentsResponse.parse(
      await api('GET', `/api/v1/products/${p.id}/comments`, null),
    );
    if (comments.data.some((c) => c.answer)) return p;
  }
  return candidates[0]!;
}

const register = (page: Page, email: string) => registerInBrowser(page, email, PASSWORD);

// One after another: the first test adds a review to the product whose list the last one pages.
test.describe.configure({ mode: 'default' });

const reviewsSection = (page: Page) => page.getByRole('region', { name: 'Hodnocení zákazníků' });

test('a customer reviews a product only after its order was shipped, with stars chosen by keyboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const product = await reviewedProduct();
  const email = `recenze.${unique()}@example.cz`;
  await register(page, email);
  const order = await orderOf(email, product);

  await page.goto(`/produkt/${product.slug}`);
  const section = reviewsSection(page);
  const form = section.getByRole('form', { name: 'Napište recenzi' });
  await form.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('review-guest')).toHaveCount(0);

  // No stars: the form asks for them and sends nothing.
  await form.getByRole('button', { name: 'Odeslat recenzi' }).click();
  await expect(form.getByTestId('error-rating')).toHaveText('Ohodnoťte zboží alespoň pomocí hvězdiček');
  await expect(form.getByRole('radio', { name: '1 hvězdička z 5' })).toBeFocused();

  // The stars are a radio group: arrow keys move and choose.
  const stars = form.getByRole('radiogroup', { name: 'Vaše hodnocení' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 hvězdičky z 5' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 hvězdiček z 5' })).toBeChecked();
  const text = `Gel je skvělý, balení diskrétní. ${unique()}`;
  await form.getByRole('textbox', { name: /Vaše zkušenost s produktem/ }).fill(text);

  // Not shipped yet: refused in the shop's words, and nothing typed is lost.
  await form.getByRole('button', { name: 'Odeslat recenzi' }).click();
  await expect(form.getByRole('alert')).toHaveText(NOT_BOUGHT);
  await expect(form.getByRole('textbox', { name: /Vaše zkušenost s produktem/ })).toHaveValue(text);
  await expect(stars.getByRole('radio', { name: '5 hvězdiček z 5' })).toBeChecked();

  // The operator sends the order off.
  const shipped = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}/transitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'shipped', trackingNumber: 'DR 1234567890' }),
  });
  expect(shipped.status).toBe(200);

  await form.getByRole('button', { name: 'Odeslat recenzi' }).click();
  await expect(form.getByRole('status')).toHaveText('Děkujeme, vaše recenze byla uložena.');
  await expect(form.getByRole('textbox', { name: /Vaše zkušenost s produktem/ })).toHaveValue('');
  const first = section.getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first).toContainText('Jana, Praha');
  await expect(first.getByRole('img', { name: 'Hodnocení 5 z 5' })).toBeVisible();
  await expect(section).toContainText(`(${product.ratingCount + 1} hodnocení)`);

  // Every later visitor's page shows it too: the cached product page was revalidated.
  await page.reload();
  await expect(reviewsSection(page).getByRole('listitem').first()).toContainText(text);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/produkt/${product.slug}`);
  await expect(reviewsSection(guest).getByRole('listitem').first()).toContainText(text);
  await guestContext.close();
});

test('a guest is asked to log in instead of the review form', async ({ page }) => {
  const product = await reviewedProduct();
  await page.goto(`/produkt/${product.slug}`);
  const section = reviewsSection(page);
  await expect(section.getByTestId('review-guest')).toContainText(
    'Recenzi mohou napsat přihlášení zákazníci, kteří produkt koupili.',
  );
  await expect(section.getByRole('form')).toHaveCount(0);
  await section.getByRole('link', { name: 'Přihlásit se a napsat recenzi' }).click();
  await expect(page).toHaveURL(/\/prihlasit\?redirect=/);
});

test('the review list pages and reorders, and questions show with the shop’s answers', async ({ page }) => {
  const product = await reviewedProduct();
  const all = await reviewsOf(product.id, '?perPage=50');
  await page.goto(`/produkt/${product.slug}`);
  const section = reviewsSection(page);
  const items = section.getByRole('list').first().getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(section.getByText(`Strana 1 z ${Math.ceil(all.total / 5)}`)).toBeVisible();

  await section.getByRole('button', { name: 'Další' }).click();
  await expect(section.getByText(`Strana 2 z ${Math.ceil(all.total / 5)}`)).toBeVisible();
  const second = await reviewsOf(product.id, '?page=2');
  await expect(items).toHaveCount(second.data.length);
  await expect(section.getByRole('button', { name: 'Předchozí' })).toBeEnabled();

  // Worst first: the lowest rating leads, and the list starts at page 1 again.
  await section.getByRole('combobox', { name: 'Řadit' }).selectOption({ label: 'Od nejhůře hodnocených' });
  await expect(section.getByText(/^Strana 1 z/)).toBeVisible();
  const worst = await reviewsOf(product.id, '?sort=rating&sortDirection=asc');
  await expect(items.first()).toContainText(worst.data[0]!.author.firstName);
  await expect(items.first().getByRole('img').first()).toHaveAccessibleName(
    `Hodnocení ${new Intl.NumberFormat('cs', { maximumFractionDigits: 1 }).format(worst.data[0]!.rating / 20)} z 5`,
  );

  // Only reviews with a text.
  await section.getByRole('checkbox', { name: 'Jen s textem' }).check();
  const withText = await reviewsOf(product.id, '?sort=rating&sortDirection=asc&onlyWithReview=true');
  await expect(items).toHaveCount(withText.data.length);
  for (const r of withText.data) await expect(section).toContainText(r.text!);

  const comments = productCommentsResponse.parse(
    await api('GET', `/api/v1/products/${product.id}/comments`, null),
  );
  const answered = comments.data.find((c) => c.answer);
  if (answered) {
    const region = page.getByRole('region', { name: /Dotazy a komentáře/ });
    await expect(region).toContainText(answered.text);
    await expect(region).toContainText(answered.answer!);
    await expect(region).toContainText('Odpověď obchodu');
  }
});

test('without JavaScript the review form posts, refuses and saves', async ({ browser }) => {
  test.setTimeout(90_000);
  const product = await reviewedProduct();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = `recenze.bez.skriptu.${unique()}@example.cz`;
  await register(page, email);
  const order = await orderOf(email, product);
  await page.goto(`/produkt/${product.slug}`);
  const form = reviewsSection(page).getByRole('form', { name: 'Napište recenzi' });
  // Without a script the form's stars are labelled radios like any other.
  await form.getByRole('radio', { name: '3 hvězdičky z 5' }).check({ force: true });
  const text = `Bez skriptu, a přesto. ${unique()}`;
  await form.getByRole('textbox', { name: /Vaše zkušenost s produktem/ }).fill(text);
  await form.getByRole('button', { name: 'Odeslat recenzi' }).click();
  await expect(form.getByRole('alert')).toHaveText(NOT_BOUGHT);
  await expect(form.getByRole('textbox', { name: /Vaše zkušenost s produktem/ })).toHaveValue(text);
  await expect(form.getByRole('radio', { name: '3 hvězdičky z 5' })).toBeChecked();

  const shipped = await fetch(`${apiUrl}/api/admin/v1/orders/${order.id}/transitions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${operatorApiKey()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'delivered' }),
  });
  expect(shipped.status).toBe(200);
  await form.getByRole('button', { name: 'Odeslat recenzi' }).click();
  await expect(form.getByRole('status')).toHaveText('Děkujeme, vaše recenze byla uložena.');
  const first = reviewsSection(page).getByRole('listitem').first();
  await expect(first).toContainText(text);
  await expect(first.getByRole('img', { name: 'Hodnocení 3 z 5' })).toBeVisible();
  await context.close();
});
