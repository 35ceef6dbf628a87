import { describe, expect, it } from 'vitest';
import { SCROLL_ANIMATION_MS, samePageAnchor, scrollPosition } from './scroll';

describe('the scroll to an anchor', () => {
  it.each([
    [0, 0],
    [75, 125],
    [150, 500],
    [225, 875],
    [SCROLL_ANIMATION_MS, 1000],
    [SCROLL_ANIMATION_MS + 50, 1000],
  ])('at %i ms is at %i of 1000 px', (elapsed, expected) => {
    expect(scrollPosition(0, 1000, elapsed)).toBe(expected);
  });

  it('runs upwards as well', () => {
    expect(scrollPosition(1000, 0, SCROLL_ANIMATION_MS / 2)).toBe(500);
    expect(scrollPosition(1000, 200, SCROLL_ANIMATION_MS)).toBe(200);
  });
});

describe('samePageAnchor', () => {
  const page = 'https://shop.cz/produkt/gel?variant_id=5';
  it.each([
    ['#product-reviews', 'product-reviews'],
    ['/produkt/gel?variant_id=5#top', 'top'],
    ['https://shop.cz/produkt/gel?variant_id=5#a%C5%BE', 'až'],
    ['#', null],
    ['/produkt/gel#top', null],
    ['/kosik#top', null],
    ['https://jinde.cz/produkt/gel?variant_id=5#top', null],
    ['#%E0%A4%A', null],
  ])('%s → %s', (href, expected) => {
    expect(samePageAnchor(href, page)).toBe(expected);
  });
});
