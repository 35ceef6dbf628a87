import { test, expect, type Page } from './shop-test.ts';
import {
  curatedGuideQuery,
  curatedGuideResult,
  curatedGuidesQuery,
  curatedGuidesResult,
  glossaryTermQuery,
  glossaryTermResult,
  infomailQuery,
  infomailResult,
  infomailsQuery,
  infomailsResult,
  pageQueryDocument,
  pageResult,
} from '@shop/contract';
import { apiUrl } from './backend.ts';

// Slovak and German visitors read the text pages, glossary, curated guides and infomails in their
// own language: what the CMS serves for the locale is what the page shows, and it is not the Czech.

async function cms(query: string, variables: object, locale: string): Promise<unknown> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

/** The text of an HTML fragment's first element of the tag, tags inside it dropped. */
function firstText(html: string | null | undefined, tag: string): string {
  const inner = new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 's').exec(html ?? '')?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

const textPage = async (slug: string, locale: string) =>
  pageResult.parse(await cms(pageQueryDocument, { slug }, locale)).data.page!;
const term = async (slug: string, locale: string) =>
  glossaryTermResult.parse(await cms(glossaryTermQuery, { slug }, locale)).data.glossary_term!;
const firstGuide = async (locale: string) => {
  const all = curatedGuidesResult.parse(await cms(curatedGuidesQuery, {}, locale)).data.curated_guides;
  const slug = all[0]!.page_meta.slug;
  return curatedGuideResult.parse(await cms(curatedGuideQuery, { slug }, locale)).data.curated_guide!;
};
const firstInfomail = async (locale: string) => {
  const all = infomailsResult.parse(await cms(infomailsQuery, {}, locale)).data.infomails.items;
  const slug = all[0]!.page_meta.slug;
  return infomailResult.parse(await cms(infomailQuery, { slug }, locale)).data.infomail!;
};

/** The page answered 200 in the locale's language and shows the text inside its main content. */
async function shows(page: Page, path: string, locale: string, text: string) {
  const res = await page.goto(`/${locale}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['sk', 'de']) {
    test(`a ${locale} visitor reads text pages, a glossary term, a guide and an infomail in ${locale}`, async ({
      page,
    }) => {
      for (const slug of ['doprava', 'obchodni-podminky', 'ochrana-osobnich-udaju']) {
        const [own, czech] = await Promise.all([textPage(slug, locale), textPage(slug, 'cs')]);
        const heading = firstText(own.content, 'h2');
        expect(heading, `${slug} has a heading of its own`).not.toBe('');
        // A heading may read the same in Slovak ("Ceny dopravy"); the text as a whole may not.
        expect(own.content, slug).not.toBe(czech.content);
        await shows(page, `/vse-o-nakupu/${slug}`, locale, heading);
      }

      const [ownTerm, czechTerm] = await Promise.all([term('osmolalita', locale), term('osmolalita', 'cs')]);
      const paragraph = firstText(ownTerm.description, 'p');
      expect(paragraph).not.toBe(firstText(czechTerm.description, 'p'));
      await shows(page, '/vykladovy-slovnik-pojmu/osmolalita', locale, paragraph);

      const [ownGuide, czechGuide] = await Promise.all([firstGuide(locale), firstGuide('cs')]);
      expect(ownGuide.subtitle).toBeTruthy();
      expect(ownGuide.subtitle).not.toBe(czechGuide.subtitle);
      await shows(page, `/pruvodce/${ownGuide.page_meta.slug}`, locale, ownGuide.subtitle!);

      const [ownMail, czechMail] = await Promise.all([firstInfomail(locale), firstInfomail('cs')]);
      const mailHeading = firstText(ownMail.infomail_html, 'h2');
      expect(mailHeading).not.toBe(firstText(czechMail.infomail_html, 'h2'));
      await shows(page, `/infomail/${ownMail.page_meta.slug}`, locale, mailHeading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownMail.title);
    });
  }
});
