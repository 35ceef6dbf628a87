'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useTransition,
  type ReactNode,
} from 'react';

/** How long a listing change may take as a soft navigation before a full page load takes over. */
const SOFT_NAVIGATION_TIMEOUT_MS = 6000;

type Navigate = (href: string, opts?: { scrollToTop?: boolean }) => void;

const Ctx = createContext<{ navigate: Navigate; pending: boolean } | null>(null);

/**
 * Client-side listing navigation: filters, sorting and paging change the URL with router.push
 * inside a transition, so the current products stay on screen (dimmed, with a progress bar) until
 * the new ones have rendered. Without JavaScript the same controls are plain links and a GET form.
 */
export function ListingNavigation({
  children,
  loadingLabel,
  stateKey,
}: {
  children: ReactNode;
  loadingLabel: string;
  /** The rendered listing's path and query: when the server sends a new one, the navigation landed. */
  stateKey: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const fallback = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A ref, not the id: the router keeps earlier listings mounted (hidden) for Back, ids repeat.
  const root = useRef<HTMLDivElement>(null);
  // Not the router's URL (reading the query would keep the listing out of the prerendered page).
  useEffect(() => {
    if (fallback.current) clearTimeout(fallback.current);
    fallback.current = null;
  }, [stateKey]);
  // Leaving the page (or a navigation that replaced it) ends the watch.
  useEffect(
    () => () => {
      if (fallback.current) clearTimeout(fallback.current);
    },
    [],
  );
  const navigate = useCallback<Navigate>(
    (href, opts) => {
      const target = new URL(href, window.location.href);
      if (target.href === window.location.href) return;
      // A soft navigation that has not landed after a while falls back to a full page load, so a
      // filter never silently fails to apply (seen under heavy load while the router was busy).
      if (fallback.current) clearTimeout(fallback.current);
      // If the router has already moved the address (it landed a moment before this fires), a
      // full load now would add a second history entry and Back would stay on the same page.
      fallback.current = setTimeout(() => {
        if (window.location.href !== target.href) window.location.assign(target.href);
      }, SOFT_NAVIGATION_TIMEOUT_MS);
      startTransition(() => router.push(href, { scroll: false }));
      if (opts?.scrollToTop) root.current?.scrollIntoView({ block: 'start' });
    },
    [router],
  );
  return (
    <Ctx.Provider value={{ navigate, pending }}>
      <div id="listing" ref={root} className="relative scroll-mt-4" aria-busy={pending}>
        {pending && (
          <div role="status" className="listing-progress sticky top-0 z-20 h-1 overflow-hidden bg-brand-soft">
            <span className="sr-only">{loadingLabel}</span>
            <span className="block h-full w-1/3 animate-pulse bg-brand" />
          </div>
        )}
        <div className={pending ? 'opacity-60 transition-opacity' : 'transition-opacity'}>{children}</div>
      </div>
    </Ctx.Provider>
  );
}

export function useListingNavigation() {
  return useContext(Ctx);
}

/** A real link (works without JS, opens in a new tab) that navigates inside the listing's transition. */
export function ListingLink({
  href,
  scrollToTop,
  children,
  ...rest
}: Omit<React.ComponentProps<'a'>, 'href'> & { href: string; scrollToTop?: boolean }) {
  const nav = useListingNavigation();
  return (
    <a
      href={href}
      {...rest}
      onClick={(e) => {
        if (!nav || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
          return;
        e.preventDefault();
        nav.navigate(href, { scrollToTop });
      }}
    >
      {children}
    </a>
  );
}
