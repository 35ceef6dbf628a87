import { describe, expect, it } from 'vitest';
import type { Translated } from '../src/seed/dataset.ts';
import { buildGuidesAndBanners } from '../src/seed/demo/guides-and-banners.ts';
import { INFOMAILS } from '../src/seed/demo/infomails.ts';
import { generateProducts } from '../src/seed/demo/products.ts';
import { htmlShape } from './support/html-shape.ts';

// The builders as the demo data set calls them (seed/demo/index.ts), without the rest of the data set.
const reference = new Date('2026-11-01T00:00:00Z');
const products = generateProducts({ seed: 20_261_101, count: 60, reference });
const infomails = INFOMAILS;
const guides = buildGuidesAndBanners(products, reference).data.curatedGuides;

/** The translatable texts of a curated guide's blocks that the checks below look at. */
const BLOCK_FIELDS: readonly string[] = ['title', 'content', 'text', 'benefit_line', 'products_list_title'];

describe.each(['sk', 'de'] as const)('the %s demo infomails and curated guides', (language) => {
  /** The text is in the language, differs from the Czech and keeps its HTML shape and links. */
  const expectTranslated = (text: Translated | undefined, what: string) => {
    expect(text, `${what} is missing`).toBeDefined();
    const own = text![language];
    expect(own, `${what} has no ${language} text`).toBeTruthy();
    expect(own, what).not.toBe(text!.cs);
    expect(htmlShape(own!), what).toEqual(htmlShape(text!.cs));
  };

  it('has all the infomails and guides to check', () => {
    expect(infomails).toHaveLength(3);
    expect(guides).toHaveLength(3);
  });

  it('has every infomail’s title, introduction and e-mail in its own words', () => {
    for (const mail of infomails) {
      expectTranslated(mail.title, `infomail ${mail.slug} title`);
      expectTranslated(mail.content, `infomail ${mail.slug} content`);
      expectTranslated(mail.infomailHtml, `infomail ${mail.slug} e-mail`);
    }
  });

  it('has every curated guide’s title, subtitle, perex and block texts in its own words', () => {
    for (const guide of guides) {
      expectTranslated(guide.title, `guide ${guide.slug} title`);
      expectTranslated(guide.subtitle, `guide ${guide.slug} subtitle`);
      expectTranslated(guide.perex, `guide ${guide.slug} perex`);
      expect(guide.blocks.length, guide.slug).toBeGreaterThan(0);
      guide.blocks.forEach((block, i) => {
        for (const [field, value] of Object.entries(block)) {
          const text = value as Translated | undefined;
          // Only the texts the Czech version has set.
          if (!BLOCK_FIELDS.includes(field) || !text?.cs) continue;
          expectTranslated(text, `guide ${guide.slug} block ${i} (${block.type}) ${field}`);
        }
      });
    }
  });
});
