import { secretCookieName } from '../site';

/**
 * The cookies that make a page the shopper's own: the guest cart token (httpOnly, one day) and the
 * log-in token (httpOnly, 7 days). A request without either sees what every such visitor sees.
 * Edge-safe: the proxy and the page cache read it too.
 */
export const CART_COOKIE = secretCookieName('cart_token');
export const CART_COOKIE_MAX_AGE = 24 * 3600;
export const AUTH_COOKIE = secretCookieName('auth_token');
export const AUTH_COOKIE_MAX_AGE = 7 * 24 * 3600;
export const SHOPPER_COOKIES = [CART_COOKIE, AUTH_COOKIE] as const;
/**
 * Readable by the page's scripts: "1" while a log-in token is kept. Shared pages use it only to
 * decide whether asking for the customer's own data (wish list, prices, menu) is worth a request;
 * the server never trusts it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
