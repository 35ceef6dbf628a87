import { describe, expect, it } from 'vitest';
import { buildArticles } from '../src/seed/demo/articles.ts';
import { FAQ } from '../src/seed/demo/faq.ts';
import { htmlShape } from './support/html-shape.ts';

describe.each(['sk', 'de'] as const)('the %s demo content', (language) => {
  it('has every article’s body, of the Czech one’s shape, in its own words', () => {
    const { articles } = buildArticles(new Date('2026-11-27T00:00:00Z')).articles;
    for (const a of articles) {
      const body = a.content[language];
      expect(body, `${a.slug} has no ${language} body`).toBeTruthy();
      expect(htmlShape(body!), a.slug).toEqual(htmlShape(a.content.cs));
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
      expect(htmlShape(entry.answer[language]!), what).toEqual(htmlShape(entry.answer.cs));
    }
  });
});
