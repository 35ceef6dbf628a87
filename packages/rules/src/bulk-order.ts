/** A line of the quick (bulk) order: a variant and how many. */
export interface BulkOrderLine {
  variantId: number;
  amount: number;
}

/** The most lines one quick order holds (one batch add). */
export const MAX_BULK_ORDER_LINES = 100;
/** The most pieces of one line. */
export const MAX_BULK_ORDER_AMOUNT = 9999;

/**
 * Adding a product to the quick order: one already on it gets one piece more (up to the maximum);
 * a new one comes with one piece, at the end, while the order has room.
 */
export function addToBulkOrder<T extends BulkOrderLine>(lines: readonly T[], line: Omit<T, 'amount'>): T[] {
  const found = lines.find((l) => l.variantId === line.variantId);
  if (found) {
    return lines.map((l) =>
      l === found ? { ...l, amount: Math.min(l.amount + 1, MAX_BULK_ORDER_AMOUNT) } : l,
    );
  }
  if (lines.length >= MAX_BULK_ORDER_LINES) return [...lines];
  return [...lines, { ...line, amount: 1 } as T];
}
