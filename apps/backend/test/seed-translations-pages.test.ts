import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/seed/demo/content.ts';
import { BODIES_DE } from '../src/seed/demo/shopping-info-de.ts';
import { SHOPPING_INFO_PAGES } from '../src/seed/demo/shopping-info-pages.ts';
import { BODIES_SK } from '../src/seed/demo/shopping-info-sk.ts';
import { htmlShape } from './support/html-shape.ts';

const pages = [...PAGES, ...SHOPPING_INFO_PAGES];
const bodies = { sk: BODIES_SK, de: BODIES_DE };

describe.each(['sk', 'de'] as const)('the %s text pages', (language) => {
  it('have every page’s body, of the Czech one’s shape, in their own words', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const body = page.content[language];
      expect(body, `${page.slug} has no ${language} body`).toBeTruthy();
      expect(htmlShape(body!), page.slug).toEqual(htmlShape(page.content.cs));
      expect(body, page.slug).not.toBe(page.content.cs);
    }
  });

  it('translate no page that does not exist', () => {
    // A misspelt slug would leave a translation unused.
    expect(Object.keys(bodies[language]).sort()).toEqual(pages.map((page) => page.slug).sort());
  });
});
