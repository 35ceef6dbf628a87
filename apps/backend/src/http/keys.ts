import { hkdfSync } from 'node:crypto';

/** What a key is for; each gets a key of its own. */
export type KeyPurpose =
  'variant-hash' | 'order-token' | 'test-gateway' | 'recommendation-visitor' | 'service-lookup-code';

const derived = new Map<string, string>();

/**
 * The key of one purpose, derived from the shop's one secret with HKDF-SHA256: configuring one
 * value configures all, and what one key signs can never pass for another's signature.
 */
export function keyFor(secret: string, purpose: KeyPurpose): string {
  const id = `${purpose}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'shop', `shop:${purpose}`, 32)).toString('hex');
    derived.set(id, key);
  }
  return key;
}
