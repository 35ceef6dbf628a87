import { describe, expect, it } from 'vitest';
import { buildArticles } from '../src/seed/demo/articles.ts';
import { FAQ } from '../src/seed/demo/faq.ts';

/** How many headings, paragraphs, list items and links an HTML text holds. */
const shape = (html: string) => ({
  headings: html.match(/<h2>/g)?.length ?? 0,
  paragraphs: html.match(/<p>/g)?.length ?? 0,
  items: html.match(/<li>/g)?.length ?? 0,
  links: [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]),
});

describe.each(['sk', 'de'] as const)('the %s demo content', (language) => {
  it('has every article’s body, of the Czech one’s shape, in its own words', () => {
    const { articles } = buildArticles(new Date('2026-11-27T00:00:00Z')).articles;
    for (const a of articles) {
      const body = a.content[language];
      expect(body, `${a.slug} has no ${language} body`).toBeTruthy();
      expect(shape(body!), a.slug).toEqual(shape(a.content.cs));
      expect(body, a.slug).not.toBe(a.content.cs);
    }
  });

  it('has every FAQ topic, question and answer, with the Czech answer’s links', () => {
    for (const entry of FAQ) {
      const what = `FAQ ${entry.id}`;
      for (const text of [entry.topic, entry.question, entry.answer]) {
        expect(text[language], `${what} in ${language}`).toBeTruthy();
        expect(text[language], what).not.toBe(text.cs);
      }
      expect(shape(entry.answer[language]!), what).toEqual(shape(entry.answer.cs));
    }
  });
});
