import { describe, expect, it } from 'vitest';
import { ratingToStars } from '../src/rating.ts';
import {
  checkReview,
  parseStars,
  REVIEW_TEXT_MAX,
  reviewMessages,
  reviewText,
  starsToRating,
} from '../src/review.ts';

describe('starsToRating', () => {
  it.each([
    [1, 20],
    [2, 40],
    [3, 60],
    [4, 80],
    [5, 100],
  ])('%i stars are %i', (stars, rating) => {
    expect(starsToRating(stars)).toBe(rating);
    expect(ratingToStars(rating)).toBe(stars);
  });
  it.each([0, 6, 2.5, -1, Number.NaN])('refuses %s stars', (stars) => {
    expect(() => starsToRating(stars)).toThrow(RangeError);
  });
});

describe('parseStars', () => {
  it.each<[unknown, number | null]>([
    ['1', 1],
    ['5', 5],
    ['0', null],
    ['6', null],
    ['', null],
    ['3.5', null],
    [' 3', null],
    ['05', null],
    [null, null],
    [undefined, null],
    [3, null],
  ])('%j is %j', (value, stars) => {
    expect(parseStars(value)).toBe(stars);
  });
});

describe('checkReview', () => {
  const long = 'a'.repeat(REVIEW_TEXT_MAX + 1);
  it.each<[string, Parameters<typeof checkReview>[0], ReturnType<typeof checkReview>]>([
    ['stars and text', { rating: 80, text: 'Skvělé' }, {}],
    ['stars only', { rating: 20, text: null }, {}],
    ['blank text', { rating: 100, text: '   ' }, {}],
    ['text of the longest length', { rating: 60, text: 'a'.repeat(REVIEW_TEXT_MAX) }, {}],
    ['longest text with spaces around', { rating: 60, text: ` ${'a'.repeat(REVIEW_TEXT_MAX)} ` }, {}],
    ['no rating', { rating: null, text: 'Bez hvězdiček' }, { rating: reviewMessages.ratingRequired }],
    ['rating missing', { rating: undefined, text: undefined }, { rating: reviewMessages.ratingRequired }],
    ['zero stars', { rating: 0, text: null }, { rating: reviewMessages.ratingRequired }],
    ['text too long', { rating: 40, text: long }, { text: reviewMessages.textTooLong }],
    [
      'both wrong',
      { rating: null, text: long },
      { rating: reviewMessages.ratingRequired, text: reviewMessages.textTooLong },
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkReview(input)).toEqual(expected);
  });

  it('asks for stars in the shop’s words', () => {
    expect(reviewMessages.ratingRequired).toBe('Ohodnoťte zboží alespoň pomocí hvězdiček');
  });
});

describe('reviewText', () => {
  it.each<[string | null | undefined, string | null]>([
    ['  Dobré  ', 'Dobré'],
    ['', null],
    ['   \n ', null],
    [null, null],
    [undefined, null],
  ])('%j is kept as %j', (text, kept) => {
    expect(reviewText(text)).toBe(kept);
  });
});
