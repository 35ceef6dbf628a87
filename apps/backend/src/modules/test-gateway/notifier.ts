import type { FastifyBaseLogger } from 'fastify';
import {
  NOTIFICATION_EVENT,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signNotification,
  type NotificationBody,
} from '../../integrations/payment/test-gateway-protocol.ts';

export interface Notifier {
  /** Sends the notification in the background: the first try now, retries after a failure. */
  notify(paymentId: string, notifyUrl: string): void;
  /** Stops pending retries and in-flight sends (shutdown). */
  close(): void;
}

/** Waits before the tries: the first at once, then ever longer pauses. */
export const DEFAULT_RETRY_DELAYS_MS = [0, 2_000, 10_000, 30_000, 120_000];

/**
 * The test gateway's notification sender: a signed POST to the merchant's notifyUrl over real
 * HTTP, retried a few times when it fails or gets an answer other than 2xx, never blocking the
 * shopper, who is redirected back to the shop meanwhile.
 */
export function createNotifier(
  secret: string,
  log: FastifyBaseLogger,
  delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  timeoutMs = 10_000,
): Notifier {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  async function send(paymentId: string, notifyUrl: string): Promise<boolean> {
    const body: NotificationBody = { id: paymentId, event: NOTIFICATION_EVENT };
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const abort = new AbortController();
    inFlight.add(abort);
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const res = await fetch(notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TIMESTAMP_HEADER]: String(timestamp),
          [SIGNATURE_HEADER]: signNotification(secret, timestamp, raw),
        },
        body: raw,
        signal: abort.signal,
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return true;
      log.warn({ paymentId, notifyUrl, status: res.status }, 'test gateway: notification refused');
    } catch (err) {
      if (!closed) log.warn({ paymentId, notifyUrl, err }, 'test gateway: notification failed');
    } finally {
      clearTimeout(timer);
      inFlight.delete(abort);
    }
    return false;
  }

  function attempt(paymentId: string, notifyUrl: string, index: number): void {
    if (closed || index >= delaysMs.length) {
      if (!closed) log.error({ paymentId, notifyUrl }, 'test gateway: notification given up');
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void send(paymentId, notifyUrl).then((ok) => {
        if (!ok) attempt(paymentId, notifyUrl, index + 1);
      });
    }, delaysMs[index]);
    timers.add(timer);
  }

  return {
    notify: (paymentId, notifyUrl) => attempt(paymentId, notifyUrl, 0),
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const a of inFlight) a.abort();
      inFlight.clear();
    },
  };
}
