/**
 * Every page of the demo shop has its SEO title and meta description in Slovak and German too: a
 * text left Czech-only fails the build rather than showing Czech in a Slovak or German search result.
 */
import type { Dataset, SeoTexts } from '../dataset.ts';

/** Each page with SEO texts, named by its kind and slug. */
export function seoOfPages(d: Dataset): { page: string; seo: SeoTexts }[] {
  const cms = d.cms;
  return [
    ...d.categories.map((c) => ({ page: `category ${c.slug}`, seo: c.seo })),
    ...d.pages.map((p) => ({ page: `page ${p.slug}`, seo: p.seo })),
    ...(cms?.virtualCategories ?? []).map((v) => ({ page: `virtual category ${v.slug}`, seo: v.seo })),
    ...(cms?.filteredCategories ?? []).map((f) => ({ page: `filtered category ${f.slug}`, seo: f.seo })),
    ...(cms?.branchPages ?? []).map((b) => ({ page: `branch ${b.slug}`, seo: b.seo })),
    ...(cms?.articles?.categories ?? []).flatMap((c) =>
      c.seo ? [{ page: `article category ${c.slug}`, seo: c.seo }] : [],
    ),
    ...(cms?.articles?.articles ?? []).flatMap((a) =>
      a.seo ? [{ page: `article ${a.slug}`, seo: a.seo }] : [],
    ),
    ...(cms?.contentBlocks?.contentPages ?? []).map((p) => ({ page: `content page ${p.slug}`, seo: p.seo })),
    ...(cms?.contentBlocks?.curatedGuides ?? []).map((g) => ({ page: `guide ${g.slug}`, seo: g.seo })),
    ...(cms?.help?.glossary ?? []).map((t) => ({ page: `glossary term ${t.slug}`, seo: t.seo })),
    ...(cms?.help?.infomails ?? []).map((m) => ({ page: `infomail ${m.slug}`, seo: m.seo })),
  ];
}

/** Throws on the first page whose SEO title or description has no Slovak or German text. */
export function requireTranslatedSeo(d: Dataset): void {
  for (const { page, seo } of seoOfPages(d))
    for (const field of ['title', 'description'] as const) {
      const text = seo[field];
      if (!text) continue;
      for (const language of ['sk', 'de'] as const)
        if (!text[language]) throw new Error(`The SEO ${field} of ${page} has no ${language} text`);
    }
}
