import { MAX_BULK_ORDER_AMOUNT, MAX_BULK_ORDER_LINES } from '@shop/rules';
import * as z from 'zod/mini';

/** A quick-order line as the page shows it. */
export interface BulkLine {
  variantId: number;
  amount: number;
  name: string;
  href: string;
  price: string;
}

const KEY = 'bulk-order';
const text = z.string().check(z.maxLength(500));
const stored = z.array(
  z.object({
    variantId: z.int().check(z.positive()),
    amount: z.int().check(z.minimum(1), z.maximum(MAX_BULK_ORDER_AMOUNT)),
    name: text,
    href: text.check(z.startsWith('/')),
    price: text,
  }),
);

const listeners = new Set<() => void>();
let cached: { raw: string | null; lines: BulkLine[] } | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The quick order kept in this browser; what does not parse (storage is the shopper's to edit) is dropped. */
export function readBulkOrder(): BulkLine[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (cached?.raw === raw) return cached.lines;
  let lines: BulkLine[] = [];
  try {
    const parsed = stored.safeParse(raw ? JSON.parse(raw) : []);
    lines = parsed.success ? parsed.data.slice(0, MAX_BULK_ORDER_LINES) : [];
  } catch {
    lines = [];
  }
  cached = { raw, lines };
  return lines;
}

export function writeBulkOrder(lines: BulkLine[]): void {
  try {
    if (lines.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(lines));
  } catch {
    // Full or switched-off storage: the list lives on only in this page.
  }
  cached = { raw: storage()?.getItem(KEY) ?? null, lines };
  for (const l of listeners) l();
}

export function subscribeBulkOrder(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
