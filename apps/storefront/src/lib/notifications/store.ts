/**
 * The storefront's notifications: one queue for the whole page. At most four are on screen at
 * once; the rest wait their turn. A notification leaves after its duration (3 s unless the caller
 * says otherwise) or when closed.
 */
export type NotificationKind = 'success' | 'info' | 'warning' | 'danger';

export interface ShopNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  text?: string;
  /** A link to go on with (to the wish list, to log in). */
  link?: { href: string; label: string };
  durationMs: number;
}

export type NotificationInput = Omit<ShopNotification, 'id' | 'durationMs'> & { durationMs?: number };

export const MAX_SHOWN = 4;
export const DEFAULT_DURATION_MS = 3000;
/** What the page frame itself announces stays a little longer. */
export const LAYOUT_DURATION_MS = 5000;

let nextId = 1;
let queue: ShopNotification[] = [];
let shown: ShopNotification[] = [];
const listeners = new Set<() => void>();

function changed() {
  shown = queue.slice(0, MAX_SHOWN);
  for (const listener of listeners) listener();
}

export function notify(input: NotificationInput): number {
  const id = nextId++;
  queue = [...queue, { ...input, id, durationMs: input.durationMs ?? DEFAULT_DURATION_MS }];
  changed();
  return id;
}

export function dismiss(id: number): void {
  if (!queue.some((n) => n.id === id)) return;
  queue = queue.filter((n) => n.id !== id);
  changed();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The notifications on screen, oldest first (a stable array between changes). */
export function shownNotifications(): ShopNotification[] {
  return shown;
}

/** How many wait behind those on screen. */
export function waitingCount(): number {
  return Math.max(0, queue.length - MAX_SHOWN);
}
