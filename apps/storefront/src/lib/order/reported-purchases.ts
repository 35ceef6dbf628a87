/**
 * Order codes already reported to analytics, kept in the browser's local storage (each
 * order code is reported once; the sent codes are kept in local storage), newest last.
 */
export const REPORTED_PURCHASES_KEY = 'reportedPurchases';
/** Enough for any shopper's recent orders; older codes fall off. */
export const REPORTED_PURCHASES_CAP = 50;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: KeyValueStore): string[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(REPORTED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Marks `code` as reported. True when it was not reported before, so the caller sends it now;
 * false when it was. A storage that cannot be written (private mode, full) still answers true once
 * per page: the event is worth more than a rare duplicate.
 */
export function claimPurchaseReport(storage: KeyValueStore, code: string): boolean {
  const codes = read(storage);
  if (codes.includes(code)) return false;
  try {
    storage.setItem(REPORTED_PURCHASES_KEY, JSON.stringify([...codes, code].slice(-REPORTED_PURCHASES_CAP)));
  } catch {
    // Not writable: reported anyway.
  }
  return true;
}
