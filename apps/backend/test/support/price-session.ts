/**
 * The session a test's variant hash is bound to, and the bearer header that names it: a group
 * price counts only on a request of the session the hash was issued to. The token is not one the
 * shop issued, so the request is still a guest's.
 */
export const PRICE_SESSION = 'session-of-a-price-test';
export const priceSession = { authorization: `Bearer ${PRICE_SESSION}` } as const;
