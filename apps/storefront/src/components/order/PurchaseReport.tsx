'use client';

import { useEffect } from 'react';
import { hasConsent, onConsentChange } from '@/lib/consent/client';
import type { PurchaseEvent } from '@/lib/order/purchase-event';
import { claimPurchaseReport } from '@/lib/order/reported-purchases';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes the order's purchase event to `window.dataLayer` under analytics consent (also when it is
 * given on this page), once per order code: a reload or a later visit of the finished order finds
 * the code in local storage and sends nothing. Without consent nothing is sent or stored.
 */
export function PurchaseReport({ event }: { event: PurchaseEvent }) {
  useEffect(() => {
    const report = () => {
      // The analytics queue exists once the page has run its scripts, reported or not.
      window.dataLayer = window.dataLayer ?? [];
      let storage: Storage | null = null;
      try {
        storage = window.localStorage;
      } catch {
        storage = null;
      }
      const fresh = storage ? claimPurchaseReport(storage, event.ecommerce.transaction_id) : true;
      if (fresh) window.dataLayer.push(event);
    };
    if (hasConsent('analytics')) {
      report();
      return;
    }
    const stop = onConsentChange((consent) => {
      if (!consent.analytics) return;
      stop();
      report();
    });
    return stop;
  }, [event]);
  return null;
}
