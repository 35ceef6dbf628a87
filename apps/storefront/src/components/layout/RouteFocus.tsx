'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side change of page, keyboard and screen-reader users continue from the new
 * page's heading (or its main region), not from the link they left on the old one; the phone
 * menu folds up. The first render is the page load itself, where the browser starts at the top.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('content');
    if (!main) return;
    // The new page already put focus on something of its own (a field it asks to correct): keep it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && main.contains(active) && active.getClientRects().length > 0) return;
    // The router keeps the pages left behind mounted but hidden, for Back: take the visible heading.
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    for (const menu of document.querySelectorAll<HTMLDetailsElement>('details.menu-disclosure[open]'))
      menu.open = false;
  }, [pathname]);
  return null;
}
