'use client';

import { useSyncExternalStore } from 'react';
import { dispatchDate, formatDay, relativeDay } from '@/lib/product/delivery';

const noSubscription = () => () => {};

/**
 * 'Předpokládané odeslání: dnes' (spec §9 delivery date rule). It depends on the clock (closing
 * time, weekends, holidays), so the browser computes it and the page itself stays cacheable: the
 * server snapshot is empty, the client's is read from the clock after hydration.
 */
export function DispatchDate({
  delayDays,
  locale,
  labels,
}: {
  delayDays: number;
  locale: string;
  labels: { template: string; today: string; tomorrow: string };
}) {
  const text = useSyncExternalStore(
    noSubscription,
    () => {
      const now = new Date();
      const rel = relativeDay(dispatchDate(delayDays, now), now);
      const day =
        rel === 'today' ? labels.today : rel === 'tomorrow' ? labels.tomorrow : formatDay(rel, locale);
      return labels.template.replace('{date}', day);
    },
    () => null,
  );
  // The line keeps its height before the date is known, so nothing below it moves.
  return (
    <p data-testid="dispatch-date" className="min-h-6">
      {text}
    </p>
  );
}
