'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRuleText } from '@/components/ui/RuleTexts';
import {
  dismiss,
  shownNotifications,
  subscribe,
  type NotificationKind,
  type ShopNotification,
} from '@/lib/notifications/store';

const KIND_CLASS: Record<NotificationKind, string> = {
  success: 'border-accent',
  info: 'border-brand',
  warning: 'border-warning',
  danger: 'border-danger',
};
const TITLE_CLASS: Record<NotificationKind, string> = {
  success: 'text-accent',
  info: 'text-ink',
  warning: 'text-ink',
  danger: 'text-danger',
};

const none: ShopNotification[] = [];

/**
 * The notifications at the top centre of every page. The region is always in the page so that
 * screen readers announce what enters it (danger ones at once). A notification's time stops
 * while the pointer is over the stack or focus is in it, so that a link in it can be reached.
 */
export function Notifications({ label, closeLabel }: { label: string; closeLabel: string }) {
  const items = useSyncExternalStore(subscribe, shownNotifications, () => none);
  return (
    <div
      role="region"
      aria-label={label}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
    >
      {items.map((n) => (
        <Notification key={n.id} notification={n} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

/** While the pointer or focus is on the stack, a notification whose time is up waits another second. */
const HOLD_MS = 1000;

function Notification({
  notification: n,
  closeLabel,
}: {
  notification: ShopNotification;
  closeLabel: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A rule's message (the shared rules word them in Czech) in the page's language.
  const ruleText = useRuleText();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const due = () => {
      if (ref.current?.parentElement?.matches(':hover, :focus-within')) timer = setTimeout(due, HOLD_MS);
      else dismiss(n.id);
    };
    timer = setTimeout(due, n.durationMs);
    return () => clearTimeout(timer);
  }, [n.id, n.durationMs]);

  return (
    <div
      ref={ref}
      role={n.kind === 'danger' ? 'alert' : undefined}
      data-kind={n.kind}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border-l-4 bg-white p-4 text-left text-ink shadow-xl ring-1 ring-line ${KIND_CLASS[n.kind]}`}
    >
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${TITLE_CLASS[n.kind]}`}>{ruleText(n.title)}</p>
        {n.text && <p className="mt-1 text-sm">{ruleText(n.text)}</p>}
        {n.link && (
          <a href={n.link.href} className="mt-1 inline-block font-semibold text-brand underline">
            {n.link.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => dismiss(n.id)}
        aria-label={closeLabel}
        className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded text-muted hover:bg-tint"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
