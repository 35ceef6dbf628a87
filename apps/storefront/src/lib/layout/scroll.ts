/** How long a scroll to an anchor of the same page takes. */
export const SCROLL_ANIMATION_MS = 300;

/** Ease in and out: slow at both ends, so the jump reads as a movement. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Where the page is `elapsed` ms into a scroll from `from` to `to`. */
export function scrollPosition(from: number, to: number, elapsed: number, duration = SCROLL_ANIMATION_MS) {
  const t = Math.min(1, Math.max(0, elapsed / duration));
  return Math.round(from + (to - from) * easeInOut(t));
}

/**
 * The element id a link's `href` leads to on the page at `current`, or null when it leaves the
 * page (another path or query) or names no anchor.
 */
export function samePageAnchor(href: string, current: string): string | null {
  let target: URL;
  let here: URL;
  try {
    here = new URL(current);
    target = new URL(href, here);
  } catch {
    return null;
  }
  if (target.origin !== here.origin || target.pathname !== here.pathname || target.search !== here.search)
    return null;
  if (target.hash.length < 2) return null;
  try {
    return decodeURIComponent(target.hash.slice(1));
  } catch {
    return null;
  }
}
