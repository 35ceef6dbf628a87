/** 12 random bytes give the 24 hex characters of a session id. */
const SESSION_ID_BYTES = 12;
const SESSION_ID_PATTERN = /^[0-9a-f]{24}$/;

export type RandomFill = (bytes: Uint8Array) => Uint8Array;

// Web Crypto is global in browsers and in Node 20, so one code path serves both.
const webCryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new session id: 24 lowercase hex characters. The random source can be replaced in tests. */
export function createSessionId(fill: RandomFill = webCryptoFill): string {
  const bytes = fill(new Uint8Array(SESSION_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a stored value is a session id this module could have created. */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID_PATTERN.test(value);
}
