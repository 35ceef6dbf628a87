import { describe, expect, it } from 'vitest';
import { buildGlossary } from '../src/seed/demo/glossary.ts';
import { generateDemoDataset } from '../src/seed/demo/index.ts';

const demo = generateDemoDataset({ products: 60, images: false });
const glossary = buildGlossary(demo.products, demo.cms!.virtualCategories);

/** How many paragraphs an HTML text holds. */
const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0;

describe.each(['sk', 'de'] as const)('the %s glossary', (language) => {
  it('has the whole glossary to check', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(40);
  });

  it('gives every term a perex and a description of the Czech one’s shape, in its own words', () => {
    for (const term of glossary) {
      const perex = term.perex[language];
      const description = term.description[language];
      expect(perex, `${term.slug} has no ${language} perex`).toBeTruthy();
      expect(description, `${term.slug} has no ${language} description`).toBeTruthy();
      expect(perex, term.slug).not.toBe(term.perex.cs);
      expect(description, term.slug).not.toBe(term.description.cs);
      expect(paragraphs(description!), term.slug).toBe(paragraphs(term.description.cs));
      expect(paragraphs(description!), term.slug).toBeGreaterThan(0);
    }
  });
});
