/**
 * The main header's states while the page scrolls, in the order a shopper meets them: in its place
 * at the top of the page; taken out of the page, hidden and without animation (so it does not slide
 * in from where it stood); ready to animate; hidden while the shopper reads on down; shown as soon
 * as they scroll back up.
 */
export type StickyState =
  'not_sticky' | 'sticky_not_ready' | 'sticky_ready' | 'sticky_invisible' | 'sticky_visible';

/** Scrolls smaller than this (a touch's jitter) change nothing. */
export const SCROLL_SLACK_PX = 4;

export const isStuck = (state: StickyState) => state !== 'not_sticky';

/**
 * The state after the page scrolled from `lastY` to `y`. `threshold` is where the header's bottom
 * lies in the page: above it the header is in its place.
 */
export function afterScroll(state: StickyState, y: number, lastY: number, threshold: number): StickyState {
  if (y <= threshold) return 'not_sticky';
  if (state === 'not_sticky') return 'sticky_not_ready';
  if (state === 'sticky_not_ready' || Math.abs(y - lastY) < SCROLL_SLACK_PX) return state;
  return y < lastY ? 'sticky_visible' : 'sticky_invisible';
}

/** One frame after it was taken out of the page the header may animate. */
export const afterFrame = (state: StickyState): StickyState =>
  state === 'sticky_not_ready' ? 'sticky_ready' : state;

/** Focus inside the header (by keyboard) shows it. */
export const afterFocus = (state: StickyState): StickyState => (isStuck(state) ? 'sticky_visible' : state);
