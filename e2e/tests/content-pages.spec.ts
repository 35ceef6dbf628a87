import { test, expect, type Page } from './shop-test.ts';
import AxeBuilder from '@axe-core/playwright';
import {
  contentPageQuery,
  contentPageResult,
  curatedGuidesQuery,
  curatedGuidesResult,
  homeBannersQuery,
  homeBannersResult,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

// The shopping guide, the curated guides and the home page's banners compared with what the CMS serves.

async function cms(query: string, variables: object = {}): Promise<unknown> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': 'cs' },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}
const guides = async () => curatedGuidesResult.parse(await cms(curatedGuidesQuery)).data.curated_guides;
const shoppingGuide = async (page = 1) =>
  contentPageResult.parse(await cms(contentPageQuery, { slug: 'poradna', page })).data.content_page!;
const home = async () => homeBannersResult.parse(await cms(homeBannersQuery)).data;

async function axeSerious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the shopping guide and every curated guide arrive whole with their headings @phone', async ({
    page,
  }) => {
    const [all, guide] = await Promise.all([guides(), shoppingGuide()]);
    expect(all.length).toBeGreaterThanOrEqual(3);

    const res = await page.goto('/poradna');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title);
    // The guide introduces the curated guides, the FAQ and the articles.
    for (const g of all) await expect(page.getByRole('link', { name: g.title, exact: true })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Přejít na časté dotazy' })).toHaveAttribute(
      'href',
      '/nejcastejsi-dotazy',
    );
    await expect(main.getByRole('link', { name: 'Číst články' })).toHaveAttribute('href', '/nakupni-radce');

    for (const g of all) {
      const r = await page.goto(`/pruvodce/${g.page_meta.slug}`);
      expect(r?.status(), g.page_meta.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(g.title);
      // Its product lists are server-rendered product boxes.
      await expect(page.locator('a[href^="/produkt/"]').first()).toBeVisible();
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((j) => j.includes('"BreadcrumbList"') && j.includes(g.title))).toBe(true);
    }
  });

  test('the shopping guide pages its blocks with plain links', async ({ page }) => {
    const first = await shoppingGuide();
    expect(first.page_count).toBeGreaterThan(1);
    await page.goto('/poradna');
    await page.getByRole('link', { name: 'Strana 2' }).click();
    await expect(page).toHaveURL(/\/poradna\/strana\/2$/);
    const second = await shoppingGuide(2);
    const quote = second.content_blocks.find((b) => b.__typename === 'QuoteBlock');
    expect(quote).toBeDefined();
    if (quote?.__typename === 'QuoteBlock') await expect(page.getByText(quote.text)).toBeVisible();
    expect((await page.goto(`/poradna/strana/${first.page_count + 1}`))?.status()).toBe(404);
    expect((await page.goto('/pruvodce/neexistuje'))?.status()).toBe(404);
  });

  test('the home page shows a running wide banner and an info box, not an ended one @phone', async ({
    page,
  }) => {
    const { banner_wide, info_box } = await home();
    expect(banner_wide.length).toBeGreaterThan(0);
    expect(info_box.length).toBeGreaterThan(0);
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Akce a novinky' });
    await expect(banners.getByRole('heading', { name: banner_wide[0]!.title })).toBeVisible();
    await expect(banners.getByRole('listitem')).toHaveCount(banner_wide.length);
    // The demo's summer offer ended: the CMS leaves it out and so does the page.
    expect(banner_wide.map((b) => b.title)).not.toContain('Letní akce na podložky');
    await expect(page.getByText('Letní akce na podložky')).toHaveCount(0);
    const boxes = page.getByRole('list', { name: 'Důležité informace' });
    await expect(boxes.getByRole('listitem')).toHaveCount(info_box.length);
    await expect(boxes).toContainText('Objednávky do 14:00 odesíláme ještě dnes.');
  });
});

test('a text page shows its content blocks after its content', async ({ page }) => {
  await page.goto('/vse-o-nakupu/diskretnost-nakupu');
  const article = page.locator('main article');
  await expect(article.locator('details summary').first()).toHaveText('Co je napsáno na balíku?');
  await expect(article.locator('details')).toHaveCount(2);
});

test('a text page ends with its contact box, whose button leads to the contact page @phone', async ({
  page,
}) => {
  await page.goto('/vse-o-nakupu/vraceni-do-30-dni');
  const box = page.getByRole('complementary', { name: 'Nevíte si rady?' });
  await expect(box).toContainText('Napište nám nebo zavolejte, rádi poradíme.');
  await box.getByRole('link', { name: 'Kontaktujte nás' }).click();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // In Slovak, its Slovak text and the Slovak contact page.
  await page.goto('/sk/vse-o-nakupu/vraceni-do-30-dni');
  const sk = page.getByRole('complementary', { name: 'Neviete si rady?' });
  await expect(sk.getByRole('link', { name: 'Kontaktujte nás' })).toHaveAttribute('href', '/sk/kontakt');

  // A page without one has none.
  await page.goto('/vse-o-nakupu/obchodni-podminky');
  await expect(page.locator('main article')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Nevíte si rady?' })).toHaveCount(0);
});

test('a collapsible block opens and closes by keyboard', async ({ page }) => {
  await page.goto('/poradna');
  const details = page.locator('details').filter({ hasText: 'Jak rychle zboží dorazí?' });
  const summary = details.locator('summary');
  await expect(details).not.toHaveAttribute('open');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open');
  await expect(details.getByRole('link', { name: 'Více o dopravě' })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open');
});

// A page a test, so that a slow machine gives each page its own time.
for (const which of ['/poradna', '/poradna/strana/2', 'a curated guide', '/']) {
  test(`${which} passes axe @phone`, async ({ page }) => {
    const path = which.startsWith('/') ? which : `/pruvodce/${(await guides())[0]!.page_meta.slug}`;
    await page.goto(path);
    expect(await axeSerious(page), path).toEqual([]);
  });
}

test('the sitemap lists the shopping guide and every curated guide', async ({ request }) => {
  const all = await guides();
  const xml = await (await request.get('/sitemap/pages.xml')).text();
  expect(xml).toContain('/poradna</loc>');
  for (const g of all) expect(xml).toContain(`/pruvodce/${g.page_meta.slug}</loc>`);
});
