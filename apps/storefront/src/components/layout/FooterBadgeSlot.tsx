'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentProps, type ComponentType } from 'react';
import { hasConsent, onConsentChange } from '@/lib/consent/client';
import type { CertificationBadge as Badge } from './CertificationBadge';

/** What shows when the badge's code cannot load: nothing. */
const Nothing: ComponentType<ComponentProps<typeof Badge>> = () => null;

// The badge's code loads only under consent: every page's layout carries this slot. It is an
// extra: when its code cannot load (the connection dropped, a deploy in between), nothing shows,
// rather than the page giving way to the error page.
const CertificationBadge = lazy(() =>
  import('./CertificationBadge').then(
    (m) => ({ default: m.CertificationBadge }),
    () => ({ default: Nothing }),
  ),
);

const marketingGranted = () => hasConsent('marketing');

/**
 * The certification badge, only with the marketing consent (the certification provider's widget
 * follows visitors across shops): before a choice, or without that consent, nothing renders and
 * nothing is loaded.
 */
export function FooterBadgeSlot({ locale, widgetUrl }: { locale: string; widgetUrl: string | null }) {
  const granted = useSyncExternalStore(onConsentChange, marketingGranted, () => false);
  if (!granted) return null;
  return (
    <div className="bg-tint pb-6">
      <div className="shop-container">
        <Suspense fallback={null}>
          <CertificationBadge locale={locale} widgetUrl={widgetUrl} />
        </Suspense>
      </div>
    </div>
  );
}
