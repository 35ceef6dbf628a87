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

/** How long a listing change may take as a soft navigation before a full page load is considered. */
const SOFT_NAVIGATION_TIMEOUT_MS = 6000;
/** How long a soft navigation still on its way is waited for before a full page load takes over. */
const SOFT_NAVIGATION_GIVE_UP_MS = 30_000;

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
  // The transition's state for the fallback's timer, which outlives the render it was set in.
  const stillPending = useRef(false);
  useEffect(() => {
    stillPending.current = pending;
  }, [pending]);
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
      // One still on its way (a slow server) is waited for: a full load started now would race it,
      // and the router landing while that load runs adds a second history entry for the same
      // page, so that Back stays on it. Only when the address has not moved does the load start.
      if (fallback.current) clearTimeout(fallback.current);
      const started = Date.now();
      const check = () => {
        if (window.location.href === target.href) return;
        if (stillPending.current && Date.now() - started < SOFT_NAVIGATION_GIVE_UP_MS) {
          fallback.current = setTimeout(check, 1000);
          return;
        }
        window.location.assign(target.href);
      };
      fallback.current = setTimeout(check, SOFT_NAVIGATION_TIMEOUT_MS);
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
