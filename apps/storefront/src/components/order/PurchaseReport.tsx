'use client';

import { useEffect } from 'react';
import type { PurchaseEvent } from '@/lib/order/purchase-event';
import { claimPurchaseReport } from '@/lib/order/reported-purchases';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes the order's purchase event to `window.dataLayer`, once per order code: a reload or a
 * later visit of the finished order finds the code in local storage and sends nothing.
 */
export function PurchaseReport({ event }: { event: PurchaseEvent }) {
  useEffect(() => {
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
  }, [event]);
  return null;
}
