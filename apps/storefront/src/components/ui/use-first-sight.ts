'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has once come within `rootMargin` of the viewport: for content loaded on its
 * first scroll into view. Stays true once seen.
 */
export function useFirstSight<E extends Element>(rootMargin = '300px 0px'): [RefObject<E | null>, boolean] {
  const target = useRef<E>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, rootMargin]);
  return [target, seen];
}
