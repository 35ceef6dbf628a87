/**
 * The glossary's A–Z index by the Czech alphabet: the letters with háček (Č, Ř, Š, Ž) and CH are
 * letters of their own; the other accented letters (Á, É, Ě, Í, Ó, Ú, Ů, Ý, Ď, Ň, Ť) belong to their
 * base letter. Anything that starts with neither a letter nor a digit goes under '#'.
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

const OWN_LETTERS = new Set(['Č', 'Ř', 'Š', 'Ž']);

/** The index letter a title is listed under. */
export function glossaryLetter(title: string): string {
  const text = title.trim();
  if (/^ch/i.test(text)) return 'Ch';
  const first = text.charAt(0).toLocaleUpperCase('cs');
  if (!first) return '#';
  if (OWN_LETTERS.has(first)) return first;
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
export function groupByLetter<T>(items: T[], titleOf: (item: T) => string): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = glossaryLetter(titleOf(item));
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups].map(([letter, list]) => ({ letter, items: list }));
}
