import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/seed/demo/categories.ts';

/** How many headings, paragraphs and list items an HTML text holds. */
const shape = (html: string) => ({
  headings: html.match(/<h2>/g)?.length ?? 0,
  paragraphs: html.match(/<p>/g)?.length ?? 0,
  items: html.match(/<li>/g)?.length ?? 0,
});

describe.each(['sk', 'de'] as const)('the %s demo category texts', (language) => {
  it('has every category’s description, of the Czech one’s shape, in its own words', () => {
    expect(CATEGORIES.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      const text = c.description[language];
      expect(text, `${c.slug} has no ${language} description`).toBeTruthy();
      expect(text, c.slug).not.toBe(c.description.cs);
      expect(shape(text!), c.slug).toEqual(shape(c.description.cs));
    }
  });

  it('has the text below the products wherever the Czech one is set', () => {
    const withText = CATEGORIES.filter((c) => c.textBelowProducts?.cs);
    expect(withText.length).toBeGreaterThan(0);
    for (const c of withText) {
      const text = c.textBelowProducts![language];
      expect(text, `${c.slug} has no ${language} text below the products`).toBeTruthy();
      expect(text, c.slug).not.toBe(c.textBelowProducts!.cs);
      expect(shape(text!), c.slug).toEqual(shape(c.textBelowProducts!.cs));
    }
  });
});
