'use client';

import { useSyncExternalStore } from 'react';
import type { DispatchDay } from '@/lib/product/delivery';

const noSubscription = () => () => {};

const pragueNow = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Today's date ('YYYY-MM-DD') and seconds since midnight in shop time. */
function shopNow(): { date: string; seconds: number } {
  const p = Object.fromEntries(pragueNow.formatToParts(new Date()).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    seconds: Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second),
  };
}

/**
 * 'Předpokládané doručení: zítra (Zásilkovna)'. The server sends the rule's answer
 * for the next days (before and after the closing time); the browser picks today's by its clock,
 * so the page itself stays cacheable. Nothing shows when the page is older than its schedule.
 */
export function DispatchDate({
  schedule,
  closesAtSeconds,
  locale,
  labels,
}: {
  schedule: DispatchDay[];
  closesAtSeconds: number;
  locale: string;
  labels: { template: string; today: string; tomorrow: string };
}) {
  const text = useSyncExternalStore(
    noSubscription,
    () => {
      const now = shopNow();
      const i = schedule.findIndex((d) => d.date === now.date);
      const day = schedule[i];
      if (!day) return null;
      const date = now.seconds > closesAtSeconds ? day.after : day.before;
      const word =
        date === day.date
          ? labels.today
          : date === schedule[i + 1]?.date
            ? labels.tomorrow
            : new Intl.DateTimeFormat(locale, {
                weekday: 'long',
                day: 'numeric',
                month: 'numeric',
                timeZone: 'UTC',
              }).format(new Date(`${date}T00:00:00Z`));
      return labels.template.replace('{date}', word);
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
