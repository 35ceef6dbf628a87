// The page's frame while it scrolls: the main header sticks (hidden reading down, shown scrolling
// up, back in place at the top), its search folds behind a button on a phone, and a link to an
// anchor of the page scrolls there and hands focus to the target.
import { expect, test, type Page } from './shop-test.ts';
import { topCategories } from './backend.ts';

const sticky = (page: Page) => page.locator('[data-sticky]');

/** Every state the header takes from now on, in order. */
async function recordStates(page: Page) {
  await page.evaluate(() => {
    const el = document.querySelector('[data-sticky]')!;
    const seen = [el.getAttribute('data-sticky')];
    (window as unknown as { stickyStates: (string | null)[] }).stickyStates = seen;
    new MutationObserver(() => {
      const state = el.getAttribute('data-sticky');
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(el, { attributes: true, attributeFilter: ['data-sticky'] });
  });
  return () => page.evaluate(() => (window as unknown as { stickyStates: string[] }).stickyStates);
}

async function scrollBy(page: Page, dy: number) {
  // In steps, as a shopper's wheel or finger does.
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, dy / 4);
    await page.waitForTimeout(50);
  }
}

async function openCategory(page: Page) {
  const [top] = await topCategories();
  await page.goto(`/${top!.top_categories[0]!.slug}`);
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'not_sticky');
}

test('the header sticks: hidden reading down, shown scrolling up, in its place again at the top @phone', async ({
  page,
}) => {
  await openCategory(page);
  const states = await recordStates(page);
  const logo = page.getByRole('link', { name: 'Intimfit.cz – přejít na úvodní stránku' });
  const content = page.locator('#content');
  const before = (await content.boundingBox())!.y;

  await scrollBy(page, 1600);
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'sticky_invisible');
  await expect(logo).not.toBeInViewport();
  // The header's place is kept: the content did not move up by its height.
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(Math.round((await content.boundingBox())!.y + scrolled)).toBe(Math.round(before));

  await scrollBy(page, -400);
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'sticky_visible');
  await expect(logo).toBeInViewport();

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'not_sticky');
  expect(await states()).toEqual([
    'not_sticky',
    'sticky_not_ready',
    'sticky_ready',
    'sticky_invisible',
    'sticky_visible',
    'not_sticky',
  ]);
});

test('focus entering the hidden header shows it', async ({ page }) => {
  await openCategory(page);
  await scrollBy(page, 1600);
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'sticky_invisible');
  await page.getByRole('combobox', { name: 'Hledat v obchodě' }).focus();
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'sticky_visible');
  await expect(page.getByRole('combobox', { name: 'Hledat v obchodě' })).toBeInViewport();
  // On a wide screen the field stays open in the stuck header: there is nothing to unfold.
  await expect(page.getByRole('button', { name: 'Otevřít hledání' })).toBeHidden();
});

test('on a phone the stuck header folds its search; the button opens it, Escape folds it @phone', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the search folds on narrow screens only');
  await openCategory(page);
  const field = page.getByRole('combobox', { name: 'Hledat v obchodě' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('button', { name: 'Otevřít hledání' })).toBeHidden();

  await scrollBy(page, 1600);
  await scrollBy(page, -400);
  await expect(sticky(page)).toHaveAttribute('data-sticky', 'sticky_visible');
  await expect(field).toBeHidden();
  const open = page.getByRole('button', { name: 'Otevřít hledání' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(field).toBeFocused();
  const close = page.getByRole('button', { name: 'Zavřít hledání' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');

  // Typing searches as in the header's place.
  await field.fill('gel');
  await expect(page.getByRole('listbox')).toBeVisible();
  await field.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await field.press('Escape');
  await expect(field).toBeHidden();
  await expect(open).toBeFocused();
});

test('a link to an anchor of the page scrolls there and hands it the focus; Back returns @phone', async ({
  page,
}) => {
  await page.goto('/nejcastejsi-dotazy');
  const topics = page.getByRole('main').getByRole('navigation', { name: 'Témata dotazů' }).getByRole('link');
  const last = topics.last();
  const name = (await last.textContent())!.trim();
  const heading = page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
  await last.click();
  await expect(page).toHaveURL(/#tema-\d+$/);
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/\/nejcastejsi-dotazy$/);
});

test('the top banner closes, and stays closed on the next pages without showing first @phone', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Oznámení' });
  await expect(banner).toContainText('Nevíte si rady s výběrem?');
  await banner.getByRole('button', { name: 'Zavřít horní lištu' }).click();
  await expect(banner).toBeHidden();
  await expect(page.locator('#content')).toBeFocused();

  // The next page hides it while it is parsed: it is never drawn, so nothing below it moves.
  await page.goto('/kosik');
  await expect(banner).toBeHidden();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0)),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 1000);
      }),
  );
  expect(shifted).toBeLessThan(0.01);

  // Another visitor still sees it; without JavaScript there is no button that would do nothing.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const other = await plain.newPage();
  await other.goto(page.url().replace(/\/kosik$/, '/'));
  const theirs = other.getByRole('complementary', { name: 'Oznámení' });
  await expect(theirs).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Zavřít horní lištu' })).toBeHidden();
  await plain.close();
});
