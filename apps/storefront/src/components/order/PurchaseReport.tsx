'use client';

import { useEffect } from 'react';
import { pushEvent, whenAnalyticsAllowed } from '@/lib/analytics/push';
import type { PurchaseEvent } from '@/lib/order/purchase-event';
import { claimPurchaseReport } from '@/lib/order/reported-purchases';

/**
 * Pushes the order's purchase event to `window.dataLayer` under analytics consent (also when it is
 * given on this page), once per order code: a reload or a later visit of the finished order finds
 * the code in local storage and sends nothing. Without consent nothing is sent or stored.
 */
export function PurchaseReport({ event }: { event: PurchaseEvent }) {
  useEffect(
    () =>
      whenAnalyticsAllowed(() => {
        // The analytics queue exists once the page has run its scripts, reported or not.
        window.dataLayer ??= [];
        let storage: Storage | null = null;
        try {
          storage = window.localStorage;
        } catch {
          storage = null;
        }
        const fresh = storage ? claimPurchaseReport(storage, event.ecommerce.transaction_id) : true;
        if (fresh) pushEvent(event);
      }),
    [event],
  );
  return null;
}
