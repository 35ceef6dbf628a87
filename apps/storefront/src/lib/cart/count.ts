/** Pieces in the cart, for the header badge: not secret, readable by the page's inline script. */
export const CART_COUNT_COOKIE = 'cart_count';
