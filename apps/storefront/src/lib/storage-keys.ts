/**
 * The keys under which the storefront keeps things in the browser's local storage. Those of the
 * customer go when they log out; the device's own choices (closed offers, the top banner) stay.
 */
export const STORAGE_KEYS = {
  /** The checkout's details typed or filled in from the account (lib/checkout/store.ts). */
  checkout: 'checkout',
  /** The products looked at last (components/product/detail/LastVisited.tsx). */
  lastVisited: 'lastVisitedProducts',
  /** The products being compared (lib/compare/ids.ts). */
  compare: 'compare',
} as const;

/** What a logged-out customer leaves behind on the device: none of these. */
export const CUSTOMER_STORAGE_KEYS = [STORAGE_KEYS.checkout, STORAGE_KEYS.lastVisited, STORAGE_KEYS.compare];
