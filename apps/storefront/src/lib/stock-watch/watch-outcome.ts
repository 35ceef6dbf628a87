import { stockWatchErrorCodes } from '@shop/contract';
import { BackendError } from '../http';
import { logError } from '@/lib/log';

/** How a watch ended: the key of its text (StockWatch namespace) and of the no-script page's query. */
export const WATCH_OUTCOMES = [
  'watching',
  'emailInvalid',
  'inStock',
  'notFound',
  'tooMany',
  'failed',
] as const;
export type WatchOutcome = (typeof WATCH_OUTCOMES)[number];

export const isWatchOutcome = (v: unknown): v is WatchOutcome =>
  typeof v === 'string' && (WATCH_OUTCOMES as readonly string[]).includes(v);

/** A refused store API call as the outcome the shopper reads. */
export function refusedOutcome(e: unknown): WatchOutcome {
  if (e instanceof BackendError) {
    if (e.status === 404) return 'notFound';
    if (e.status === 429) return 'tooMany';
    if (e.status === 422 && e.errors.some((x) => x.field === 'email')) return 'emailInvalid';
    if (e.status === 422 && e.errors.some((x) => x.code === stockWatchErrorCodes.inStock)) return 'inStock';
  }
  logError('stock watch', e);
  return 'failed';
}

/** A product page path the no-script answer may link back to (never another site). */
export function productBackPath(raw: unknown): string | null {
  return typeof raw === 'string' &&
    /^(?:\/(?:sk|de))?\/produkt\/[^/?#\s]+(?:\?variant_id=\d{1,10})?$/.test(raw)
    ? raw
    : null;
}
