import { describe, expect, it } from 'vitest';
import type { Dataset } from '../src/seed/dataset.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';
import { requireTranslatedSeo, seoOfPages } from '../src/seed/demo/seo.ts';

const dataset = generateDemoDataset({ products: 60, images: false });
const pages = seoOfPages(dataset);

describe.each(['sk', 'de'] as const)('the %s demo SEO texts', (language) => {
  it('cover every kind of page', () => {
    const kinds = new Set(pages.map((p) => p.page.split(' ').slice(0, -1).join(' ')));
    expect([...kinds].sort()).toEqual(
      [
        'article',
        'article category',
        'branch',
        'category',
        'content page',
        'filtered category',
        'glossary term',
        'guide',
        'infomail',
        'page',
        'virtual category',
      ].sort(),
    );
  });

  it('give every page a title in the language', () => {
    for (const { page, seo } of pages) {
      if (!seo.title) continue;
      expect(seo.title[language], `${page} has no ${language} SEO title`).toBeTruthy();
    }
  });

  it('give every page a description in its own words', () => {
    for (const { page, seo } of pages) {
      if (!seo.description) continue;
      const text = seo.description[language];
      expect(text, `${page} has no ${language} SEO description`).toBeTruthy();
      expect(text, page).not.toBe(seo.description.cs);
    }
  });

  it('name euro amounts, not crowns', () => {
    for (const { page, seo } of pages)
      for (const text of [seo.title?.[language], seo.description?.[language]])
        expect(text ?? '', page).not.toMatch(/Kč/);
  });
});

describe('the demo data set build', () => {
  it('fails on a page whose SEO text is left Czech-only', () => {
    const broken: Dataset = structuredClone(dataset);
    const gifts = broken.cms!.virtualCategories.find((v) => v.slug === 'darky-do-500-kc')!;
    gifts.seo.description = { cs: gifts.seo.description!.cs, sk: gifts.seo.description!.sk! };
    expect(() => requireTranslatedSeo(broken)).toThrow(
      'The SEO description of virtual category darky-do-500-kc has no de text',
    );
    expect(() => requireTranslatedSeo(dataset)).not.toThrow();
  });
});
