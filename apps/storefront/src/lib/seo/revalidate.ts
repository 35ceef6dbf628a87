import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies the `x-signature` of a revalidation call: lower-case hex HMAC-SHA256 of the exact body
 * bytes with REVALIDATE_SECRET, compared in constant time. Without a configured secret nothing is
 * accepted.
 */
export function verifySignature(body: string, signature: string | null, secret: string | undefined): boolean {
  if (!secret || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(body, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
