import { describe, expect, it } from 'vitest';
import { glossaryLetter, groupByLetter, letterAnchor } from './glossary-letters';

describe('glossaryLetter', () => {
  it.each([
    ['Lubrikační gel', 'L'],
    ['latex', 'L'],
    ['Chlamydie', 'Ch'],
    ['CHLAMYDIE', 'Ch'],
    ['Cvičení', 'C'],
    ['Činka', 'Č'],
    ['činka', 'Č'],
    ['Řasa', 'Ř'],
    ['Švihadlo', 'Š'],
    ['Žeň', 'Ž'],
    ['Éterický olej', 'E'],
    ['Ámbra', 'A'],
    ['Úpon', 'U'],
    ['Ďas', 'D'],
    ['Ťuk', 'T'],
    ['  HIIT', 'H'],
    ['5 tipů', '0–9'],
    ['„Uvozovky“', '#'],
    ['', '#'],
  ])('%s → %s', (title, letter) => {
    expect(glossaryLetter(title)).toBe(letter);
  });
});

describe('letterAnchor', () => {
  it.each([
    ['A', 'pismeno-a'],
    ['Č', 'pismeno-c-hacek'],
    ['Ch', 'pismeno-ch'],
    ['Ž', 'pismeno-z-hacek'],
    ['#', 'pismeno-ostatni'],
    ['0–9', 'pismeno-0-9'],
  ])('%s → %s', (letter, anchor) => {
    expect(letterAnchor(letter)).toBe(anchor);
  });
});

describe('groupByLetter', () => {
  it('keeps the given order inside and across letters', () => {
    const titles = ['Cvičení', 'Činka', 'HIIT', 'Chlamydie', 'Chůze'];
    expect(groupByLetter(titles, (t) => t)).toEqual([
      { letter: 'C', items: ['Cvičení'] },
      { letter: 'Č', items: ['Činka'] },
      { letter: 'H', items: ['HIIT'] },
      { letter: 'Ch', items: ['Chlamydie', 'Chůze'] },
    ]);
  });
});
