'use client';

import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { afterFocus, afterFrame, afterScroll, isStuck, type StickyState } from '@/lib/layout/sticky-header';

/** Whether the header search is open, for its toggle; null outside the sticky header. */
const SearchOpen = createContext<{ open: boolean; setOpen: (open: boolean) => void } | null>(null);

const STATE_CLASS: Record<StickyState, string> = {
  not_sticky: '',
  sticky_not_ready: 'fixed inset-x-0 top-0 -translate-y-full',
  sticky_ready: 'fixed inset-x-0 top-0 -translate-y-full transition-transform',
  sticky_invisible: 'fixed inset-x-0 top-0 -translate-y-full transition-transform',
  sticky_visible: 'fixed inset-x-0 top-0 translate-y-0 transition-transform',
};

/**
 * The main header, sticky: once scrolled past, it leaves the page (its height is kept so nothing
 * below moves) and shows whenever the shopper scrolls up or tabs into it. On a phone the stuck
 * header folds its search field behind a button. Without JavaScript it stays in its place.
 */
export function StickyHeader({ children }: { children: ReactNode }) {
  const holder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<StickyState>('not_sticky');
  const [height, setHeight] = useState<number | null>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  const stuck = isStuck(state);

  // While it is stuck, what scrolls into view (a focused field, a found anchor) stops below it.
  useEffect(() => {
    const root = document.documentElement.style;
    if (stuck && height) root.setProperty('scroll-padding-top', `${height}px`);
    else root.removeProperty('scroll-padding-top');
  }, [stuck, height]);

  // The state as the scroll and focus handlers last set it (React's copy may not be rendered yet).
  const current = useRef<StickyState>('not_sticky');
  const move = useCallback((next: StickyState) => {
    if (next === current.current) return;
    if (next === 'sticky_not_ready') setHeight(bar.current?.offsetHeight ?? null);
    if (next === 'not_sticky') setSearchOpen(false);
    current.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const el = holder.current;
        if (!el) return;
        const threshold = el.getBoundingClientRect().top + window.scrollY + el.offsetHeight;
        const y = window.scrollY;
        move(afterScroll(current.current, y, lastY, threshold));
        lastY = y;
      });
    };
    const onFocus = () => move(afterFocus(current.current));
    const el = holder.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    el?.addEventListener('focusin', onFocus);
    return () => {
      window.removeEventListener('scroll', onScroll);
      el?.removeEventListener('focusin', onFocus);
      cancelAnimationFrame(frame);
    };
  }, [move]);

  // Ready to animate only once the hidden header has been drawn without animation: else its first
  // move would slide it from where it stood in the page.
  useEffect(() => {
    if (state !== 'sticky_not_ready') return;
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => move(afterFrame(current.current)));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [state, move]);

  return (
    <SearchOpen value={{ open: searchOpen, setOpen: setSearchOpen }}>
      <div
        ref={holder}
        style={stuck && height ? { minHeight: height } : undefined}
        data-sticky={state}
        data-stuck={stuck}
        data-search={!stuck || searchOpen ? 'open' : 'closed'}
        className="group/sticky"
        onKeyDown={(e) => {
          // Escape left over by the search box (its list already closed) folds the search again.
          if (e.key === 'Escape' && !e.defaultPrevented && stuck && searchOpen) {
            setSearchOpen(false);
            holder.current?.querySelector<HTMLElement>('[data-search-toggle]')?.focus();
          }
        }}
      >
        <div
          ref={bar}
          className={`z-40 bg-white duration-300 motion-reduce:transition-none ${stuck ? 'shadow-md' : ''} ${STATE_CLASS[state]}`}
        >
          {children}
        </div>
      </div>
    </SearchOpen>
  );
}

/**
 * The stuck header's search button on a phone: opens the search field and puts the cursor in it,
 * or folds it again. Hidden while the header is in its place, where the field is always shown.
 */
export function SearchToggle({ openLabel, closeLabel }: { openLabel: string; closeLabel: string }) {
  const search = use(SearchOpen);
  if (!search) return null;
  const { open, setOpen } = search;
  return (
    <button
      type="button"
      data-search-toggle=""
      aria-expanded={open}
      aria-label={open ? closeLabel : openLabel}
      onClick={(e) => {
        setOpen(!open);
        if (!open) {
          const header = e.currentTarget.closest('[data-sticky]');
          // Once rendered open: the field is hidden until then.
          requestAnimationFrame(() =>
            header?.querySelector<HTMLInputElement>('input[type="search"]')?.focus(),
          );
        }
      }}
      className="hidden size-11 shrink-0 place-items-center rounded-md text-ink hover:bg-tint max-sm:group-data-[stuck=true]/sticky:grid"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-none stroke-current stroke-2">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" />
        ) : (
          <>
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l5 5" />
          </>
        )}
      </svg>
    </button>
  );
}
