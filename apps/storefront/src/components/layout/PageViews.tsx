'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { hasConsent, onConsentChange } from '@/lib/consent/client';

/** A `page_view` for the analytics data layer: only under analytics consent, never otherwise. */
function pushPageView(): void {
  if (!hasConsent('analytics')) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({
    event: 'page_view',
    page_location: location.href,
    page_path: location.pathname,
    page_title: document.title,
  });
}

/**
 * Reports each page the visitor sees to `window.dataLayer`: on load, on every client-side
 * navigation, and the page at hand when analytics consent is given while it is open.
 */
export function PageViews() {
  const pathname = usePathname();
  useEffect(pushPageView, [pathname]);
  useEffect(() => {
    let had = hasConsent('analytics');
    return onConsentChange((consent) => {
      if (consent.analytics && !had) pushPageView();
      had = consent.analytics;
    });
  }, []);
  return null;
}
