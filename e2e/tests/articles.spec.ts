import { test, expect, type Page } from './shop-test.ts';
import AxeBuilder from '@axe-core/playwright';
import {
  ARTICLES_PER_PAGE,
  articleCategoriesQuery,
  articleCategoriesResult,
  articleListConfigurationQuery,
  articleListConfigurationResult,
  articleQuery,
  articleResult,
  articlesQuery,
  articlesResult,
  authorQuery,
  authorResult,
  type ArticlesVariables,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

// A page renders on the server on its first visit (cached afterwards); leave room for a busy machine.
expect.configure({ timeout: 15_000 });

async function gql<T>(
  query: string,
  parse: (body: unknown) => T,
  variables: object = {},
  locale = 'cs',
): Promise<T> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return parse(await res.json());
}

const articles = (variables: ArticlesVariables = {}) =>
  gql(articlesQuery, (b) => articlesResult.parse(b).data.articles, variables);
const categories = () =>
  gql(articleCategoriesQuery, (b) => articleCategoriesResult.parse(b).data.article_categories);
const listConfiguration = () =>
  gql(
    articleListConfigurationQuery,
    (b) => articleListConfigurationResult.parse(b).data.configuration_article_list,
  );
const author = (slug: string) => gql(authorQuery, (b) => authorResult.parse(b).data.author, { slug });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');

test.describe('shopping guide without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every article route answers with its heading', async ({ page }) => {
    const [config, list, cats] = await Promise.all([listConfiguration(), articles(), categories()]);
    const child = cats.find((c) => c.master_category !== null)!;
    const standalone = cats.find((c) => c.master_category === null)!;
    const newest = list.items[0]!;
    const withAuthor = (await articles({ limit: 50 })).items;
    expect(child, 'a category under a master category').toBeTruthy();
    expect(standalone, 'a category without a master category').toBeTruthy();

    const visit = async (path: string, title: string | RegExp) => {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(heading(page), path).toHaveText(title);
    };
    await visit('/nakupni-radce', config!.title);
    await visit(`/nakupni-radce/${newest.page_meta.slug}`, newest.title);
    await visit(`/clanky/${standalone.page_meta.slug}`, standalone.title);
    await visit(`/clanky/${child.master_category!.page_meta.slug}`, child.master_category!.title);
    await visit(`/clanky/${child.master_category!.page_meta.slug}/${child.page_meta.slug}`, child.title);

    // The tag and author pages are reached from an article.
    await page.goto(`/nakupni-radce/${newest.page_meta.slug}`);
    const tagLink = page.getByRole('region', { name: 'Štítky' }).getByRole('link').first();
    const tagName = (await tagLink.textContent())!;
    await tagLink.click();
    await expect(page).toHaveURL(/\/nakupni-radce\/stitek\/[a-z0-9-]+$/);
    await expect(heading(page)).toHaveText(`Články se štítkem ${tagName}`);

    let authorPage: string | null = null;
    for (const a of withAuthor) {
      await page.goto(`/nakupni-radce/${a.page_meta.slug}`);
      const link = page.getByRole('main').getByRole('link', { name: /^Autor: / });
      if ((await link.count()) > 0) {
        authorPage = (await link.getAttribute('href'))!;
        break;
      }
    }
    expect(authorPage, 'an article by an author with a page').not.toBeNull();
    const slug = authorPage!.split('/').pop()!;
    const shown = await author(slug);
    await visit(authorPage!, shown!.title);
  });

  test('the list leads with its featured articles, shows 15 a page and pages with plain links', async ({
    page,
  }) => {
    const all = await articles();
    expect(all.total).toBeGreaterThan(ARTICLES_PER_PAGE);
    await page.goto('/nakupni-radce');
    // The first page leads with the configuration's featured articles, then the newest.
    const featured_articles = (await listConfiguration())!.featured_articles;
    expect(featured_articles.length).toBeGreaterThan(0);
    const featured = page.getByRole('region', { name: 'Doporučujeme' });
    await expect(featured.getByRole('article').getByRole('heading')).toHaveText(
      featured_articles.map((a) => a.title),
    );
    const newest = page.getByRole('list', { name: 'Všechny články' }).getByRole('article');
    await expect(newest).toHaveCount(ARTICLES_PER_PAGE);
    await expect(newest.first().getByRole('heading')).toHaveText(all.items[0]!.title);
    await page
      .getByRole('navigation', { name: 'Stránkování článků' })
      .getByRole('link', { name: 'Další' })
      .click();
    await expect(page).toHaveURL(/\/nakupni-radce\/strana\/2$/);
    await expect(heading(page)).toHaveText(/strana 2$/);
    const second = await articles({ skip: ARTICLES_PER_PAGE });
    await expect(cards(page)).toHaveCount(second.items.length);
    await expect(cards(page).first().getByRole('heading')).toHaveText(second.items[0]!.title);
    await page.getByRole('link', { name: 'Předchozí' }).click();
    await expect(page).toHaveURL(/\/nakupni-radce$/);
  });

  test('a category is filtered from the list and only its articles show', async ({ page }) => {
    const [cats] = await Promise.all([categories()]);
    const category = cats[0]!;
    const expected = await articles({ category: category.page_meta.slug });
    await page.goto('/nakupni-radce');
    const nav = page.getByRole('navigation', { name: 'Kategorie článků' });
    await nav.getByRole('link', { name: category.menu_title || category.title }).click();
    await expect(heading(page)).toHaveText(category.title);
    await expect(nav.getByRole('link', { name: category.menu_title || category.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(cards(page)).toHaveCount(Math.min(expected.total, ARTICLES_PER_PAGE));
  });

  test('unknown articles, lists and pages answer 404', async ({ page }) => {
    const redakce = await articles({ limit: 50 });
    for (const path of [
      '/nakupni-radce/tento-clanek-neexistuje',
      '/nakupni-radce/strana/99',
      '/nakupni-radce/strana/1',
      '/clanky/neexistuje',
      '/nakupni-radce/stitek/neexistuje',
      '/nakupni-radce/autor/neexistuje',
      // A planned article (dated in the future) is not published yet.
      '/nakupni-radce/zimni-treninkovy-plan',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    expect(redakce.items.map((a) => a.page_meta.slug)).not.toContain('zimni-treninkovy-plan');
  });
});

test.describe('articles', () => {
  test('a category page links to its articles and one opens @phone', async ({ page }) => {
    await page.goto('/lubrikacni-gely');
    const section = page.getByRole('region', { name: 'Související články' });
    const link = section.getByRole('link').first();
    const name = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/nakupni-radce\/[a-z0-9-]+$/);
    await expect(heading(page)).toContainText(name.replace(/:.*$/, ''));
    await expect(page.getByRole('heading', { name: 'Související články' })).toBeVisible();
  });

  test('an article carries Article and BreadcrumbList data and passes axe @phone', async ({ page }) => {
    const newest = (await articles({ limit: 1 })).items[0]!;
    await page.goto(`/nakupni-radce/${newest.page_meta.slug}`);
    await expect(heading(page)).toHaveText(newest.title);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type'?: string }));
    const types = data.map((d) => d['@type']);
    expect(types).toContain('Article');
    expect(types).toContain('BreadcrumbList');
    const article = data.find((d) => d['@type'] === 'Article') as {
      headline?: string;
      datePublished?: string;
    };
    expect(article.headline).toBe(newest.title);
    expect(article.datePublished).toBe(newest.date_published);
    await expect(page.locator('link[rel="alternate"][hreflang="sk"]')).toHaveAttribute(
      'href',
      new RegExp(`/sk/nakupni-radce/${newest.page_meta.slug}$`),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('Slovak and German visitors read the whole article in their language', async ({ page }) => {
    const slug = (await articles({ limit: 1 })).items[0]!.page_meta.slug;
    const firstHeading = async (locale: string) => {
      const article = await gql(articleQuery, (b) => articleResult.parse(b).data.article, { slug }, locale);
      return /<h2>(.*?)<\/h2>/.exec(article?.content ?? '')?.[1] ?? '';
    };
    const czech = await firstHeading('cs');
    for (const locale of ['sk', 'de']) {
      const own = await firstHeading(locale);
      expect(own, `${locale} body`).not.toBe('');
      expect(own, `${locale} body is not the Czech one`).not.toBe(czech);
      await page.goto(`/${locale}/nakupni-radce/${slug}`);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 2, name: own, exact: true }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });

  test('the article list passes axe and is keyboard reachable', async ({ page }) => {
    await page.goto('/nakupni-radce');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const first = cards(page).first().getByRole('link');
    await first.focus();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nakupni-radce\/[a-z0-9-]+$/);
  });
});
