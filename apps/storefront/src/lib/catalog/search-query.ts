/** Search query rules shared by the server and the header combobox (universal: no server imports). */

/** The store drops terms shorter than 3 characters; a query without such a term is not sent. */
export const MIN_TERM_LENGTH = 3;
/** The header dropdown shows up to 5 categories and 10 products. */
export const DROPDOWN_CATEGORIES = 5;
export const DROPDOWN_PRODUCTS = 10;
export const MAX_QUERY_LENGTH = 200;

/** The query as it is sent: trimmed, single-spaced, capped; null when it has no term of 3+ characters. */
export function normaliseQuery(raw: string | null | undefined): string | null {
  const q = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  return q.split(' ').some((t) => t.length >= MIN_TERM_LENGTH) ? q : null;
}
