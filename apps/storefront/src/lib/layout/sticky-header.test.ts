import { describe, expect, it } from 'vitest';
import { afterFocus, afterFrame, afterScroll, type StickyState } from './sticky-header';

const THRESHOLD = 120;

describe('the sticky header', () => {
  it.each<[string, StickyState, number, number, StickyState]>([
    ['stays in its place above its own bottom', 'not_sticky', 100, 50, 'not_sticky'],
    ['is taken out of the page, hidden, once scrolled past', 'not_sticky', 200, 100, 'sticky_not_ready'],
    ['waits for its frame before anything else', 'sticky_not_ready', 150, 300, 'sticky_not_ready'],
    ['hides while the shopper scrolls down', 'sticky_ready', 400, 300, 'sticky_invisible'],
    ['shows when they scroll up', 'sticky_invisible', 380, 400, 'sticky_visible'],
    ['hides again when they scroll down', 'sticky_visible', 600, 380, 'sticky_invisible'],
    ['ignores a jitter of a few pixels', 'sticky_visible', 602, 600, 'sticky_visible'],
    ['ignores a jitter upwards too', 'sticky_invisible', 598, 600, 'sticky_invisible'],
    ['is back in its place at the top', 'sticky_visible', 120, 400, 'not_sticky'],
    ['is back in its place from hidden too', 'sticky_invisible', 0, 900, 'not_sticky'],
  ])('%s', (_, state, y, lastY, expected) => {
    expect(afterScroll(state, y, lastY, THRESHOLD)).toBe(expected);
  });

  it('becomes ready one frame after it was taken out, and only then', () => {
    expect(afterFrame('sticky_not_ready')).toBe('sticky_ready');
    expect(afterFrame('not_sticky')).toBe('not_sticky');
    expect(afterFrame('sticky_invisible')).toBe('sticky_invisible');
  });

  it('shows when focus enters it while it is out of the page', () => {
    expect(afterFocus('sticky_invisible')).toBe('sticky_visible');
    expect(afterFocus('sticky_ready')).toBe('sticky_visible');
    expect(afterFocus('not_sticky')).toBe('not_sticky');
  });
});
