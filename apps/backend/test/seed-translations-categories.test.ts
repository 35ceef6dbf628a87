import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../src/seed/demo/categories.ts';
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
