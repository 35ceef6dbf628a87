import { describe, expect, it } from 'vitest';
import { BRAND_LIST_VISIBLE, DETAIL_VARIANTS_VISIBLE, splitVisible } from './visible-items';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('splitVisible', () => {
  it('shows 16 brands and keeps the 17th and later behind the control', () => {
    expect(BRAND_LIST_VISIBLE).toBe(16);
    const split = splitVisible(range(19), BRAND_LIST_VISIBLE);
    expect(split.shown).toEqual(range(16));
    expect(split.more).toEqual([17, 18, 19]);
    expect(split.openMore).toBe(false);
  });

  it('hides nothing when the list fits the limit', () => {
    expect(splitVisible(range(16), BRAND_LIST_VISIBLE)).toEqual({
      shown: range(16),
      more: [],
      openMore: false,
    });
    expect(splitVisible([], DETAIL_VARIANTS_VISIBLE)).toEqual({ shown: [], more: [], openMore: false });
  });

  it('shows 4 variants; a fifth alone still goes behind the control', () => {
    expect(DETAIL_VARIANTS_VISIBLE).toBe(4);
    const split = splitVisible(range(5), DETAIL_VARIANTS_VISIBLE);
    expect(split.shown).toEqual([1, 2, 3, 4]);
    expect(split.more).toEqual([5]);
  });

  it('opens the rest when a chosen item is among it, not when it is among the first', () => {
    expect(splitVisible(range(6), DETAIL_VARIANTS_VISIBLE, (v) => v === 6).openMore).toBe(true);
    expect(splitVisible(range(6), DETAIL_VARIANTS_VISIBLE, (v) => v === 2).openMore).toBe(false);
  });
});
