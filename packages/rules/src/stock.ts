/** Amounts above this are shown as ">5" unless configured otherwise. */
export const DEFAULT_STOCK_DISPLAY_CAP = 5;
/** Stock that is not tracked (unlimited) is shown as this amount. */
export const UNLIMITED_STOCK_AMOUNT = 5;

/** Stock as the store reports it; 'unlimited' when the stock is not checked. */
export type StockLevel = number | 'unlimited';

export interface StockDisplay {
  /** The amount shown: the exact stock, or the cap when the stock is above it. */
  readonly amount: number;
  /** True when the real stock is above the cap, shown as ">cap". */
  readonly aboveCap: boolean;
  /** Display text, e.g. '3' or '>5'. */
  readonly text: string;
}

/** The stock shown to customers. `cap` 0 shows the exact amount however large. */
export function displayStock(stock: StockLevel, cap: number = DEFAULT_STOCK_DISPLAY_CAP): StockDisplay {
  if (!Number.isInteger(cap) || cap < 0)
    throw new RangeError(`cap must be a non-negative integer, got ${cap}`);
  if (stock !== 'unlimited' && !Number.isFinite(stock))
    throw new RangeError(`stock must be finite, got ${stock}`);
  const known = stock === 'unlimited' ? UNLIMITED_STOCK_AMOUNT : Math.max(0, stock);
  if (cap > 0 && known > cap) return { amount: cap, aboveCap: true, text: `>${cap}` };
  // Metric goods may have fractional stock; Czech uses the decimal comma.
  return { amount: known, aboveCap: false, text: String(known).replace('.', ',') };
}
