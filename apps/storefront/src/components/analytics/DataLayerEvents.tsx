'use client';

import { useEffect } from 'react';
import { pushEvent, whenAnalyticsAllowed } from '@/lib/analytics/push';

/**
 * The page's analytics events (an item list seen, a product seen, a checkout step), pushed once
 * the page is shown, under analytics consent (also when it is given on this page). Renders nothing.
 */
export function DataLayerEvents({ events }: { events: { event: string }[] }) {
  useEffect(() => whenAnalyticsAllowed(() => events.forEach(pushEvent)), [events]);
  return null;
}
