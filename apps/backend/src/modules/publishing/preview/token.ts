import { createHmac, timingSafeEqual } from 'node:crypto';
import { previewTypes, type PreviewType } from '@shop/contract';

/**
 * A draft preview link's token: the content type, the item's id and an expiry, signed with an HMAC
 * of a key derived from the server's secret. Whoever holds it sees that one draft until it
 * expires; it opens no other item and cannot be extended.
 */

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** What the back office's preview links need: the signing key and the storefront's public address. */
export interface PreviewSigning {
  key: Buffer;
  storefrontUrl: string;
}

/** The signing key of preview tokens, derived so it differs from every other use of the secret. */
export const previewKey = (serverSecret: string): Buffer =>
  createHmac('sha256', serverSecret).update('cms-preview-token').digest();

const sign = (key: Buffer, claim: string) => createHmac('sha256', key).update(claim).digest('base64url');

export function signPreviewToken(
  key: Buffer,
  type: PreviewType,
  id: number,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const claim = `${type}.${id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { token: `${claim}.${sign(key, claim)}`, expiresAt };
}

/** Why a token does not open the item; null when it does. */
export type PreviewRefusal = 'malformed' | 'forged' | 'other-item' | 'expired';

export function checkPreviewToken(
  key: Buffer,
  token: string,
  type: PreviewType,
  id: number,
  now = new Date(),
): PreviewRefusal | null {
  const parts = token.split('.');
  if (parts.length !== 4) return 'malformed';
  const [tokenType, tokenId, expires, signature] = parts as [string, string, string, string];
  if (
    !(previewTypes as readonly string[]).includes(tokenType) ||
    !/^\d{1,10}$/.test(tokenId) ||
    !/^\d{1,12}$/.test(expires)
  )
    return 'malformed';
  const expected = Buffer.from(sign(key, `${tokenType}.${tokenId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (tokenType !== type || Number(tokenId) !== id) return 'other-item';
  if (Number(expires) * 1000 <= now.getTime()) return 'expired';
  return null;
}
