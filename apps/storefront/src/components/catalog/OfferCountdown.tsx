'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

/** 'Zbývá 2 d 03:15:07' style: days when any, then hours, minutes and seconds. */
function remaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(s / 86400);
  const hms = [Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days} d ${hms}` : hms;
}

function everySecond(tick: () => void): () => void {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}

/** The clock in whole seconds (a stable snapshot within a second). */
const nowSecond = () => Math.floor(Date.now() / 1000) * 1000;

/**
 * A limited offer's frame with a countdown to its end. The offer is rendered on a cached page, so
 * once the end passes in the browser the offer disappears. Before hydration the countdown line is
 * empty (it depends on the visitor's clock), keeping its height.
 */
export function OfferCountdown({
  until,
  template,
  className,
  children,
}: {
  until: string;
  template: string;
  className: string;
  children: ReactNode;
}) {
  const end = Date.parse(until);
  const now = useSyncExternalStore(everySecond, nowSecond, () => null);
  if (now !== null && now >= end) return null;
  return (
    <div className={className}>
      {children}
      <p className="min-h-6 w-full text-sm font-semibold text-danger" data-testid="offer-countdown">
        {now === null ? null : template.replace('{time}', remaining(end - now))}
      </p>
    </div>
  );
}
