import { hasConsent, onConsentChange } from '@/lib/consent/client';
import { analyticsSessionId } from './session';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Pushes an event to `window.dataLayer` with the analytics session id, only under analytics
 * consent; an e-commerce event clears the previous one's data first, as tag managers expect.
 * Returns whether it was pushed.
 */
export function pushEvent<E extends { event: string }>(event: E): boolean {
  if (!hasConsent('analytics')) return false;
  const layer = (window.dataLayer ??= []);
  if ('ecommerce' in event) layer.push({ ecommerce: null });
  layer.push({ ...event, session_id: analyticsSessionId(sessionStorageOrNull()) });
  return true;
}

/** Runs `report` now under analytics consent, or once consent is given while the page is open. */
export function whenAnalyticsAllowed(report: () => void): () => void {
  if (hasConsent('analytics')) {
    report();
    return () => {};
  }
  const stop = onConsentChange((consent) => {
    if (!consent.analytics) return;
    stop();
    report();
  });
  return stop;
}
