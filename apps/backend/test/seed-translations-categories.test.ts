import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/seed/demo/categories.ts';
import { buildCmsContent } from '../src/seed/demo/cms-content.ts';
import { generateProducts } from '../src/seed/demo/products.ts';
import { htmlShape } from './support/html-shape.ts';

describe.each(['sk', 'de'] as const)('the %s demo category texts', (language) => {
  it('has every category’s description, of the Czech one’s shape, in its own words', () => {
    expect(CATEGORIES.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      const text = c.description[language];
      expect(text, `${c.slug} has no ${language} description`).toBeTruthy();
      expect(text, c.slug).not.toBe(c.description.cs);
      expect(htmlShape(text!), c.slug).toEqual(htmlShape(c.description.cs));
    }
  });

  it('has the text below the products wherever the Czech one is set', () => {
    const withText = CATEGORIES.filter((c) => c.textBelowProducts?.cs);
    expect(withText.length).toBeGreaterThan(0);
    for (const c of withText) {
      const text = c.textBelowProducts![language];
      expect(text, `${c.slug} has no ${language} text below the products`).toBeTruthy();
      expect(text, c.slug).not.toBe(c.textBelowProducts!.cs);
      expect(htmlShape(text!), c.slug).toEqual(htmlShape(c.textBelowProducts!.cs));
    }
  });
});

describe.each(['sk', 'de'] as const)('the %s demo catalogue banners', (language) => {
  const reference = new Date('2026-11-01T00:00:00Z');
  const products = generateProducts({ seed: 20_261_101, count: 60, reference });
  const banners = buildCmsContent(products, reference).cms.categoryContent.flatMap(
    (c) => c.catalogBanners ?? [],
  );

  it('has every banner’s title in its own words, ended banners included', () => {
    expect(banners.some((b) => b.timeLimit?.end && new Date(b.timeLimit.end) < reference)).toBe(true);
    for (const b of banners) {
      const title = b.title[language];
      expect(title, `${b.id} has no ${language} title`).toBeTruthy();
      expect(title, b.id).not.toBe(b.title.cs);
    }
  });
});

describe('the demo gift category', () => {
  const reference = new Date('2026-11-01T00:00:00Z');
  const gifts = buildCmsContent([], reference).cms.virtualCategories.find(
    (v) => v.slug === 'darky-do-500-kc',
  );

  it('filters shoppers paying in euros by the euro amount its Slovak and German titles name', () => {
    expect(gifts?.priceRanges).toEqual({ CZK: { to: 50_000 }, EUR: { to: 2_000 } });
    expect(gifts?.title.cs).toContain('500 Kč');
    expect(gifts?.title.sk).toContain('20 €');
    expect(gifts?.title.de).toContain('20 €');
  });
});
