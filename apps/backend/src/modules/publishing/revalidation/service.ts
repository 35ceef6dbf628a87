import { createHmac } from 'node:crypto';
import { revalidateSignatureHeader, type RevalidateBody } from '@shop/contract';

/**
 * Tells the storefront which cached pages are stale: POST {STOREFRONT_URL}/api/revalidate with
 * `{ tags, sentAt }` (the contract's `groupTags` and `itemTags`), signed with an HMAC of the body
 * (the storefront refuses a call sent too long ago, so a recorded call cannot be replayed). Fire-and-report, not a queue: a storefront that is
 * down misses the call, and its caches expire on their own lifetime instead. Never throws.
 */
export interface Revalidator {
  /** Resolves true when the storefront accepted the tags; false when disabled or failed (logged). */
  notifyChanged(tags: string[]): Promise<boolean>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}

export interface RevalidatorOptions {
  storefrontUrl: string | undefined;
  secret: string | undefined;
  log: Logger;
  timeoutMs?: number;
}

/** Lower-case hex HMAC-SHA256 of the exact body bytes. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const MAX_TAGS = 100;

export function createRevalidator({
  storefrontUrl,
  secret,
  log,
  timeoutMs = 3000,
}: RevalidatorOptions): Revalidator {
  if (!storefrontUrl) return { notifyChanged: () => Promise.resolve(false) };
  const url = `${storefrontUrl}/api/revalidate`;
  return {
    async notifyChanged(tags) {
      const unique = [...new Set(tags.filter((t) => t.length > 0))];
      if (unique.length === 0) return false;
      if (!secret) {
        log.warn({ tags: unique }, 'revalidation skipped: REVALIDATE_SECRET is not set');
        return false;
      }
      // The storefront accepts at most 100 tags a call; bigger changes go in batches.
      let ok = true;
      for (let i = 0; i < unique.length; i += MAX_TAGS) {
        const payload = { tags: unique.slice(i, i + MAX_TAGS), sentAt: Math.floor(Date.now() / 1000) };
        ok = (await send(url, payload, secret, timeoutMs, log)) && ok;
      }
      return ok;
    },
  };
}

async function send(
  url: string,
  payload: RevalidateBody,
  secret: string,
  timeoutMs: number,
  log: Logger,
): Promise<boolean> {
  const body = JSON.stringify(payload);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [revalidateSignatureHeader]: signBody(body, secret) },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) {
      log.warn({ url, status: res.status, tags: payload.tags }, 'revalidation refused by the storefront');
      return false;
    }
    log.info?.({ tags: payload.tags }, 'storefront revalidated');
    return true;
  } catch (err) {
    log.warn({ url, err: (err as Error).message, tags: payload.tags }, 'revalidation failed');
    return false;
  }
}
