import { describe, expect, it } from 'vitest';
import { generateProducts } from '../src/seed/demo/products.ts';
import { htmlShape } from './support/html-shape.ts';

const reference = new Date('2026-11-01T00:00:00Z');
const products = generateProducts({ seed: 20_261_101, count: 200, reference });
const paragraphs = (html: string) => [...html.matchAll(/<(?:p|h2)>([^<]*)<\/(?:p|h2)>/g)].map((m) => m[1]);

describe.each(['sk', 'de'] as const)('the %s demo product texts', (language) => {
  it('give every product a description of the Czech one’s shape, in its own words', () => {
    for (const p of products) {
      const text = p.description[language];
      expect(text, `${p.slug} has no ${language} description`).toBeTruthy();
      expect(text, p.slug).not.toBe(p.description.cs);
      expect(htmlShape(text!), p.slug).toEqual(htmlShape(p.description.cs));
      // Brand and line names stay as they are; no template placeholder is left.
      expect(text, p.slug).not.toMatch(/\{brand\}|\{line\}/);
      // Each heading and paragraph is translated, none left Czech.
      const czech = paragraphs(p.description.cs);
      paragraphs(text!).forEach((own, i) => expect(own, `${p.slug}: ${own}`).not.toBe(czech[i]));
    }
  });

  it('give every product a perex in its own words', () => {
    for (const p of products) {
      const perex = p.perex[language];
      expect(perex, `${p.slug} has no ${language} perex`).toBeTruthy();
      expect(perex, p.slug).not.toBe(p.perex.cs);
    }
  });

  it('draw the same sentences as the Czech text, so every language describes the same product', () => {
    const byCzech = new Map<string, string>();
    for (const p of products) {
      const seen = byCzech.get(p.description.cs);
      if (seen !== undefined) expect(p.description[language], p.slug).toBe(seen);
      else byCzech.set(p.description.cs, p.description[language]!);
    }
  });
});

describe('the demo product descriptions', () => {
  it('name the condom standard as it is designated in each country', () => {
    const condoms = products.filter((p) => p.description.cs.includes('ČSN EN ISO 4074'));
    expect(condoms.length).toBeGreaterThan(0);
    for (const p of condoms) {
      expect(p.description.sk).toContain('STN EN ISO 4074');
      expect(p.description.de).toContain('DIN EN ISO 4074');
    }
  });
});
