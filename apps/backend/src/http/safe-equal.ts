import { timingSafeEqual } from 'node:crypto';

/** Compares secrets (signatures, token hashes) in constant time, so timing tells nothing. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
