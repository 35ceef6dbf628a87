'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { notify, type NotificationKind } from '@/lib/notifications/store';

const noSubscription = () => () => {};

/**
 * A notice the server put on the page (items taken out of the cart, say). Without JavaScript it
 * stays in the page where it was rendered; with it, it goes to the notification stack for
 * `durationMs` like every other notice, and leaves the page.
 */
export function PageNotice({
  kind,
  title,
  durationMs,
  className,
}: {
  kind: NotificationKind;
  title: string;
  durationMs?: number;
  /** How it looks in the page, before (or without) JavaScript. */
  className: string;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Once per notice, however often the effect runs.
  const handed = useRef(false);
  useEffect(() => {
    if (handed.current) return;
    handed.current = true;
    notify({ kind, title, durationMs });
  }, [kind, title, durationMs]);
  if (hydrated) return null;
  return (
    <p role={kind === 'danger' ? 'alert' : 'status'} className={className}>
      {title}
    </p>
  );
}
