import { describe, expect, it } from 'vitest';
import { CATEGORY_TITLE_MAX, TRUST_POINT_MAX, truncate } from './truncate';

describe('truncate', () => {
  it('cuts category titles to 45 characters and trust points to 80', () => {
    expect(CATEGORY_TITLE_MAX).toBe(45);
    expect(TRUST_POINT_MAX).toBe(80);
  });

  it('keeps a title of exactly the limit and cuts a longer one with an ellipsis', () => {
    const exact = 'a'.repeat(45);
    expect(truncate(exact, CATEGORY_TITLE_MAX)).toBe(exact);
    const cut = truncate('b'.repeat(46), CATEGORY_TITLE_MAX);
    expect(cut).toHaveLength(45);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('c'.repeat(200), TRUST_POINT_MAX)).toHaveLength(80);
  });

  it('drops the space before the ellipsis', () => {
    expect(truncate('Pomůcky pro posilování pánevního dna a další', 9)).toBe('Pomůcky…');
  });
});
