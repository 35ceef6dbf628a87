import type { AppLocale } from '@/i18n/routing';

/**
 * The glossary's A–Z index by the page language's alphabet. In Czech the letters with háček (Č, Ř,
 * Š, Ž) and CH are letters of their own; Slovak has them too, but no Ř; German has only A–Z. The
 * other accented letters (Á, É, Ě, Í, Ó, Ú, Ů, Ý, Ď, Ň, Ť, Ä, Ö, Ü …) belong to their base letter.
 * Anything that starts with neither a letter nor a digit goes under '#'.
 */
export const CZECH_ALPHABET = [
  'A',
  'B',
  'C',
  'Č',
  'D',
  'E',
  'F',
  'G',
  'H',
  'Ch',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'Ř',
  'S',
  'Š',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  'Ž',
] as const;

const OWN_LETTERS: Record<AppLocale, ReadonlySet<string>> = {
  cs: new Set(['Č', 'Ř', 'Š', 'Ž', 'Ch']),
  sk: new Set(['Č', 'Š', 'Ž', 'Ch']),
  de: new Set(),
};

/** The index's letters in the language of `locale`. */
export function glossaryAlphabet(locale: AppLocale): readonly string[] {
  return CZECH_ALPHABET.filter(
    (letter) => (letter.length === 1 && letter <= 'Z') || OWN_LETTERS[locale].has(letter),
  );
}

/** The index letter a title is listed under. */
export function glossaryLetter(title: string, locale: AppLocale = 'cs'): string {
  const own = OWN_LETTERS[locale];
  const text = title.trim();
  if (own.has('Ch') && /^ch/i.test(text)) return 'Ch';
  const first = text.charAt(0).toLocaleUpperCase(locale);
  if (!first) return '#';
  if (own.has(first)) return first;
  const base = first.normalize('NFD').replace(/\p{M}/gu, '');
  if (/^[A-Z]$/.test(base)) return base;
  if (/^[0-9]$/.test(base)) return '0–9';
  return '#';
}

/** An id for a letter's section that is safe in a URL fragment (`pismeno-c-hacek`, `pismeno-ch`). */
export function letterAnchor(letter: string): string {
  const ascii = letter
    .normalize('NFD')
    .replace(/\p{M}/gu, (mark) => (mark === '\u030C' ? '-hacek' : ''))
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, (c) => (c === '#' ? 'ostatni' : c === '–' ? '-' : ''));
  return `pismeno-${ascii}`;
}

/** Items grouped by their letter, in the order the items come (already alphabetical). */
export function groupByLetter<T>(
  items: T[],
  titleOf: (item: T) => string,
  locale: AppLocale = 'cs',
): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = glossaryLetter(titleOf(item), locale);
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups].map(([letter, list]) => ({ letter, items: list }));
}
