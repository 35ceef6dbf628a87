'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { campaignCookies, type CampaignTracking } from '@/lib/analytics/campaign';
import { pushEvent } from '@/lib/analytics/push';
import { hasConsent, onConsentChange } from '@/lib/consent/client';
import { cookieValue } from '@/lib/consent/consent';

/** A `page_view` for the analytics data layer: only under analytics consent, never otherwise. */
function pushPageView(): void {
  pushEvent({
    event: 'page_view',
    page_location: location.href,
    page_path: location.pathname,
    page_title: document.title,
  });
}

/** The campaign a landing address names, kept under marketing consent only. */
function rememberCampaign(tracking: CampaignTracking): void {
  if (!hasConsent('marketing')) return;
  const current = (name: string) => cookieValue(document.cookie, name) ?? null;
  const secure = location.protocol === 'https:';
  for (const cookie of campaignCookies(new URLSearchParams(location.search), current, tracking, secure))
    document.cookie = cookie;
}

/**
 * Reports each page the visitor sees to `window.dataLayer`: on load, on every client-side
 * navigation, and the page at hand when analytics consent is given while it is open. Keeps the
 * campaign of a landing address (UTM, affiliate id) when marketing consent allows it.
 */
export function PageViews({ campaign }: { campaign: CampaignTracking }) {
  const pathname = usePathname();
  useEffect(pushPageView, [pathname]);
  useEffect(() => rememberCampaign(campaign), [pathname, campaign]);
  useEffect(() => {
    let had = hasConsent('analytics');
    let hadMarketing = hasConsent('marketing');
    return onConsentChange((consent) => {
      if (consent.analytics && !had) pushPageView();
      if (consent.marketing && !hadMarketing) rememberCampaign(campaign);
      had = consent.analytics;
      hadMarketing = consent.marketing;
    });
  }, [campaign]);
  return null;
}
