'use client';

import { useEffect } from 'react';
import { SCROLL_ANIMATION_MS, samePageAnchor, scrollPosition } from '@/lib/layout/scroll';

/**
 * Links to an anchor of the same page (skip links, the FAQ's topics, the glossary's letters, the
 * product's reviews) scroll there in 300 ms instead of jumping, then move focus to the target so
 * that the keyboard and screen readers go on from there. With reduced motion asked for, it jumps.
 * Renders nothing.
 */
export function HashScroll() {
  useEffect(() => {
    let frame = 0;
    // Each step is a jump: the page's own smooth scrolling would make every step an animation.
    const jump = (top: number) => window.scrollTo({ top, behavior: 'instant' });
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const id = samePageAnchor(link.href, window.location.href);
      const target = id === null ? null : document.getElementById(id);
      if (!target) return;
      e.preventDefault();
      cancelAnimationFrame(frame);
      history.pushState(history.state, '', `#${encodeURIComponent(id!)}`);
      const from = window.scrollY;
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const to = Math.min(
        target.getBoundingClientRect().top + from - margin,
        document.documentElement.scrollHeight - window.innerHeight,
      );
      const arrive = () => {
        if (!target.matches('a[href], button, input, select, textarea, [tabindex]'))
          target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      };
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        jump(to);
        arrive();
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const elapsed = now - start;
        jump(scrollPosition(from, to, elapsed));
        if (elapsed < SCROLL_ANIMATION_MS) frame = requestAnimationFrame(step);
        else arrive();
      };
      frame = requestAnimationFrame(step);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
