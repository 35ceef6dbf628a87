import { describe, expect, it } from 'vitest';
import {
  giftsEarnedFree,
  nPlusOneState,
  showsGiftFreeTag,
  type GiftOfferForTag,
  type PromotionState,
} from '../src/product-tags.ts';

describe('nPlusOneState (an N+1 promotion runs through its last day)', () => {
  it.each<[string, number | null, string | null, string, PromotionState]>([
    ['no promotion', null, null, '2026-06-10', 'none'],
    ['no promotion, a stray last day', null, '2026-06-01', '2026-06-10', 'none'],
    ['zero is no promotion', 0, null, '2026-06-10', 'none'],
    ['no last day: runs until removed', 2, null, '2026-06-10', 'active'],
    ['before its last day', 2, '2026-06-30', '2026-06-10', 'active'],
    ['on its last day', 2, '2026-06-10', '2026-06-10', 'active'],
    ['the day after its last day', 2, '2026-06-10', '2026-06-11', 'ended'],
    ['long over', 3, '2025-12-31', '2026-06-10', 'ended'],
  ])('%s', (_name, nPlusOne, until, today, expected) => {
    expect(nPlusOneState(nPlusOne, until, today)).toBe(expected);
  });
});

describe('giftsEarnedFree and showsGiftFreeTag (one piece reaches a free order gift)', () => {
  const gift = (over: Partial<GiftOfferForTag>): GiftOfferForTag => ({
    priceFrom: 80_000,
    price: 0,
    isAvailable: true,
    ...over,
  });
  it.each<[string, number, GiftOfferForTag[], number, boolean]>([
    ['no gifts', 100_000, [], 0, false],
    ['unit price above the threshold', 100_000, [gift({})], 1, true],
    ['unit price exactly at the threshold', 80_000, [gift({})], 1, true],
    ['unit price below the threshold', 79_999, [gift({})], 0, false],
    ['a gift that costs something is no free gift', 300_000, [gift({ price: 100 })], 0, false],
    ['no price is free', 100_000, [gift({ price: null })], 1, true],
    ['a negative price is free', 100_000, [gift({ price: -1 })], 1, true],
    ['not offered in the currency', 100_000, [gift({ priceFrom: null })], 0, false],
    ['earned but out of stock: listed, no tag', 100_000, [gift({ isAvailable: false })], 1, false],
    [
      'one of several gifts is enough',
      100_000,
      [gift({ isAvailable: false }), gift({ priceFrom: 50_000 }), gift({ priceFrom: 200_000 })],
      2,
      true,
    ],
  ])('%s', (_name, unitPrice, gifts, earned, tag) => {
    expect(giftsEarnedFree(unitPrice, gifts)).toHaveLength(earned);
    expect(showsGiftFreeTag(unitPrice, gifts)).toBe(tag);
  });
});
