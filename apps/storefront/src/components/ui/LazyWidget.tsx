'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useFirstSight } from './use-first-sight';

type Phase<T> = { kind: 'waiting' } | { kind: 'shown'; data: T } | { kind: 'none' };

/**
 * A widget loaded on its first scroll into view: until then (and while it loads) a placeholder of
 * the content's own height holds its place, so nothing below moves; the content shows at once when
 * loaded (a fade would show its text at too little contrast while it runs). An empty answer or a
 * failure renders nothing: the widget is an extra, never an error.
 */
export function LazyWidget<T>({
  url,
  height,
  isEmpty,
  children,
  rootMargin = '300px 0px',
}: {
  /** Where the content's data comes from (JSON, same origin). */
  url: string;
  /** A CSS length: the loaded content's height. */
  height: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  /** How far ahead of the viewport loading starts. */
  rootMargin?: string;
}) {
  const [placeholder, seen] = useFirstSight<HTMLDivElement>(rootMargin);
  const [phase, setPhase] = useState<Phase<T>>({ kind: 'waiting' });

  useEffect(() => {
    if (!seen) return;
    let cancelled = false;
    const load = async () => {
      try {
        const res = await fetch(url, { headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(String(res.status));
        const data = (await res.json()) as T;
        if (cancelled) return;
        if (isEmpty(data)) setPhase({ kind: 'none' });
        else setPhase({ kind: 'shown', data });
      } catch {
        if (!cancelled) setPhase({ kind: 'none' });
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [seen, url, isEmpty]);

  if (phase.kind === 'none') return null;
  if (phase.kind === 'waiting') {
    return (
      <div
        ref={placeholder}
        aria-hidden="true"
        style={{ height }}
        className="rounded-md bg-tint motion-safe:animate-pulse"
      />
    );
  }
  return <div style={{ minHeight: height }}>{children(phase.data)}</div>;
}
