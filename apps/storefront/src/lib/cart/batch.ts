import { MAX_CART_AMOUNT } from '@shop/contract';

/** The amount field of one variant in a batch-add form: `qty-<variant id>`. */
export const BATCH_FIELD_PREFIX = 'qty-';
/** At most this many variants in one batch add. */
export const MAX_BATCH_VARIANTS = 100;

/**
 * The variants and amounts of a batch-add form: every `qty-<id>` field with a whole amount above
 * zero, summed per variant (the same variant may be named twice), each sum capped at the cart's
 * maximum. Empty fields and zeros are skipped; null when anything else does not parse.
 */
export function batchItemsOf(entries: Iterable<[string, unknown]>): { id: number; amount: number }[] | null {
  const sums = new Map<number, number>();
  let fields = 0;
  for (const [name, raw] of entries) {
    if (!name.startsWith(BATCH_FIELD_PREFIX)) continue;
    if (++fields > MAX_BATCH_VARIANTS) return null;
    const id = Number(name.slice(BATCH_FIELD_PREFIX.length));
    const text = typeof raw === 'string' ? raw.trim() : null;
    if (!Number.isInteger(id) || id < 1 || id >= 2 ** 31 || text === null) return null;
    if (text === '') continue;
    if (!/^\d{1,5}$/.test(text)) return null;
    const amount = Number(text);
    if (amount > 0) sums.set(id, Math.min((sums.get(id) ?? 0) + amount, MAX_CART_AMOUNT));
  }
  return [...sums].map(([id, amount]) => ({ id, amount }));
}
