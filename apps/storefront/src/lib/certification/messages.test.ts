import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import cs from '../../../messages/cs.json';
import de from '../../../messages/de.json';
import sk from '../../../messages/sk.json';

const texts = (locale: 'cs' | 'sk' | 'de', messages: typeof cs) =>
  createTranslator({ locale, messages, namespace: 'FooterBadges' });

describe("the certification badge's texts", () => {
  it.each([
    ['cs', cs, ['1 hodnocení', '2 hodnocení', '5 hodnocení', '1 428 hodnocení']],
    ['sk', sk, ['1 hodnotenie', '2 hodnotenia', '5 hodnotení', '1 428 hodnotení']],
    ['de', de, ['1 Bewertung', '2 Bewertungen', '5 Bewertungen', '1.428 Bewertungen']],
  ] as const)('%s: the review count pluralised', (locale, messages, expected) => {
    const t = texts(locale, messages);
    const shown = [1, 2, 5, 1428].map((count) => t('reviews', { count }).replace(/\s/g, ' '));
    expect(shown).toEqual(expected);
  });

  it('the share of customers who recommend the shop', () => {
    expect(texts('cs', cs)('recommend', { percent: 97 })).toBe('97 % zákazníků doporučuje');
    expect(texts('sk', sk)('recommend', { percent: 97 })).toBe('97 % zákazníkov odporúča');
    expect(texts('de', de)('recommend', { percent: 97 })).toBe('97 % der Kunden empfehlen uns');
  });
});
