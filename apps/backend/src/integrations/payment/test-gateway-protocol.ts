import { createHmac } from 'node:crypto';
import { safeEqual } from '../../http/safe-equal.ts';
import { z } from 'zod';

/**
 * The wire protocol of the local test gateway, shared by the gateway (modules/test-gateway) and
 * the shop's client of it (test-gateway-client.ts), as a real gateway's documentation would be.
 *
 * - Merchant API: `Authorization: Bearer <api key>`; the API key and the notification key are both
 *   derived from one secret (TEST_GATEWAY_SECRET), so configuring one value configures both ends.
 *   `POST /test-gateway/api/payments/{id}/refunds` gives back all or part of a paid payment at once
 *   (201 with the refund; 404 unknown payment, 409 not paid, 422 another currency or more than is
 *   left of it).
 * - Notifications: `POST notifyUrl` with the JSON body `{ "id": "<payment id>", "event":
 *   "payment.updated" }`, the header `x-test-gateway-timestamp: <unix seconds>` and
 *   `x-test-gateway-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`. A receiver
 *   refuses timestamps more than NOTIFICATION_TOLERANCE_S away from its clock (replays).
 */
export const SIGNATURE_HEADER = 'x-test-gateway-signature';
export const TIMESTAMP_HEADER = 'x-test-gateway-timestamp';
export const NOTIFICATION_EVENT = 'payment.updated';
export const NOTIFICATION_TOLERANCE_S = 300;

export interface NotificationBody {
  id: string;
  event: typeof NOTIFICATION_EVENT;
}

const webUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** POST /test-gateway/api/payments */
export const createTestPaymentBody = z.object({
  merchantRef: z.string().trim().min(1).max(100),
  amount: z.number().int().positive().max(1_000_000_000),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  description: z.string().trim().min(1).max(200),
  returnUrl: webUrl,
  notifyUrl: webUrl,
});

/** A payment as the merchant API shows it (answer of POST and GET /test-gateway/api/payments…). */
export const testPayment = z.object({
  id: z.string(),
  status: z.enum(['created', 'paid', 'declined', 'cancelled']),
  merchantRef: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  description: z.string(),
  /** The payment page to send the shopper to. */
  redirectUrl: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TestPayment = z.infer<typeof testPayment>;

/** POST /test-gateway/api/payments/{id}/refunds */
export const createTestRefundBody = z.object({
  amount: z.number().int().positive().max(1_000_000_000),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  /** The merchant's reference of the refund (the order code). */
  refId: z.string().trim().min(1).max(100),
});

/** A refund as the merchant API answers it. */
export const testRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amount: z.number().int(),
  currencyCode: z.string(),
  refId: z.string(),
  /** What is left of the payment to refund. */
  refundable: z.number().int(),
  createdAt: z.string(),
});
export type TestRefund = z.infer<typeof testRefund>;

const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`test-gateway:${purpose}`).digest('hex');

/** The bearer key of the merchant API. */
export const testGatewayApiKey = (secret: string) => derive(secret, 'api-key');
/** The HMAC key of notifications. */
export const testGatewayNotificationKey = (secret: string) => derive(secret, 'notification');

export function signNotification(secret: string, timestamp: number, rawBody: string): string {
  const mac = createHmac('sha256', testGatewayNotificationKey(secret))
    .update(`${timestamp}.${rawBody}`)
    .digest('hex');
  return `sha256=${mac}`;
}

/**
 * The payment id of a notification whose signature and timestamp check out, else null. Only the
 * id is taken from the body: the status is always read back from the merchant API.
 */
export function verifyNotificationSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
  timestamp: string | undefined,
  nowS: number = Math.floor(Date.now() / 1000),
): { id: string } | null {
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return null;
  const ts = Number(timestamp);
  if (Math.abs(nowS - ts) > NOTIFICATION_TOLERANCE_S) return null;
  if (!safeEqual(signature, signNotification(secret, ts, rawBody))) return null;
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const { id, event } = (body ?? {}) as Partial<NotificationBody>;
  if (typeof id !== 'string' || !id || id.length > 100 || event !== NOTIFICATION_EVENT) return null;
  return { id };
}
