/**
 * The shape of every secret token the shop issues (32 random bytes, base64url): carts, orders,
 * sessions and mailed links. A value of another shape is refused before any look-up.
 */
export const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;
