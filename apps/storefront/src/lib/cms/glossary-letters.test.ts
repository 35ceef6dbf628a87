import { describe, expect, it } from 'vitest';
import {
  CZECH_ALPHABET,
  glossaryAlphabet,
  glossaryLetter,
  groupByLetter,
  letterAnchor,
} from './glossary-letters';

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

describe("the index in the page's language", () => {
  it('Slovak has Č, Š, Ž and CH of its own, but no Ř', () => {
    const sk = glossaryAlphabet('sk');
    expect(sk).toContain('Č');
    expect(sk).toContain('Ch');
    expect(sk).not.toContain('Ř');
    expect(glossaryLetter('Řasa', 'sk')).toBe('R');
    expect(glossaryLetter('Chlór', 'sk')).toBe('Ch');
    expect(glossaryLetter('Čaj', 'sk')).toBe('Č');
  });

  it('German has only A–Z: umlauts and CH go under their first letter', () => {
    expect(glossaryAlphabet('de')).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(glossaryLetter('Öl', 'de')).toBe('O');
    expect(glossaryLetter('Chlor', 'de')).toBe('C');
    expect(glossaryLetter('Čaj', 'de')).toBe('C');
  });

  it('Czech keeps its alphabet', () => {
    expect(glossaryAlphabet('cs')).toEqual(CZECH_ALPHABET);
  });
});
