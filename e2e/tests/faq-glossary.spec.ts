import { test, expect, type Page } from './shop-test.ts';
import AxeBuilder from '@axe-core/playwright';
import {
  faqEntriesQuery,
  faqEntriesResult,
  glossaryTermQuery,
  glossaryTermResult,
  glossaryTermsQuery,
  glossaryTermsResult,
  infomailsQuery,
  infomailsResult,
  pagesQuery,
  pagesResult,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

// The help pages compared with what the CMS serves: the FAQ, the glossary, infomails, "Vše o nákupu".

async function cms(query: string, variables: object = {}, locale = 'cs'): Promise<unknown> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}
const faq = async (locale = 'cs') =>
  faqEntriesResult.parse(await cms(faqEntriesQuery, {}, locale)).data.faq_entries;
const terms = async () => glossaryTermsResult.parse(await cms(glossaryTermsQuery)).data.glossary_terms;
const term = async (slug: string) =>
  glossaryTermResult.parse(await cms(glossaryTermQuery, { slug })).data.glossary_term!;
const infomails = async () => infomailsResult.parse(await cms(infomailsQuery)).data.infomails.items;
const textPages = async () => pagesResult.parse(await cms(pagesQuery, { kind: 'page' })).data.pages;

async function axeSerious(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every help route arrives whole with its heading @phone', async ({ page }) => {
    test.setTimeout(90_000);
    const [allTerms, mails] = await Promise.all([terms(), infomails()]);
    const firstTerm = allTerms[0]!;
    const firstMail = mails[0]!;
    const routes: [string, string][] = [
      ['/nejcastejsi-dotazy', 'Nejčastější dotazy'],
      ['/vykladovy-slovnik-pojmu', 'Výkladový slovník pojmů'],
      [`/vykladovy-slovnik-pojmu/${firstTerm.page_meta.slug}`, firstTerm.title],
      ['/infomail', 'Infomail'],
      [`/infomail/${firstMail.page_meta.slug}`, firstMail.title],
      ['/vse-o-nakupu', 'Vše o nákupu'],
    ];
    for (const [path, heading] of routes) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
  });

  test('every "Vše o nákupu" page of the spec is listed and answers with its heading', async ({ page }) => {
    // A dozen pages, each rendered on its first visit.
    test.setTimeout(120_000);
    const pages = await textPages();
    const slugs = pages.map((p) => p.page_meta.slug);
    for (const slug of [
      'zmeny-v-objednavce',
      'vraceni-do-30-dni',
      'bezproblemova-reklamace',
      'klientske-centrum',
      'doprava',
      'platba',
      'diskretnost-nakupu',
      'obchodni-podminky',
      'souhlas-se-zpracovanim-osobnich-udaju',
      'jak-nakupovat',
      'ochrana-osobnich-udaju',
      'ochrana-osobnich-udaju-marketing',
    ])
      expect(slugs).toContain(slug);
    await page.goto('/vse-o-nakupu');
    const main = page.getByRole('main');
    for (const p of pages) {
      await expect(main.getByRole('link', { name: new RegExp(`^${p.title}`) })).toHaveAttribute(
        'href',
        `/vse-o-nakupu/${p.page_meta.slug}`,
      );
    }
    for (const p of pages) {
      const res = await page.goto(`/vse-o-nakupu/${p.page_meta.slug}`);
      expect(res?.status(), p.page_meta.slug).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    }
  });

  test('the FAQ shows every topic and question, answers readable in closed disclosures', async ({ page }) => {
    const topics = await faq();
    await page.goto('/nejcastejsi-dotazy');
    const main = page.getByRole('main');
    for (const topic of topics) {
      await expect(main.getByRole('heading', { level: 2, name: topic.topic })).toBeVisible();
      for (const entry of topic.entries)
        await expect(main.getByText(entry.question, { exact: true })).toBeVisible();
    }
    expect(await main.locator('details').count()).toBe(topics.flatMap((t) => t.entries).length);
    // A topic link jumps to its section.
    await main
      .getByRole('navigation', { name: 'Témata dotazů' })
      .getByRole('link', { name: topics[1]!.topic })
      .click();
    await expect(page).toHaveURL(/#tema-2$/);
  });

  test('Slovak and German visitors read the FAQ in their language', async ({ page }) => {
    const czech = await faq();
    for (const locale of ['sk', 'de']) {
      const topics = await faq(locale);
      expect(topics.map((t) => t.topic)).not.toEqual(czech.map((t) => t.topic));
      await page.goto(`/${locale}/nejcastejsi-dotazy`);
      const main = page.getByRole('main');
      for (const topic of topics) {
        await expect(main.getByRole('heading', { level: 2, name: topic.topic })).toBeVisible();
        const first = topic.entries[0]!;
        await expect(main.getByText(first.question, { exact: true })).toBeVisible();
        expect(first.question).not.toBe(
          czech.find((t) => t.entries[0]!._id === first._id)?.entries[0]!.question,
        );
      }
    }
  });

  test('the glossary lists every term by letter with its perex, and a letter jumps to its terms', async ({
    page,
  }) => {
    const all = await terms();
    expect(all.length).toBeGreaterThanOrEqual(40);
    await page.goto('/vykladovy-slovnik-pojmu');
    const main = page.getByRole('main');
    for (const t of all)
      await expect(main.getByRole('link', { name: t.title, exact: true })).toHaveAttribute(
        'href',
        `/vykladovy-slovnik-pojmu/${t.page_meta.slug}`,
      );
    const index = main.getByRole('navigation', { name: 'Rejstřík podle písmen' });
    await index.getByRole('link', { name: 'Ch', exact: true }).click();
    await expect(page).toHaveURL(/#pismeno-ch$/);
    await expect(main.getByRole('heading', { level: 2, name: 'Ch', exact: true })).toBeVisible();
  });

  test('a term links its categories, products and related terms', async ({ page }) => {
    const t = await term('lubrikacni-gel');
    expect(t.categories.length + t.products.length + t.terms.length).toBeGreaterThan(2);
    await page.goto('/vykladovy-slovnik-pojmu/lubrikacni-gel');
    const main = page.getByRole('main');
    await expect(main.getByText(t.perex!)).toBeVisible();
    for (const c of t.categories)
      await expect(main.getByRole('link', { name: c.title, exact: true })).toHaveAttribute('href', c.path);
    for (const p of t.products)
      await expect(main.getByRole('link', { name: p.name, exact: true })).toHaveAttribute('href', p.path);
    for (const r of t.terms)
      await expect(main.getByRole('link', { name: r.title, exact: true })).toHaveAttribute('href', r.path);
    await main.getByRole('link', { name: t.terms[0]!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.terms[0]!.title);
  });

  test('unknown glossary terms and infomails answer a real 404', async ({ page }) => {
    for (const path of ['/vykladovy-slovnik-pojmu/neexistujici-pojem', '/infomail/neexistujici-infomail']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
    }
  });
});

test('a FAQ answer opens and closes by keyboard @phone', async ({ page }) => {
  const [topic] = await faq();
  const entry = topic!.entries[0]!;
  await page.goto('/nejcastejsi-dotazy');
  const summary = page.getByRole('main').locator('summary', { hasText: entry.question });
  const details = summary.locator('..');
  await expect(details).not.toHaveAttribute('open');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(details.locator('.rich-text')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open');
});

test('the help pages carry FAQPage, DefinedTerm and BreadcrumbList data', async ({ page }) => {
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (s) =>
        JSON.parse(s) as { '@type': string; mainEntity?: unknown[]; itemListElement?: { name: string }[] },
    );
  const topics = await faq();
  await page.goto('/nejcastejsi-dotazy');
  let data = await jsonLd();
  const faqPage = data.find((d) => d['@type'] === 'FAQPage');
  expect(faqPage?.mainEntity).toHaveLength(topics.flatMap((t) => t.entries).length);
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual([
    'Úvod',
    'Nejčastější dotazy',
  ]);
  await page.goto('/vykladovy-slovnik-pojmu/osmolalita');
  data = await jsonLd();
  expect(data.find((d) => d['@type'] === 'DefinedTerm')).toMatchObject({ name: 'Osmolalita' });
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual([
    'Úvod',
    'Výkladový slovník pojmů',
    'Osmolalita',
  ]);
  await expect(page.locator('link[rel="alternate"][hreflang="sk"]')).toHaveAttribute(
    'href',
    /\/sk\/vykladovy-slovnik-pojmu\/osmolalita$/,
  );
});

test('the sitemap lists glossary terms and infomails', async ({ request }) => {
  const [allTerms, mails] = await Promise.all([terms(), infomails()]);
  const xml = await (await request.get('/sitemap/pages.xml')).text();
  for (const t of allTerms) expect(xml).toContain(`/vykladovy-slovnik-pojmu/${t.page_meta.slug}</loc>`);
  for (const m of mails) expect(xml).toContain(`/infomail/${m.page_meta.slug}</loc>`);
});

for (const [name, path] of [
  ['the FAQ with an answer open', '/nejcastejsi-dotazy'],
  ['a glossary term', '/vykladovy-slovnik-pojmu/lubrikacni-gel'],
  ['the glossary', '/vykladovy-slovnik-pojmu'],
] as const) {
  test(`${name} has no serious accessibility violations @phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(path);
    if (path === '/nejcastejsi-dotazy') await page.getByRole('main').locator('summary').first().click();
    expect(await axeSerious(page)).toEqual([]);
  });
}
